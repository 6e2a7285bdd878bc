package storetest

import (
	"context"
	"testing"
	"time"

	"lexa/internal/lexa"
)

// BenchmarkSessionLookup is what resolving the session cookie costs every signed-in
// request: one indexed read joining the session to its user (`make bench`; target
// ≤ 100 µs). On PostgreSQL it includes the loopback round trip.
func BenchmarkSessionLookup(b *testing.B) {
	for _, backend := range Backends() {
		b.Run(backend.Name, func(b *testing.B) {
			ctx := context.Background()
			db, clock := New(b, backend)
			u, p := newUser("bench@example.com", clock.Now())
			if err := db.CreateUser(ctx, u, p, nil, nil, nil); err != nil {
				b.Fatal(err)
			}
			_, hash := lexa.NewToken()
			if err := db.CreateSession(ctx, session(u.ID, clock.Now(), clock.Now().Add(time.Hour)), hash); err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				if _, _, err := db.SessionUser(ctx, hash, time.Hour); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
