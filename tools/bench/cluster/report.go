package main

import (
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"time"
)

// endpoints are load.js's endpoint tags in the order the table lists them, with what
// docs/reliability.md calls them.
var endpoints = []struct{ Tag, Name string }{
	{"page_home", "`GET /`"},
	{"page_pricing", "`GET /pricing`"},
	{"page_service", "`GET /services/{type}`"},
	{"demo_slots", "`GET /api/demo/slots`"},
	{"contact", "`POST /api/contact`"},
	{"booking", "`POST /api/demo/bookings`"},
	{"signin", "`POST /api/auth/signin`"},
	{"session", "`GET /api/auth/session`"},
	{"services", "`GET /api/services`"},
	{"metrics_summary", "`GET /api/metrics/summary`"},
	{"usage", "`POST /api/v1/usage`"},
}

// After a fault, how long its failures are still blamed on it: nginx leaves a failed
// instance out for 2 s; the database pools reconnect on their next use.
const (
	killGrace     = 5 * time.Second
	postgresGrace = 20 * time.Second
)

type report struct {
	o      options
	k      *k6Run
	reqs   []request
	sum    summary
	writes []writeCount
	mail   mailState
	start  time.Time
	faults *faultLog
	date   time.Time
	cpus   int

	logged       map[string]int
	rejoinServed int
	rejoinFirst  time.Time
	notRunning   []int
}

// check is one thing the run must show. A note is reported like a check but does not
// fail the run.
type check struct {
	what string
	ok   bool
	note bool
}

func (r *report) print(w io.Writer) error {
	windows := r.windows()
	groups := splitFailures(r.reqs, windows)
	outside := groups[len(groups)-1]
	var checks []check

	fmt.Fprintf(w, "\n## Load: %s, %d CPUs, 3 instances behind nginx, one PostgreSQL, k6; faults %s\n\n",
		r.date.Format("2006-01-02"), r.cpus, onOff(r.o.faults))
	table := r.table()

	timeouts, statuses := 0, map[int]int{}
	for _, q := range r.reqs {
		statuses[q.Status]++
		if q.Code == "E1050" {
			timeouts++
		}
	}
	dropped := r.sum.metric("dropped_iterations", "")["count"]
	fmt.Fprintf(w, "\nk6 logged %d requests; statuses: %s; timeouts (10 s): %d; iterations k6 could not start in time (dropped): %.0f\n",
		len(r.reqs), statusList(statuses), timeouts, dropped)
	checks = append(checks, check{what: "no request hung until its 10 s timeout", ok: timeouts == 0})
	// Iterations k6 could not start on time mean the machine did not hold the offered
	// rate, and the latencies describe an overload, not the mix. With faults, the
	// recovery from a database restart piles requests up for a few seconds (see the
	// second-by-second lines), so there it is a note.
	iterations := r.sum.metric("iterations", "")["count"]
	checks = append(checks, check{what: fmt.Sprintf("k6 held the arrival rate (%.0f of %.0f iterations dropped, at most 1 %% may be)", dropped, dropped+iterations),
		ok: dropped <= 0.01*(dropped+iterations), note: r.o.faults})

	fmt.Fprintf(w, "\nAcknowledged writes (every 2xx looked up in PostgreSQL after the run):\n")
	lost, refusedStored := 0, 0
	for _, c := range r.writes {
		fmt.Fprintf(w, "- %s: acknowledged %d, found %d, lost %d; refused (4xx) %d, of them stored %d; unanswered (5xx or no answer) %d, of them stored %d\n",
			c.Kind.Name, c.Acknowledged, c.Found, c.Lost, c.Refused, c.RefusedStored, c.Unanswered, c.UnansweredStored)
		for _, q := range c.StoredUnanswered {
			fmt.Fprintf(w, "  stored although answered %s %s at %.1f s (took %.2f s): %s\n", statusName(q.Status), q.Code,
				q.Start.Sub(r.start).Seconds(), q.End.Sub(q.Start).Seconds(), q.Key)
		}
		lost += c.Lost
		refusedStored += c.RefusedStored
	}
	checks = append(checks, check{what: "every acknowledged write is in the database", ok: lost == 0},
		check{what: "no refused write is in the database", ok: refusedStored == 0})
	fmt.Fprintf(w, "\nMail: %d queued in the outbox, %d marked sent, %d unsent after waiting %.1f s; the SMTP server received %d",
		r.mail.Queued, r.mail.Sent, r.mail.Unsent, r.mail.Waited.Seconds(), r.mail.Received)
	if extra := r.mail.Received - int64(r.mail.Sent); extra > 0 {
		fmt.Fprintf(w, " (%d more than marked sent: sent, but the outbox did not record it, so it goes again when its lease ends)", extra)
	}
	fmt.Fprintln(w)

	fmt.Fprintf(w, "\n5xx answers: %s\n429 answers: %s\n",
		r.countBy(func(s int) bool { return s >= 500 }), r.countBy(func(s int) bool { return s == 429 }))
	checks = append(checks, r.printFaults(w, groups)...)
	fmt.Fprintf(w, "\nOutside the faults: %d of %d requests failed%s\n", outside.total(), outside.Requests, failureList(outside.Failed))
	checks = append(checks, check{what: "no failed request outside the faults", ok: outside.total() == 0})

	if len(r.logged) > 0 {
		fmt.Fprintf(w, "\nWarnings and errors the instances logged:\n")
		for _, k := range slices.Sorted(maps.Keys(r.logged)) {
			fmt.Fprintf(w, "- %d × %s\n", r.logged[k], k)
		}
	}
	checks = append(checks, check{what: fmt.Sprintf("every instance runs at the end (stopped: %v)", r.notRunning), ok: len(r.notRunning) == 0})

	fmt.Fprintf(w, "\nChecks:\n")
	var failed []string
	for _, c := range checks {
		mark := "ok  "
		switch {
		case !c.ok && c.note:
			mark = "note"
		case !c.ok:
			mark = "FAIL"
			failed = append(failed, c.what)
		}
		fmt.Fprintf(w, "  %s %s\n", mark, c.what)
	}
	fmt.Fprintf(w, "\nFor docs/reliability.md:\n\n%s\n%s\n", table, r.reliability(groups, lost))
	if len(failed) > 0 {
		return errors.New("failed: " + strings.Join(failed, "; "))
	}
	return nil
}

