// Command lexa is the whole product in one binary: the web site, the API and the
// background workers, plus the operator commands that go with them. The wiring and the
// commands are in internal/app; main gives them the process: arguments, environment,
// standard streams, the stop signals and the exit code.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"lexa/internal/app"
)

// version is set at build time: -ldflags "-X main.version=…".
var version = "dev"

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := app.Run(ctx, version, os.Args[1:], os.Getenv, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}
