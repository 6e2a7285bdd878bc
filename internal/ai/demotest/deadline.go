package demotest

import (
	"context"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// The engine on hostile input (package adversarial: the largest texts the API accepts,
// made of the shapes that make a parser rescan what it has read). No test times the
// engine: `make bench` measures it (tools/bench/engine). Every input gets a whole answer
// within a deadline far beyond any honest one, and the engine looks at its context as it
// reads, so a deadline (AI_TIMEOUT) or a visitor leaving stops the work.

// generous is a deadline no linear parser comes near on a 20,000-character text, even
// under the race detector on a busy machine.
const generous = 5 * time.Second

// Answered runs one answer under the generous deadline and checks it is a whole answer.
func Answered(t *testing.T, answer func(context.Context) (string, error)) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), generous)
	defer cancel()
	text, err := answer(ctx)
	if err != nil {
		t.Fatalf("no answer within %v: %v", generous, err)
	}
	if strings.TrimSpace(text) == "" || !utf8.ValidString(text) {
		t.Fatalf("answer %q", text)
	}
	return text
}

// EndsAfter is a context that ends once it has said n times that it has not: the engine
// must look at it again after it started, as it reads.
func EndsAfter(n int) context.Context {
	return &endsAfter{Context: context.Background(), n: n}
}

type endsAfter struct {
	context.Context
	n int
}

func (c *endsAfter) Err() error {
	if c.n <= 0 {
		return context.Canceled
	}
	c.n--
	return nil
}

// Regression tests of the parsers that rescanned a prefix per character, per separator or
// per marker (each demo package's linear_test.go) give one a few megabytes of its worst
// shape — fifty to a hundred times the API's limit — and a deadline: read once, that is
// milliseconds; rescanned, it is hours, and the test fails at the deadline (its goroutine
// is left to the end of the test binary). The deadline is a minute, for the largest of
// them takes about 2 s under the race detector: the margin is wide both ways, so the
// outcome does not depend on the machine.

// Megabyte is the unit of those tests' sizes.
const Megabyte = 1 << 20

// linearDeadline is how long a parser may take on megabytes of its worst shape.
const linearDeadline = time.Minute

// Finishes fails the test when work is not done within linearDeadline.
func Finishes(t *testing.T, what string, work func()) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		work()
	}()
	select {
	case <-done:
	case <-time.After(linearDeadline):
		t.Fatalf("%s: not done after %v; does it read a prefix again for each character?", what, linearDeadline)
	}
}
