// Package waittest waits, in tests, for something that happens in the background: a
// worker's pass, a mail, a log line, a request answered. One helper instead of a polling
// loop in each test, so each wait has a deadline and fails with what it was waiting for.
//
// A test that must show something did NOT happen does not sleep and look: it waits for an
// event that must come after the thing it rules out (the outbox row marked sent, a later
// pass of the worker, a log line) and then looks.
package waittest

import (
	"testing"
	"time"
)

// The pause between two checks grows from firstPause to maxPause: a condition that holds
// soon is seen soon, and one that takes seconds (a query, an HTTP request) is not asked
// hundreds of times a second while the work it waits for shares the CPUs with it.
const (
	firstPause = 5 * time.Millisecond
	maxPause   = 50 * time.Millisecond
)

// Eventually calls cond until it returns nil, and fails t (t.Fatalf) with cond's last error
// when timeout has passed. cond runs on the test's goroutine, so it may call t.Fatal itself
// for what waiting cannot mend. Timeouts are generous (tens of seconds): a busy 2-CPU CI
// machine must not fail a correct run, and a broken one fails all the same, only later.
func Eventually(t testing.TB, timeout time.Duration, cond func() error) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	pause := firstPause
	for {
		err := cond()
		if err == nil {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("waited %v: %v", timeout, err)
		}
		time.Sleep(pause)
		pause = min(pause*3/2, maxPause)
	}
}
