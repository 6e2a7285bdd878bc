package main

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"time"
)

// writeKind is a kind of write the load makes and where its rows are: acknowledged
// writes are looked up by the id the answer gave (usage: by the idempotency key, its
// identity), unacknowledged ones by what the request sent (the unique e-mail or key).
type writeKind struct {
	Endpoint, Name string
	ByID, ByKey    string // queries returning the matches among $1 (a text array)
}

var writeKinds = []writeKind{
	{"contact", "contact submissions",
		`SELECT id FROM contact_submissions WHERE id = ANY($1)`,
		`SELECT email FROM contact_submissions WHERE email = ANY($1)`},
	{"booking", "demo bookings",
		`SELECT id FROM demo_bookings WHERE id = ANY($1)`,
		`SELECT email FROM demo_bookings WHERE email = ANY($1)`},
	{"usage", "usage reports",
		`SELECT idempotency_key FROM usage_events WHERE idempotency_key = ANY($1)`,
		`SELECT idempotency_key FROM usage_events WHERE idempotency_key = ANY($1)`},
}

// writeCount is the outcome of one kind of write.
type writeCount struct {
	Kind writeKind
	// Acknowledged (2xx) writes and how many of them are stored: Lost must be 0.
	Acknowledged, Found, Lost int
	// Refused writes (a 4xx: the slot was taken, a limit) must have stored nothing.
	Refused, RefusedStored int
	// Unanswered writes (no answer, or a 5xx) may or may not be stored: the client cannot
	// know, which is what idempotency keys are for. Reported, not judged.
	Unanswered, UnansweredStored int
	StoredUnanswered             []request // those stored anyway, to say which they were
}

// countWrites checks every write of the run against the database.
func countWrites(ctx context.Context, db *sql.DB, reqs []request) ([]writeCount, error) {
	var out []writeCount
	for _, k := range writeKinds {
		c := writeCount{Kind: k}
		var acked, refused, unanswered []string
		byKey := map[string]request{}
		for _, r := range reqs {
			if r.Endpoint != k.Endpoint {
				continue
			}
			switch {
			case r.Status >= 200 && r.Status < 300:
				id := r.ID
				if k.Endpoint == "usage" {
					id = r.Key
				}
				acked = append(acked, id)
			case r.Status >= 400 && r.Status < 500:
				refused = append(refused, r.Key)
			default:
				unanswered = append(unanswered, r.Key)
				byKey[r.Key] = r
			}
		}
		var err error
		c.Acknowledged = len(acked)
		if c.Found, err = matches(ctx, db, k.ByID, acked); err != nil {
			return nil, err
		}
		c.Lost = c.Acknowledged - c.Found
		c.Refused = len(refused)
		if c.RefusedStored, err = matches(ctx, db, k.ByKey, refused); err != nil {
			return nil, err
		}
		c.Unanswered = len(unanswered)
		stored, err := found(ctx, db, k.ByKey, unanswered)
		if err != nil {
			return nil, err
		}
		c.UnansweredStored = len(stored)
		for _, key := range stored {
			c.StoredUnanswered = append(c.StoredUnanswered, byKey[key])
		}
		out = append(out, c)
	}
	return out, nil
}

// matches counts the values of want that query finds.
func matches(ctx context.Context, db *sql.DB, query string, want []string) (int, error) {
	f, err := found(ctx, db, query, want)
	return len(f), err
}

// found returns the values of want that query finds, in want's order.
func found(ctx context.Context, db *sql.DB, query string, want []string) ([]string, error) {
	if len(want) == 0 {
		return nil, nil
	}
	rows, err := db.QueryContext(ctx, query, want)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", query, err)
	}
	defer rows.Close()
	seen := map[string]bool{}
	for rows.Next() {
		var v string
		if err := rows.Scan(&v); err != nil {
			return nil, err
		}
		seen[v] = true
	}
	var out []string
	for _, w := range want {
		if seen[w] {
			out = append(out, w)
		}
	}
	return out, rows.Err()
}

// window is a stretch of the run a fault is blamed for.
type window struct {
	Name     string
	From, To time.Time
}

// failure groups failed requests: by endpoint, status and error code.
type failure struct {
	Endpoint, Code string
	Status, Count  int
}

// windowFailures is what failed during one window (or outside every window).
type windowFailures struct {
	Window   window
	Requests int // every request that overlapped the window
	Failed   []failure
	// First and last failed request's end, for how long the failures lasted.
	FirstFail, LastFail time.Time
}

func (w windowFailures) total() int {
	n := 0
	for _, f := range w.Failed {
		n += f.Count
	}
	return n
}

// splitFailures puts each failed request into the first window it overlaps, or into
// the last group, "outside the faults".
func splitFailures(reqs []request, windows []window) []windowFailures {
	out := make([]windowFailures, len(windows)+1)
	for i, w := range windows {
		out[i].Window = w
	}
	out[len(windows)].Window = window{Name: "outside the faults"}
	groups := make([]map[failure]int, len(out))
	for i := range groups {
		groups[i] = map[failure]int{}
	}
	for _, r := range reqs {
		i := len(windows)
		for j, w := range windows {
			if !r.End.Before(w.From) && !r.Start.After(w.To) {
				i = j
				break
			}
		}
		out[i].Requests++
		if r.OK {
			continue
		}
		groups[i][failure{Endpoint: r.Endpoint, Status: r.Status, Code: r.Code}]++
		if out[i].FirstFail.IsZero() || r.End.Before(out[i].FirstFail) {
			out[i].FirstFail = r.End
		}
		if r.End.After(out[i].LastFail) {
			out[i].LastFail = r.End
		}
	}
	for i, g := range groups {
		for f, n := range g {
			f.Count = n
			out[i].Failed = append(out[i].Failed, f)
		}
		slices.SortFunc(out[i].Failed, func(a, b failure) int {
			if a.Count != b.Count {
				return b.Count - a.Count
			}
			if a.Endpoint != b.Endpoint {
				if a.Endpoint < b.Endpoint {
					return -1
				}
				return 1
			}
			return a.Status - b.Status
		})
	}
	return out
}

// firstSuccessAfter is the end of the first expected answer that started after t.
func firstSuccessAfter(reqs []request, t time.Time) time.Time {
	var first time.Time
	for _, r := range reqs {
		if r.OK && r.Start.After(t) && (first.IsZero() || r.End.Before(first)) {
			first = r.End
		}
	}
	return first
}

// statusCounts counts the statuses of each endpoint's requests.
func statusCounts(reqs []request) map[string]map[int]int {
	out := map[string]map[int]int{}
	for _, r := range reqs {
		if out[r.Endpoint] == nil {
			out[r.Endpoint] = map[int]int{}
		}
		out[r.Endpoint][r.Status]++
	}
	return out
}
