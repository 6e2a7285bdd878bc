//go:build cgo

package extract

// cgoThreads tells a program built with cgo, whose OS threads glibc starts with a stack
// of RLIMIT_STACK (8 MB as a rule) mapped as private data: RLIMIT_DATA counts each one.
// Without cgo the Go runtime's threads start on a few kilobytes of its own heap.
const cgoThreads = true
