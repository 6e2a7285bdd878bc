//go:build !cgo

package extract

// cgoThreads tells a program built with cgo (threads_cgo.go).
const cgoThreads = false
