package store_test

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/store"
	"lexa/internal/store/storetest"
)

// liveListener collects what RunLiveEvents delivers, for one test.
type liveListener struct {
	t      *testing.T
	events chan lexa.LiveEvent
}

// listenLive runs db's live events until the test ends and waits until they flow (the
// first LiveResync: on PostgreSQL the listening connection is up).
func listenLive(t *testing.T, db *store.DB) *liveListener {
	t.Helper()
	l := &liveListener{t: t, events: make(chan lexa.LiveEvent, 100)}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		db.RunLiveEvents(ctx, slog.New(slog.NewTextHandler(io.Discard, nil)), func(ev lexa.LiveEvent) {
			select {
			case l.events <- ev:
			default:
				t.Errorf("live event %+v dropped: the test reads too slowly", ev)
			}
		})
	}()
	t.Cleanup(func() {
		cancel()
		<-done
	})
	if ev := l.next(); ev.Kind != lexa.LiveResync {
		t.Fatalf("first live event %+v, want a resync", ev)
	}
	return l
}

// next is the next event, waiting for it as long as a slow machine may need.
func (l *liveListener) next() lexa.LiveEvent {
	l.t.Helper()
	select {
	case ev := <-l.events:
		return ev
	case <-time.After(10 * time.Second):
		l.t.Fatal("no live event within 10 s")
		return lexa.LiveEvent{}
	}
}

// want fails unless the next event is ev.
func (l *liveListener) want(ev lexa.LiveEvent) {
	l.t.Helper()
	if got := l.next(); got != ev {
		l.t.Fatalf("live event %+v, want %+v", got, ev)
	}
}

// liveCustomer is a new user with one active service.
func liveCustomer(t *testing.T, db *store.DB, clock *storetest.Clock, email string) (lexa.User, lexa.Service) {
	t.Helper()
	ctx := context.Background()
	u := lexa.User{ID: lexa.NewID(), Email: email, PasswordHash: "$argon2id$x", Provider: "email", CreatedAt: clock.Now()}
	if err := db.CreateUser(ctx, u, lexa.Profile{FullName: "Jane Doe"}, nil, nil, nil); err != nil {
		t.Fatal(err)
	}
	s, err := db.CreateService(ctx, u.ID, lexa.ServiceInput{Type: "voice-ai", Name: "Voice"})
	if err != nil {
		t.Fatal(err)
	}
	active := lexa.ServiceActive
	if _, err := db.UpdateService(ctx, u.ID, s.ID, lexa.ServiceUpdate{Status: &active}); err != nil {
		t.Fatal(err)
	}
	return u, s
}

func recordUsage(t *testing.T, db *store.DB, clock *storetest.Clock, serviceID, key string) {
	t.Helper()
	r := lexa.UsageRecord{ServiceID: serviceID, IdempotencyKey: key, Calls: 3, OccurredAt: clock.Now(), TimeGiven: true}.ForService("voice-ai")
	if _, _, _, err := db.RecordUsage(context.Background(), r, lexa.RateLimit{}); err != nil {
		t.Fatal(err)
	}
}

func usageOf(u lexa.User, s lexa.Service) lexa.LiveEvent {
	return lexa.LiveEvent{Kind: lexa.LiveUsage, UserID: u.ID, ServiceID: s.ID}
}

// Every committed usage report is announced with its owner and service, once; a report
// sent again changed nothing and announces nothing. Events arrive in commit order, so the
// next event after the repeat being Bob's shows the repeat announced nothing.
func TestLiveEventsAnnounceCommittedUsage(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		db, clock := storetest.New(t, b)
		ann, annService := liveCustomer(t, db, clock, "ann@example.com")
		bob, bobService := liveCustomer(t, db, clock, "bob@example.com")
		l := listenLive(t, db)

		recordUsage(t, db, clock, annService.ID, "a1")
		l.want(usageOf(ann, annService))
		recordUsage(t, db, clock, annService.ID, "a1") // the same report again
		recordUsage(t, db, clock, bobService.ID, "b1")
		l.want(usageOf(bob, bobService))
	})
}

