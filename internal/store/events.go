package store

import (
	"context"
	"database/sql"
	"log/slog"
	"sync"

	"lexa/internal/lexa"
)

// Live events (GET /api/events) tell open pages that something they show has changed.
// Only what committed is announced, and everything that committed: a change announces its
// events in its transaction (announce), and they leave only when that transaction
// commits (inTx calls settle); a rollback drops them.
//
// Where they go depends on the database:
//   - SQLite (one instance): straight to this process's listener, after the commit.
//   - PostgreSQL (any number of instances): NOTIFY on a channel of the schema, sent just
//     after the commit by RunLiveEvents' publisher, batched; every instance LISTENs on a
//     connection of its own and hands what arrives to its listener (events_postgres.go).
//     The NOTIFY is not part of the change's own transaction on purpose: PostgreSQL
//     serialises the commits of all transactions that notify under one lock (held across
//     the commit's disk flush), which cut committed usage reports per second to a third
//     in a test on this machine; the usage API is the busiest route.
type liveEvents struct {
	mu      sync.Mutex
	pending map[*sql.Tx][]lexa.LiveEvent // announced in transactions not yet settled
	deliver func(lexa.LiveEvent)         // SQLite: the listener of RunLiveEvents, or nil

	// PostgreSQL: committed events not yet notified, each once, in the order they came.
	outbox  []lexa.LiveEvent
	inbox   map[lexa.LiveEvent]bool
	wake    chan struct{} // a send means the outbox has something
	channel string        // the NOTIFY channel, once known (liveChannel)
}

func newLiveEvents() *liveEvents {
	return &liveEvents{pending: map[*sql.Tx][]lexa.LiveEvent{}, inbox: map[lexa.LiveEvent]bool{}, wake: make(chan struct{}, 1)}
}

// announce makes evs known once tx commits, and drops them if it does not. With a nil
// tx the change is committed already (a single statement outside a transaction).
func (db *DB) announce(tx *sql.Tx, evs ...lexa.LiveEvent) {
	if len(evs) == 0 {
		return
	}
	if tx == nil {
		db.committed(evs)
		return
	}
	l := db.live
	l.mu.Lock()
	defer l.mu.Unlock()
	l.pending[tx] = append(l.pending[tx], evs...)
}

// settle releases the events tx announced once it committed, or drops them.
func (db *DB) settle(tx *sql.Tx, committed bool) {
	l := db.live
	l.mu.Lock()
	evs, ok := l.pending[tx]
	delete(l.pending, tx)
	l.mu.Unlock()
	if ok && committed {
		db.committed(evs)
	}
}

// committed passes on the events of a committed change.
func (db *DB) committed(evs []lexa.LiveEvent) {
	db.sessions.forgetSessionsOf(evs...) // before the change is answered
	l := db.live
	l.mu.Lock()
	if db.dialect == Postgres {
		for _, ev := range evs {
			if !l.inbox[ev] { // the same news twice before it went out is one piece of news
				l.inbox[ev] = true
				l.outbox = append(l.outbox, ev)
			}
		}
		l.mu.Unlock()
		select {
		case l.wake <- struct{}{}:
		default:
		}
		return
	}
	deliver := l.deliver
	l.mu.Unlock()
	if deliver != nil {
		for _, ev := range evs {
			deliver(ev)
		}
	}
}

// RunLiveEvents hands every live event of this database to deliver until ctx ends: the
// events this process commits, and on PostgreSQL those of every other process on the same
// schema. deliver must not block. It first gets a LiveResync, and again whenever events may
// have been missed (PostgreSQL: after the listening connection was lost and is back), so
// whoever shows data fetches it afresh. Problems are logged; it returns only when ctx ends.
func (db *DB) RunLiveEvents(ctx context.Context, logger *slog.Logger, deliver func(lexa.LiveEvent)) {
	if db.dialect == Postgres {
		var wg sync.WaitGroup
		wg.Go(func() { db.publishLive(ctx, logger) })
		db.listenLive(ctx, logger, func(ev lexa.LiveEvent) {
			db.sessions.forgetSessionsOf(ev) // other instances' sign-outs, or events missed
			deliver(ev)
		})
		wg.Wait()
		return
	}
	l := db.live
	l.mu.Lock()
	l.deliver = deliver
	l.mu.Unlock()
	deliver(lexa.LiveEvent{Kind: lexa.LiveResync})
	<-ctx.Done()
	l.mu.Lock()
	l.deliver = nil
	l.mu.Unlock()
}

// usageEvents are the live events of a committed usage group: one per service that got a
// new report, in the group's order. A report sent again changed nothing and announces
// nothing.
func usageEvents(results []usageResult) []lexa.LiveEvent {
	var out []lexa.LiveEvent
	seen := map[string]bool{}
	for _, r := range results {
		if r.err != nil || r.replayed || r.stored.ID == 0 || seen[r.stored.ServiceID] {
			continue
		}
		seen[r.stored.ServiceID] = true
		out = append(out, lexa.LiveEvent{Kind: lexa.LiveUsage, UserID: r.stored.UserID, ServiceID: r.stored.ServiceID})
	}
	return out
}

// sessionEnded is the live event of a change that ended sessions of userID.
func sessionEnded(userID string) lexa.LiveEvent {
	return lexa.LiveEvent{Kind: lexa.LiveSessionEnded, UserID: userID}
}
