package app

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// Log lines are written together, soon after the first of them, or at once when the
// buffer is full; Flush writes what waits (serve calls it before it returns).
func TestLogBufferWritesLinesTogetherAndLosesNone(t *testing.T) {
	t.Parallel()
	var out bytes.Buffer
	b := newLogBuffer(&out)
	var timed []func()
	b.flush = func(d time.Duration, f func()) {
		if d != logFlushEvery {
			t.Errorf("flush after %v, want %v", d, logFlushEvery)
		}
		timed = append(timed, f)
	}
	for _, line := range []string{"one\n", "two\n"} {
		if n, err := b.Write([]byte(line)); n != len(line) || err != nil {
			t.Fatalf("write: %d %v", n, err)
		}
	}
	if out.Len() != 0 || len(timed) != 1 {
		t.Fatalf("before the timed flush: %q written, %d flushes due (want nothing, one)", out.String(), len(timed))
	}
	timed[0]()
	if out.String() != "one\ntwo\n" {
		t.Fatalf("after the timed flush: %q", out.String())
	}

	// A full buffer goes out before the line that would not fit; a line longer than the
	// buffer goes out as it is, after what waited.
	out.Reset()
	fill := strings.Repeat("x", logBufferSize-10) + "\n"
	long := strings.Repeat("y", logBufferSize+1) + "\n"
	for _, line := range []string{fill, "next\n", long, "last\n"} {
		if _, err := b.Write([]byte(line)); err != nil {
			t.Fatal(err)
		}
	}
	if out.String() != fill+"next\n"+long {
		t.Errorf("written before any flush: %d bytes, want the full buffer and the long line", out.Len())
	}
	if err := b.Flush(); err != nil || out.String() != fill+"next\n"+long+"last\n" {
		t.Errorf("after Flush: %v, %d bytes", err, out.Len())
	}
}
