package app

import (
	"context"
	"sync"
	"time"

	"lexa/internal/lexa"
)

// liveStartWait bounds how long start-up waits for live events to flow (PostgreSQL: the
// listening connection), before it serves anyway.
const liveStartWait = 5 * time.Second

// relayLiveEvents hands the database's live events to the open streams of this instance
// (GET /api/events) until stop is called. It returns once they flow, so that no stream
// opens deaf to them; should that take longer than liveStartWait (the database is slow
// to answer), it logs it and returns anyway: the streams are told to refresh once the
// events do flow.
func (a *App) relayLiveEvents(ctx context.Context) (stop func()) {
	relayCtx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	flowing, done := make(chan struct{}), make(chan struct{})
	var once sync.Once
	go func() {
		defer close(done)
		a.db.RunLiveEvents(relayCtx, a.logger, func(ev lexa.LiveEvent) {
			if ev.Kind == lexa.LiveResync { // the first comes as soon as events flow
				once.Do(func() { close(flowing) })
			}
			a.api.PublishLive(ev)
		})
	}()
	select {
	case <-flowing:
	case <-ctx.Done():
	case <-time.After(liveStartWait):
		a.logger.Warn("live updates: not listening to the database yet; serving anyway", "waited", liveStartWait.String())
	}
	return func() {
		cancel()
		<-done
	}
}
