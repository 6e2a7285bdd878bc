//go:build race

package extract

// raceDetector tells a race-built program: its detector maps shadow memory far beyond
// any data limit, so its reader runs without one (limits_linux.go). Only test binaries
// are race-built; the product's reader always has its limit.
const raceDetector = true
