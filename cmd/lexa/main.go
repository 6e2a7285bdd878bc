// Command lexa is the whole product in one binary; internal/app holds its wiring.
package main

import "lexa/internal/app"

// version is set at build time: -ldflags "-X main.version=…".
var version = "dev"

func main() { app.Main(version) }
