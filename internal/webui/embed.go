package webui

import (
	"embed"
	"io/fs"
)

// The Makefile copies the web build (web/build/client) to dist/client before go build.
//
//go:embed all:dist
var dist embed.FS

// Embedded returns the web app built into this binary.
func Embedded() fs.FS {
	sub, err := fs.Sub(dist, "dist/client")
	if err != nil {
		panic(err) // fs.Sub fails only on an invalid path literal
	}
	return sub
}