// A change that is rolled back announces nothing; the next committed one is the next event.
func TestLiveEventsNotForRolledBackChanges(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		db, _ := storetest.New(t, b)
		l := listenLive(t, db)
		undone := lexa.LiveEvent{Kind: lexa.LiveUsage, UserID: "u-undone", ServiceID: "s-undone"}
		kept := lexa.LiveEvent{Kind: lexa.LiveUsage, UserID: "u-kept", ServiceID: "s-kept"}
		if err := db.AnnounceInTx(context.Background(), undone, true); err != nil {
			t.Fatal(err)
		}
		if err := db.AnnounceInTx(context.Background(), kept, false); err != nil {
			t.Fatal(err)
		}
		l.want(kept)
	})
}

// Signing out and deleting the account announce that the user's sessions ended, so their
// streams check theirs; the stream's own check does not count as use of the session.
func TestLiveEventsWhenSessionsEnd(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		ctx := context.Background()
		db, clock := storetest.New(t, b)
		ann, _ := liveCustomer(t, db, clock, "ann@example.com")
		l := listenLive(t, db)
		now := clock.Now()
		const idle = time.Hour
		if err := db.CreateSession(ctx, lexa.Session{UserID: ann.ID, Method: "password", CreatedAt: now, ExpiresAt: now.Add(24 * time.Hour)}, "hash-1"); err != nil {
			t.Fatal(err)
		}
		if err := db.CreateSession(ctx, lexa.Session{UserID: ann.ID, Method: "password", CreatedAt: now, ExpiresAt: now.Add(24 * time.Hour)}, "hash-2"); err != nil {
			t.Fatal(err)
		}
		clock.Advance(idle - time.Minute)
		if live, err := db.SessionLive(ctx, "hash-1", idle); err != nil || !live {
			t.Fatalf("session 1 before its idle timeout: live %v, %v", live, err)
		}
		clock.Advance(2 * time.Minute) // an hour and a minute after its last use
		if live, err := db.SessionLive(ctx, "hash-1", idle); err != nil || live {
			t.Fatalf("session 1 after its idle timeout (the check before must not count as use): live %v, %v", live, err)
		}

		if err := db.DeleteSession(ctx, "hash-1"); err != nil {
			t.Fatal(err)
		}
		l.want(lexa.LiveEvent{Kind: lexa.LiveSessionEnded, UserID: ann.ID})
		if err := db.DeleteSession(ctx, "hash-1"); err != nil { // gone already: nothing to announce
			t.Fatal(err)
		}
		if err := db.DeleteUser(ctx, ann.ID); err != nil {
			t.Fatal(err)
		}
		l.want(lexa.LiveEvent{Kind: lexa.LiveSessionEnded, UserID: ann.ID})
	})
}

// PostgreSQL: a report committed by another instance (another handle on the schema)
// reaches this one's listener, and after the listening connection is lost the listener
// connects again, says so with a resync, and hears reports again.
func TestLiveEventsReachEveryInstance(t *testing.T) {
	url := storetest.PostgresURL(t)
	clock := storetest.NewClock()
	first := storetest.Open(t, url, clock)
	second := storetest.Open(t, url, clock)
	ann, annService := liveCustomer(t, first, clock, "ann@example.com")
	l := listenLive(t, first)
	// The second instance relays too (its publisher sends what it commits), as lexa serve does.
	_ = listenLive(t, second)

	recordUsage(t, second, clock, annService.ID, "from-second")
	l.want(usageOf(ann, annService))

	var schema string
	if err := first.QueryRowForTest(context.Background(), `SELECT current_schema()`).Scan(&schema); err != nil {
		t.Fatal(err)
	}
	var ended int
	if err := first.QueryRowForTest(context.Background(), `SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity
		WHERE query LIKE 'LISTEN %' AND query LIKE ?`, "%"+schema+"%").Scan(&ended); err != nil || ended != 2 {
		t.Fatalf("ended %d listening connections (%v), want both instances'", ended, err)
	}
	l.want(lexa.LiveEvent{Kind: lexa.LiveResync})
	recordUsage(t, second, clock, annService.ID, "after-reconnect")
	l.want(usageOf(ann, annService))
}
