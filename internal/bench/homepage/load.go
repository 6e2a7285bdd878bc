package main

import (
	"context"
	"fmt"
	"io"
	"math"
	"net/http"
	"slices"
	"sync"
	"time"
)

// round is the outcome of loading one server for one measured window.
type round struct {
	server   string
	requests int // completed successfully inside the measured window
	errors   int // failed requests, warm-up included
	firstErr error
	rps      float64
	p50, p99 time.Duration
}

// worker is what one load goroutine collects; goroutines never share it,
// so recording a latency costs no lock.
type worker struct {
	latencies []time.Duration
	errors    int
	firstErr  error
}

// runRound loads url with o.concurrency goroutines over keep-alive
// connections: o.warmup unmeasured, then o.duration measured. A request
// counts when it completes inside the measured window, so req/s is simply
// requests / duration.
func runRound(ctx context.Context, name, url string, wantLen int64, o options) round {
	tr := &http.Transport{
		DisableCompression:  true, // both servers must send the same bytes
		MaxIdleConnsPerHost: o.concurrency,
		MaxConnsPerHost:     o.concurrency,
	}
	defer tr.CloseIdleConnections()
	client := &http.Client{Transport: tr}

	from := time.Now().Add(o.warmup)
	until := from.Add(o.duration)
	workers := make([]worker, o.concurrency)
	var wg sync.WaitGroup
	for i := range workers {
		wg.Go(func() { workers[i] = load(ctx, client, url, wantLen, from, until) })
	}
	wg.Wait()

	r := round{server: name}
	var all []time.Duration
	for _, w := range workers {
		all = append(all, w.latencies...)
		r.errors += w.errors
		if r.firstErr == nil {
			r.firstErr = w.firstErr
		}
	}
	slices.Sort(all)
	r.requests = len(all)
	r.rps = float64(len(all)) / o.duration.Seconds()
	r.p50 = percentile(all, 0.50)
	r.p99 = percentile(all, 0.99)
	return r
}

// load is one goroutine's request loop.
func load(ctx context.Context, client *http.Client, url string, wantLen int64, from, until time.Time) worker {
	w := worker{latencies: make([]time.Duration, 0, 1<<14)}
	for ctx.Err() == nil {
		start := time.Now()
		err := get(ctx, client, url, wantLen)
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

// get fetches url, reading the whole body so the connection is reused.
func get(ctx context.Context, client *http.Client, url string, wantLen int64) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	n, err := io.Copy(io.Discard, resp.Body)
	switch {
	case err != nil:
		return err
	case resp.StatusCode != http.StatusOK:
		return fmt.Errorf("status %d", resp.StatusCode)
	case n != wantLen:
		return fmt.Errorf("body of %d bytes, want %d", n, wantLen)
	}
	return nil
}

// percentile uses the nearest-rank method on sorted latencies.
func percentile(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	i := int(math.Ceil(p*float64(len(sorted)))) - 1
	return sorted[max(0, min(i, len(sorted)-1))]
}
