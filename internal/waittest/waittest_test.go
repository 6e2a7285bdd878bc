package waittest

import (
	"errors"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

func TestEventuallyReturnsOnceTheConditionHolds(t *testing.T) {
	var calls int
	Eventually(t, 10*time.Second, func() error {
		if calls++; calls < 3 {
			return fmt.Errorf("call %d", calls)
		}
		return nil
	})
	if calls != 3 {
		t.Errorf("%d calls, want 3 (the third held)", calls)
	}
}

func TestEventuallyWaitsForAnotherGoroutine(t *testing.T) {
	var done atomic.Bool
	time.AfterFunc(30*time.Millisecond, func() { done.Store(true) })
	Eventually(t, 10*time.Second, func() error {
		if !done.Load() {
			return errors.New("not done")
		}
		return nil
	})
}

// recorder is a testing.TB that keeps what Fatalf said instead of ending the test.
type recorder struct {
	testing.TB
	failed string
}

func (r *recorder) Helper() {}

func (r *recorder) Fatalf(format string, args ...any) {
	r.failed = fmt.Sprintf(format, args...)
	panic(r) // as t.Fatalf ends the goroutine, this ends Eventually
}

func TestEventuallyFailsWithTheLastErrorAfterTheTimeout(t *testing.T) {
	r := &recorder{TB: t}
	start := time.Now()
	func() {
		defer func() {
			if p := recover(); p != r {
				t.Fatalf("Eventually returned (or panicked with %v) instead of failing", p)
			}
		}()
		n := 0
		Eventually(r, 100*time.Millisecond, func() error { n++; return fmt.Errorf("2 mails unsent (check %d)", n) })
	}()
	if took := time.Since(start); took < 100*time.Millisecond {
		t.Errorf("gave up after %v, before the timeout", took)
	}
	if !strings.HasPrefix(r.failed, "waited 100ms: 2 mails unsent (check ") {
		t.Errorf("failure message %q does not say how long it waited and the last error", r.failed)
	}
}
