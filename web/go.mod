// The web app is not Go. This file only keeps the lexa module's ./... out of web/, whose
// node_modules hold an npm package (flatted) that ships a Go package of its own.
module lexa/web
