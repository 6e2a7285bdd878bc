// Package load is what the benchmarks share: load rounds over keep-alive connections with
// latency percentiles, and the formatting of their figures. The server processes they
// load are started by tools/process.
package load

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"
	"slices"
	"sync"
	"time"
)

// Round is the outcome of loading one target for one measured window.
type Round struct {
	Name     string
	Requests int // completed successfully inside the measured window
	Errors   int // failed requests, warm-up included
	FirstErr error
	RPS      float64
	P50, P99 time.Duration
}

// Plan is how a round loads its target.
type Plan struct {
	Connections int           // concurrent keep-alive connections, one goroutine each
	Warmup      time.Duration // unmeasured load before the window
	Duration    time.Duration // the measured window
}

// Request sends one request with client and checks its answer; worker tells the calling
// goroutine apart and seq counts its requests, for requests that must differ.
type Request func(ctx context.Context, client *http.Client, worker, seq int) error

// Run loads a target with p.Connections goroutines: p.Warmup unmeasured, then
// p.Duration measured. A request counts when it completes inside the measured window,
// so req/s is simply requests / duration.
func Run(ctx context.Context, name string, p Plan, request Request) Round {
	tr := &http.Transport{
		DisableCompression:  true, // every server under comparison must send the same bytes
		MaxIdleConnsPerHost: p.Connections,
		MaxConnsPerHost:     p.Connections,
	}
	defer tr.CloseIdleConnections()
	client := &http.Client{Transport: tr}

	from := time.Now().Add(p.Warmup)
	until := from.Add(p.Duration)
	workers := make([]worker, p.Connections)
	var wg sync.WaitGroup
	for i := range workers {
		wg.Go(func() { workers[i] = loop(ctx, client, i, request, from, until) })
	}
	wg.Wait()

	r := Round{Name: name}
	var all []time.Duration
	for _, w := range workers {
		all = append(all, w.latencies...)
		r.Errors += w.errors
		if r.FirstErr == nil {
			r.FirstErr = w.firstErr
		}
	}
	slices.Sort(all)
	r.Requests = len(all)
	r.RPS = float64(len(all)) / p.Duration.Seconds()
	r.P50 = percentile(all, 0.50)
	r.P99 = percentile(all, 0.99)
	return r
}

// worker is what one load goroutine collects; goroutines never share it,
// so recording a latency costs no lock.
type worker struct {
	latencies []time.Duration
	errors    int
	firstErr  error
}

// loop is one goroutine's request loop.
func loop(ctx context.Context, client *http.Client, id int, request Request, from, until time.Time) worker {
	w := worker{latencies: make([]time.Duration, 0, 1<<14)}
	for seq := 0; ctx.Err() == nil; seq++ {
		start := time.Now()
		err := request(ctx, client, id, seq)
		end := time.Now()
		if ctx.Err() != nil {
			break // interrupted: not the server's fault
		}
		if err != nil {
			w.errors++
			if w.firstErr == nil {
				w.firstErr = err
			}
		}
		if !end.Before(until) {
			break
		}
		if err == nil && !end.Before(from) {
			w.latencies = append(w.latencies, end.Sub(start))
		}
	}
	return w
}

// percentile uses the nearest-rank method on sorted latencies.
func percentile(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	i := int(math.Ceil(p*float64(len(sorted)))) - 1
	return sorted[max(0, min(i, len(sorted)-1))]
}

// Check reads a whole answer (so the connection is reused) and wants the status and,
// when wantLen is not negative, that many bytes.
func Check(resp *http.Response, err error, status int, wantLen int64) error {
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	n, err := discard(resp)
	switch {
	case err != nil:
		return err
	case resp.StatusCode != status:
		return fmt.Errorf("status %d, want %d", resp.StatusCode, status)
	case wantLen >= 0 && n != wantLen:
		return fmt.Errorf("body of %d bytes, want %d", n, wantLen)
	}
	return nil
}

// Failures lists the rounds that had failed requests, as one error.
func Failures(rounds []Round) error {
	var err error
	for _, r := range rounds {
		if r.Errors > 0 {
			err = errors.Join(err, fmt.Errorf("%s: %d failed requests, the first: %v", r.Name, r.Errors, r.FirstErr))
		}
	}
	return err
}

// Thousands formats a rate as a whole number with comma separators.
func Thousands(v float64) string {
	s := fmt.Sprintf("%.0f", v)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// Ms formats a latency in milliseconds.
func Ms(d time.Duration) string {
	return fmt.Sprintf("%.2fms", float64(d)/float64(time.Millisecond))
}

// Cleanup runs f, typically deferred, and adds its error to *err. It leaves *err as it
// was when f succeeds, so a caller can still recognise an interrupt.
func Cleanup(err *error, f func() error) {
	if e := f(); e != nil {
		*err = errors.Join(*err, e)
	}
}

// discard reads the rest of a body and says how long it was.
func discard(resp *http.Response) (int64, error) {
	return io.Copy(io.Discard, resp.Body)
}

// Median is the round with the median rate (the upper one of an even count), so one
// disturbed round moves the figure less than a best or a mean would.
func Median(rounds []Round) Round {
	if len(rounds) == 0 {
		return Round{}
	}
	sorted := slices.Clone(rounds)
	slices.SortFunc(sorted, func(a, b Round) int { return cmp.Compare(a.RPS, b.RPS) })
	return sorted[len(sorted)/2]
}
