//go:build race

package app

// raceDetector tells whether this test binary was built with -race.
const raceDetector = true
