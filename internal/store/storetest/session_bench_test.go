package storetest

import (
	"context"
	"testing"
	"time"

	"lexa/internal/lexa"
)

// BenchmarkSessionLookup is what resolving the session cookie costs a signed-in request
// (`make bench`; target ≤ 100 µs): "read" is the indexed read joining the session to its
// user (a second apart each time, so none is kept; the last-seen time is written once a
// minute, as in use), "kept" a lookup within a second of the last (store/session_cache.go).
// On PostgreSQL a read includes the loopback round trip.
func BenchmarkSessionLookup(b *testing.B) {
	for _, backend := range Backends() {
		for _, kept := range []bool{false, true} {
			name := backend.Name + "/read"
			if kept {
				name = backend.Name + "/kept"
			}
			b.Run(name, func(b *testing.B) {
				ctx := context.Background()
				db, clock := New(b, backend)
				u, p := newUser("bench@example.com", clock.Now())
				if err := db.CreateUser(ctx, u, p, nil, nil, nil); err != nil {
					b.Fatal(err)
				}
				_, hash := lexa.NewToken()
				const lifetime = 10 * 365 * 24 * time.Hour // a second per lookup for as many as the bench takes
				if err := db.CreateSession(ctx, session(u.ID, clock.Now(), clock.Now().Add(lifetime)), hash); err != nil {
					b.Fatal(err)
				}
				for b.Loop() {
					if !kept {
						clock.Advance(time.Second)
					}
					if _, _, err := db.SessionUser(ctx, hash, time.Hour); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