// windows are the stretches of the run each fault is blamed for.
func (r *report) windows() []window {
	f := r.faults
	if f == nil {
		return nil
	}
	var out []window
	if !f.Killed.IsZero() {
		end := f.Restarted
		if end.IsZero() {
			end = r.k.Ended
		}
		out = append(out, window{Name: "instance killed and restarted", From: f.Killed, To: end.Add(killGrace)})
	}
	if !f.PGRestartBegan.IsZero() {
		out = append(out, window{Name: "PostgreSQL restart", From: f.PGRestartBegan, To: f.PGRestartEnded.Add(postgresGrace)})
	}
	return out
}

// table is the per-endpoint markdown table from k6's summary, with the totals.
func (r *report) table() string {
	var b strings.Builder
	statuses := statusCounts(r.reqs)
	b.WriteString("| Endpoint | Requests | Req/s | p50 | p95 | p99 | Errors | Other than 2xx |\n|---|---:|---:|---:|---:|---:|---:|---|\n")
	row := func(name, tag string, st map[int]int) {
		reqs, dur, failed := r.sum.metric("http_reqs", tag), r.sum.metric("http_req_duration", tag), r.sum.metric("http_req_failed", tag)
		var other []string
		for _, s := range slices.Sorted(maps.Keys(st)) {
			if s < 200 || s >= 300 {
				other = append(other, fmt.Sprintf("%s × %d", statusName(s), st[s]))
			}
		}
		fmt.Fprintf(&b, "| %s | %.0f | %.1f | %s | %s | %s | %.2f %% | %s |\n", name, reqs["count"], reqs["rate"],
			ms(dur["med"]), ms(dur["p(95)"]), ms(dur["p(99)"]), 100*failed["value"], strings.Join(other, ", "))
	}
	all := map[int]int{}
	for _, e := range endpoints {
		row(e.Name, e.Tag, statuses[e.Tag])
		for s, n := range statuses[e.Tag] {
			all[s] += n
		}
	}
	row("**All**", "", all)
	return b.String()
}

// reliability is docs/reliability.md's paragraph for this run.
func (r *report) reliability(groups []windowFailures, lost int) string {
	all := r.sum.metric("http_reqs", "")
	failed := r.sum.metric("http_req_failed", "")
	acked := 0
	for _, c := range r.writes {
		acked += c.Acknowledged
	}
	var b strings.Builder
	fmt.Fprintf(&b, "**Reliability.** %.0f requests/s held for %v (%d requests) with %.2f %% errors",
		all["rate"], r.o.duration, len(r.reqs), 100*failed["value"])
	if r.faults == nil {
		b.WriteString(", no faults injected")
	}
	for _, g := range groups[:len(groups)-1] {
		fmt.Fprintf(&b, "; %s: %d failed", g.Window.Name, g.total())
		if g.total() > 0 {
			fmt.Fprintf(&b, " (%s)", strings.TrimPrefix(failureList(g.Failed), ": "))
		}
	}
	fmt.Fprintf(&b, ". Acknowledged writes (contacts, demo bookings, usage reports): %d counted in PostgreSQL afterwards, %d lost.\n", acked, lost)
	return b.String()
}

// countBy counts the answers whose status is picked, in total and per endpoint.
func (r *report) countBy(pick func(status int) bool) string {
	per, total := map[string]int{}, 0
	for _, q := range r.reqs {
		if pick(q.Status) {
			per[q.Endpoint]++
			total++
		}
	}
	if total == 0 {
		return "none"
	}
	var parts []string
	for _, e := range slices.Sorted(maps.Keys(per)) {
		parts = append(parts, fmt.Sprintf("%s %d", e, per[e]))
	}
	return fmt.Sprintf("%d (%s)", total, strings.Join(parts, ", "))
}

// only tells whether every failure has this status (and error code, when not empty).
func only(fs []failure, status int, code string) bool {
	for _, f := range fs {
		if f.Status != status || (code != "" && f.Code != code) {
			return false
		}
	}
	return true
}

func failureList(fs []failure) string {
	if len(fs) == 0 {
		return ""
	}
	var parts []string
	for _, f := range fs {
		s := fmt.Sprintf("%s %s", f.Endpoint, statusName(f.Status))
		if f.Code != "" {
			s += " " + f.Code
		}
		parts = append(parts, fmt.Sprintf("%s × %d", s, f.Count))
	}
	return ": " + strings.Join(parts, ", ")
}

func statusList(st map[int]int) string {
	var parts []string
	for _, s := range slices.Sorted(maps.Keys(st)) {
		parts = append(parts, fmt.Sprintf("%s × %d", statusName(s), st[s]))
	}
	return strings.Join(parts, ", ")
}

func statusName(s int) string {
	if s == 0 {
		return "no answer"
	}
	return fmt.Sprint(s)
}

// ms formats k6's milliseconds.
func ms(v float64) string {
	switch {
	case v >= 100:
		return fmt.Sprintf("%.0f ms", v)
	case v >= 10:
		return fmt.Sprintf("%.1f ms", v)
	default:
		return fmt.Sprintf("%.2f ms", v)
	}
}
