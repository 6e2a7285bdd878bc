package main

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"time"
)

// printFaults says what each fault did and cost, and checks the failures were the clean
// kind: 502 from nginx for a request caught on the killed instance, 503 `unavailable`
// while the database restarted.
func (r *report) printFaults(w io.Writer, groups []windowFailures) []check {
	f := r.faults
	if f == nil {
		if r.o.faults {
			fmt.Fprintln(w, "\nFaults: none injected (the load ended before they were due)")
			return []check{{what: "the faults were injected", ok: false}}
		}
		return nil
	}
	var checks []check
	at := func(t time.Time) string { return fmt.Sprintf("%.1f s", t.Sub(r.start).Seconds()) }
	fmt.Fprintf(w, "\nFaults (times from the first request):\n")
	for _, e := range f.Errors {
		fmt.Fprintf(w, "- error: %v\n", e)
	}
	checks = append(checks, check{what: "every fault was injected as planned", ok: len(f.Errors) == 0})
	for _, g := range groups[:len(groups)-1] {
		switch g.Window.Name {
		case "instance killed and restarted":
			fmt.Fprintf(w, "- %s: instance %d killed (SIGKILL); %s: restarted on its address (listening %.1f s after the kill)\n",
				at(f.Killed), f.Victim, at(f.Restarted), f.Restarted.Sub(f.Killed).Seconds())
			if r.rejoinServed > 0 {
				fmt.Fprintf(w, "  it answered %d requests after the restart, the first %.1f s after it listened\n",
					r.rejoinServed, r.rejoinFirst.Sub(f.Restarted).Seconds())
			}
			checks = append(checks, check{what: "the restarted instance serves again", ok: r.rejoinServed > 0})
			fmt.Fprintf(w, "  failed from %s to %s: %d of %d requests%s\n", at(g.Window.From), at(g.Window.To),
				g.total(), g.Requests, failureList(g.Failed))
			checks = append(checks, check{what: "the killed instance cost only requests in flight on it (502 from nginx)", ok: only(g.Failed, 502, "")})
			fmt.Fprintf(w, "  second by second around the kill:\n%s", timeline(r.reqs, f.Killed, -1, 3))
		case "PostgreSQL restart":
			o := f.PGOutage
			fmt.Fprintf(w, "- %s: PostgreSQL %s restarted (pg_ctlcluster restart, %.1f s); new connections failed from %+.1f s after it began, and worked again from %+.1f s (%.1f s down; that connection took %.2f s)\n",
				at(f.PGRestartBegan), f.PGVersion, f.PGRestartEnded.Sub(f.PGRestartBegan).Seconds(),
				o.Down.Sub(f.PGRestartBegan).Seconds(), o.Up.Sub(f.PGRestartBegan).Seconds(), o.Up.Sub(o.Down).Seconds(),
				o.Connected.Sub(o.Up).Seconds())
			fmt.Fprintf(w, "  failed from %s to %s: %d of %d requests%s\n", at(g.Window.From), at(g.Window.To),
				g.total(), g.Requests, failureList(g.Failed))
			if g.total() > 0 {
				fmt.Fprintf(w, "  failed answers came from %+.1f s to %+.1f s after the restart began: requests succeeded again %.1f s after PostgreSQL accepted connections",
					g.FirstFail.Sub(f.PGRestartBegan).Seconds(), g.LastFail.Sub(f.PGRestartBegan).Seconds(),
					max(0, g.LastFail.Sub(o.Up).Seconds()))
				if ok := firstSuccessAfter(r.reqs, g.LastFail); !ok.IsZero() {
					fmt.Fprintf(w, " (the first success after the last failure: %+.1f s)", ok.Sub(f.PGRestartBegan).Seconds())
				}
				fmt.Fprintln(w)
			}
			checks = append(checks, check{what: "while PostgreSQL restarted, requests failed cleanly (503 unavailable)", ok: only(g.Failed, 503, "unavailable")})
			fmt.Fprintf(w, "  second by second (requests by when they started, from the restart's beginning):\n%s", timeline(r.reqs, f.PGRestartBegan, -2, 18))
		}
	}
	if f.PostgresSkipped != "" {
		fmt.Fprintf(w, "- PostgreSQL restart skipped: %s\n", f.PostgresSkipped)
	}
	return checks
}

// timeline shows the seconds first to last (counted from origin) of the run, with the
// requests that started in each: how many, how many failed, their p95 and the slowest.
// It also says from which second on every second's p95 was back within twice (or 50 ms
// of) the p95 of the ten seconds before origin.
func timeline(reqs []request, origin time.Time, first, last int) string {
	from, n := origin.Add(time.Duration(first)*time.Second), last-first+1
	type second struct {
		failed    int
		durations []time.Duration
	}
	secs := make([]second, n)
	var before []time.Duration
	for _, q := range reqs {
		d := q.End.Sub(q.Start)
		if q.Start.Before(origin) && !q.Start.Before(origin.Add(-10*time.Second)) {
			before = append(before, d)
		}
		i := int(q.Start.Sub(from) / time.Second)
		if q.Start.Before(from) || i >= n {
			continue
		}
		secs[i].durations = append(secs[i].durations, d)
		if !q.OK {
			secs[i].failed++
		}
	}
	normal := max(2*percentile(before, 0.95), percentile(before, 0.95)+50*time.Millisecond)
	var b strings.Builder
	back := -1
	for i, s := range secs {
		p95 := percentile(s.durations, 0.95)
		fmt.Fprintf(&b, "    %+3d s: %4d started, %4d failed, p95 %6.3f s, slowest %6.2f s\n",
			first+i, len(s.durations), s.failed, p95.Seconds(), percentile(s.durations, 1).Seconds())
		switch {
		case p95 > normal || s.failed > 0:
			back = -1
		case back < 0:
			back = first + i
		}
	}
	if back >= 0 {
		fmt.Fprintf(&b, "    p95 back to the level before (%.3f s, so at most %.3f s) from %+d s on\n",
			percentile(before, 0.95).Seconds(), normal.Seconds(), back)
	}
	return b.String()
}

// percentile of ds (sorted here), 1 for the largest; 0 for none.
func percentile(ds []time.Duration, p float64) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	ds = slices.Clone(ds)
	slices.Sort(ds)
	return ds[min(len(ds)-1, int(p*float64(len(ds))))]
}
