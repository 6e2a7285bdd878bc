// Package poll runs the background loops every instance has (the mail outbox, the
// webhook inbox): work on a timer, and at once when something was just queued. The
// queues live in the database and hand out work under leases named by OwnerID, so any
// number of instances can run the same loop.
package poll

import (
	"context"
	"crypto/rand"
	"fmt"
	"os"
	"time"
)

// OwnerID names this process in leases, unique even for two processes on one host.
func OwnerID() string {
	host, err := os.Hostname()
	if err != nil || host == "" {
		host = "lexa"
	}
	return fmt.Sprintf("%s-%d-%s", host, os.Getpid(), rand.Text()[:10])
}

// Loop calls its work every interval, and as soon as Notify is called.
type Loop struct {
	interval time.Duration
	wake     chan struct{}
}

// NewLoop returns a loop that runs every interval.
func NewLoop(interval time.Duration) *Loop {
	return &Loop{interval: interval, wake: make(chan struct{}, 1)}
}

// Notify asks for a run now, e.g. after a commit that queued work. It never blocks;
// nudges while one is pending are merged.
func (l *Loop) Notify() {
	select {
	case l.wake <- struct{}{}:
	default:
	}
}

// Run calls work at once, then every interval and on every Notify, until ctx is
// cancelled. work is never cut short by Run: it sees ctx and decides.
func (l *Loop) Run(ctx context.Context, work func(context.Context)) {
	timer := time.NewTimer(0)
	defer timer.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-timer.C:
		case <-l.wake:
		}
		work(ctx)
		timer.Reset(l.interval)
	}
}
