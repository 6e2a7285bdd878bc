package poll

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

func TestLoopRunsAtOnceOnNotifyAndOnTheTimer(t *testing.T) {
	l := NewLoop(time.Hour)
	ctx, cancel := context.WithCancel(context.Background())
	runs := make(chan struct{}, 10)
	done := make(chan struct{})
	go func() {
		l.Run(ctx, func(context.Context) { runs <- struct{}{} })
		close(done)
	}()
	wait := func(what string) {
		select {
		case <-runs:
		case <-time.After(5 * time.Second):
			t.Fatalf("no run %s", what)
		}
	}
	wait("at start")
	l.Notify()
	wait("after Notify")
	cancel()
	<-done

	var n atomic.Int32
	quick := NewLoop(5 * time.Millisecond)
	ctx, cancel = context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	quick.Run(ctx, func(context.Context) { n.Add(1) })
	if n.Load() < 3 {
		t.Errorf("%d runs in 200 ms at a 5 ms interval", n.Load())
	}
}

func TestNotifyNeverBlocks(t *testing.T) {
	l := NewLoop(time.Hour)
	for range 100 {
		l.Notify() // nobody runs the loop: the nudges merge
	}
}

func TestOwnerIDsDiffer(t *testing.T) {
	a, b := OwnerID(), OwnerID()
	if a == b || !strings.Contains(a, "-") {
		t.Errorf("owner ids %q and %q", a, b)
	}
}
