//go:build !linux

package extract

import "os/exec"

// Elsewhere than Linux the reader runs without its own limits: the parent's deadline
// still kills it. Lexa is deployed on Linux (docs/deploy.md).
func limitSelf(Limits) error { return nil }

func isolate(*exec.Cmd) {}

func dieWithParent(*exec.Cmd) {}
