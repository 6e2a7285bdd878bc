package queue_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/queue"
	"lexa/internal/store"
	"lexa/internal/store/storetest"
)

const base = 30 * time.Second

// fixture is a store with one user and service whose jobs a worker on the store's clock
// runs. Tests call Drain themselves and move the clock: nothing waits on real time.
type fixture struct {
	db      *store.DB
	clock   *storetest.Clock
	user    lexa.User
	service lexa.Service
	jobs    *queue.Jobs
	logs    *bytes.Buffer
}

func newFixture(t *testing.T, b storetest.Backend, opts ...queue.Option) *fixture {
	t.Helper()
	db, clock := storetest.New(t, b)
	now := clock.Now()
	u := lexa.User{ID: lexa.NewID(), Email: "worker@example.com", PasswordHash: "$argon2id$x", Provider: "email", CreatedAt: now}
	if err := db.CreateUser(context.Background(), u, lexa.Profile{FullName: "W"}, nil, nil, nil); err != nil {
		t.Fatal(err)
	}
	s, err := db.CreateService(context.Background(), u.ID, lexa.ServiceInput{Type: "recruitment", Name: "Hiring"})
	if err != nil {
		t.Fatal(err)
	}
	logs := &bytes.Buffer{}
	opts = append([]queue.Option{queue.WithBackoff(base, time.Hour), queue.WithOwner("worker-1")}, opts...)
	jobs := queue.NewJobs(db, slog.New(slog.NewTextHandler(logs, nil)), clock, opts...)
	return &fixture{db: db, clock: clock, user: u, service: s, jobs: jobs, logs: logs}
}

func (f *fixture) enqueue(t *testing.T, kind, payload string, maxAttempts int) lexa.Job {
	t.Helper()
	j, err := f.db.EnqueueJob(context.Background(), lexa.JobInput{UserID: f.user.ID, ServiceID: f.service.ID, Kind: kind,
		Payload: json.RawMessage(payload), MaxAttempts: maxAttempts})
	if err != nil {
		t.Fatal(err)
	}
	return j
}

func (f *fixture) job(t *testing.T, id string) lexa.Job {
	t.Helper()
	return storetest.JobOf(t, f.db, f.user.ID, f.service.ID, id)
}

func TestRegisteredHandlerRunsAndItsResultIsKept(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		f := newFixture(t, b)
		var seen []string
		f.jobs.Register("echo", func(ctx context.Context, j lexa.Job) (json.RawMessage, error) {
			if _, ok := ctx.Deadline(); !ok {
				t.Error("a handler runs without a deadline")
			}
			var in struct{ Name string }
			if err := json.Unmarshal(j.Payload, &in); err != nil {
				return nil, err
			}
			seen = append(seen, in.Name)
			return json.RawMessage(`{"greeting": "hello ` + in.Name + `"}`), nil
		})
		first := f.enqueue(t, "echo", `{"name": "Ada"}`, 0)
		f.clock.Advance(time.Second)
		second := f.enqueue(t, "echo", `{"name": "Grace"}`, 0)

		f.jobs.Drain(context.Background())
		if strings.Join(seen, ",") != "Ada,Grace" {
			t.Errorf("handler saw %v, want both jobs oldest first", seen)
		}
		for id, want := range map[string]string{first.ID: "hello Ada", second.ID: "hello Grace"} {
			j := f.job(t, id)
			var out struct{ Greeting string }
			if j.Status != lexa.JobDone || j.Attempts != 1 || json.Unmarshal(j.Result, &out) != nil || out.Greeting != want {
				t.Errorf("job %s: %s after %d attempts, result %s", id, j.Status, j.Attempts, j.Result)
			}
		}
		f.jobs.Drain(context.Background())
		if len(seen) != 2 {
			t.Errorf("done jobs ran again: %v", seen)
		}
	})
}

func TestFailingHandlerIsRetriedWithBackoffThenDies(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		f := newFixture(t, b)
		var calls atomic.Int32
		f.jobs.Register("flaky", func(context.Context, lexa.Job) (json.RawMessage, error) {
			if calls.Add(1) == 1 {
				return nil, errors.New("engine busy")
			}
			return nil, nil
		})
		f.jobs.Register("broken", func(context.Context, lexa.Job) (json.RawMessage, error) {
			return nil, errors.New("cannot read the document")
		})
		flaky := f.enqueue(t, "flaky", `{}`, 0)
		broken := f.enqueue(t, "broken", `{}`, 2)

		f.jobs.Drain(context.Background())
		failed := f.job(t, flaky.ID)
		// lexa.RetryDelay: the first retry comes after base, less up to a fifth.
		if failed.Status != lexa.JobFailed || failed.LastError != "engine busy" ||
			failed.NextAttemptAt.Before(f.clock.Now().Add(base*4/5)) || failed.NextAttemptAt.After(f.clock.Now().Add(base)) {
			t.Errorf("after a failure: %+v, want failed, due again within the backoff", failed)
		}
		f.jobs.Drain(context.Background())
		if calls.Load() != 1 {
			t.Errorf("retried before its backoff: %d calls", calls.Load())
		}
		f.clock.Advance(base)
		f.jobs.Drain(context.Background())
		if j := f.job(t, flaky.ID); j.Status != lexa.JobDone || j.Attempts != 2 || calls.Load() != 2 {
			t.Errorf("after the retry: %s, %d attempts, %d calls; want done on the second", j.Status, j.Attempts, calls.Load())
		}
		if j := f.job(t, broken.ID); j.Status != lexa.JobDead || j.LastError != "cannot read the document" || j.Attempts != 2 {
			t.Errorf("job failing each of its 2 attempts: %+v, want dead with its reason", j)
		}
		if !strings.Contains(f.logs.String(), "failed its last attempt") {
			t.Errorf("the dead job is not logged as such:\n%s", f.logs.String())
		}
	})
}

// A panicking handler fails its job, not the process; an unknown kind fails with a
// reason that says so; the other jobs of the pass still run.
func TestPanicsAndUnknownKindsFailTheirJobOnly(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		f := newFixture(t, b)
		f.jobs.Register("explode", func(context.Context, lexa.Job) (json.RawMessage, error) {
			var m map[string]int
			m["boom"]++ // a nil map: a real bug's panic
			return nil, nil
		})
		f.jobs.Register("bad-result", func(context.Context, lexa.Job) (json.RawMessage, error) {
			return json.RawMessage(`{not json`), nil
		})
		var ok atomic.Int32
		f.jobs.Register("fine", func(context.Context, lexa.Job) (json.RawMessage, error) {
			ok.Add(1)
			return nil, nil
		})
		panics := f.enqueue(t, "explode", `{}`, 0)
		unknown := f.enqueue(t, "translate", `{}`, 0)
		badResult := f.enqueue(t, "bad-result", `{}`, 0)
		fine := f.enqueue(t, "fine", `{}`, 0)

		f.jobs.Drain(context.Background())
		if j := f.job(t, panics.ID); j.Status != lexa.JobFailed || !strings.Contains(j.LastError, "panicked") ||
			!strings.Contains(j.LastError, "nil map") {
			t.Errorf("panicking job: %s %q, want failed with the panic", j.Status, j.LastError)
		}
		if j := f.job(t, unknown.ID); j.Status != lexa.JobFailed || j.LastError != `no handler for job kind "translate" on this instance` {
			t.Errorf("unknown kind: %s %q", j.Status, j.LastError)
		}
		if j := f.job(t, badResult.ID); j.Status != lexa.JobFailed || !strings.Contains(j.LastError, "not JSON") {
			t.Errorf("result that is not JSON: %s %q", j.Status, j.LastError)
		}
		if j := f.job(t, fine.ID); j.Status != lexa.JobDone || ok.Load() != 1 {
			t.Errorf("the job after them: %s, ran %d times", j.Status, ok.Load())
		}
		if !strings.Contains(f.logs.String(), "job panicked") || !strings.Contains(f.logs.String(), "goroutine") {
			t.Errorf("the panic is not logged with its stack:\n%s", f.logs.String())
		}
	})
}

// A worker whose lease ran out while its handler was still busy loses the job to
// another: the job is done once, by the other, and the first one's result is dropped.
func TestSlowWorkerLosesItsJobToAnother(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		f := newFixture(t, b, queue.WithLease(time.Minute))
		other := queue.NewJobs(f.db, slog.New(slog.NewTextHandler(io.Discard, nil)), f.clock,
			queue.WithOwner("worker-2"), queue.WithLease(time.Minute))
		var runs []string
		f.jobs.Register("k", func(context.Context, lexa.Job) (json.RawMessage, error) {
			// While worker-1 is busy, its lease runs out and worker-2 takes the job.
			f.clock.Advance(time.Minute + time.Second)
			other.Drain(context.Background())
			runs = append(runs, "worker-1")
			return json.RawMessage(`{"by": "worker-1"}`), nil
		})
		other.Register("k", func(context.Context, lexa.Job) (json.RawMessage, error) {
			runs = append(runs, "worker-2")
			return json.RawMessage(`{"by": "worker-2"}`), nil
		})
		j := f.enqueue(t, "k", `{}`, 0)
		f.jobs.Drain(context.Background())
		got := f.job(t, j.ID)
		if got.Status != lexa.JobDone || string(got.Result) != `{"by": "worker-2"}` && string(got.Result) != `{"by":"worker-2"}` {
			t.Errorf("job: %s %s, want done by worker-2", got.Status, got.Result)
		}
		if strings.Join(runs, ",") != "worker-2,worker-1" || got.Attempts != 2 {
			t.Errorf("runs %v, %d attempts", runs, got.Attempts)
		}
		if !strings.Contains(f.logs.String(), "taken over by another worker") {
			t.Errorf("worker-1 does not say it lost the job:\n%s", f.logs.String())
		}
	})
}

// Run works at once, again on Notify, and returns when its context ends.
func TestRunWorksOnNotifyAndStops(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		f := newFixture(t, b, queue.WithPollInterval(time.Hour))
		done := make(chan string, 10)
		f.jobs.Register("k", func(_ context.Context, j lexa.Job) (json.RawMessage, error) {
			done <- j.ID
			return nil, nil
		})
		first := f.enqueue(t, "k", `{}`, 0)
		ctx, cancel := context.WithCancel(context.Background())
		stopped := make(chan struct{})
		go func() {
			defer close(stopped)
			f.jobs.Run(ctx)
		}()
		waitFor(t, done, first.ID)
		second := f.enqueue(t, "k", `{}`, 0)
		f.jobs.Notify() // the poll interval is an hour: only the nudge runs it
		waitFor(t, done, second.ID)
		cancel()
		select {
		case <-stopped:
		case <-time.After(time.Minute):
			t.Fatal("Run did not return after its context ended")
		}
	})
}

func TestRegisterRefusesATakenKind(t *testing.T) {
	f := newFixture(t, storetest.Backends()[0])
	h := func(context.Context, lexa.Job) (json.RawMessage, error) { return nil, nil }
	f.jobs.Register("k", h)
	defer func() {
		if recover() == nil {
			t.Error("a kind was registered twice")
		}
	}()
	f.jobs.Register("k", h)
}

// waitFor waits for the handler to report id. The limit is only how long a broken worker
// may hang the test; a correct one reports at once.
func waitFor(t *testing.T, done <-chan string, id string) {
	t.Helper()
	select {
	case got := <-done:
		if got != id {
			t.Fatalf("ran %s, want %s", got, id)
		}
	case <-time.After(time.Minute):
		t.Fatalf("job %s did not run", id)
	}
}

// At shutdown a job in hand gets its grace, then its context ends: the attempt fails and
// is retried later, and Run returns instead of waiting for a reader that takes a minute.
func TestShutdownCutsAJobShortAfterItsGrace(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		f := newFixture(t, b, queue.WithPollInterval(time.Hour), func(c *queue.Config) { c.ShutdownGrace = 50 * time.Millisecond })
		started := make(chan struct{})
		f.jobs.Register("k", func(ctx context.Context, _ lexa.Job) (json.RawMessage, error) {
			close(started)
			<-ctx.Done() // a reader still at work
			return nil, ctx.Err()
		})
		j := f.enqueue(t, "k", `{}`, 0)
		ctx, cancel := context.WithCancel(context.Background())
		stopped := make(chan struct{})
		go func() {
			defer close(stopped)
			f.jobs.Run(ctx)
		}()
		<-started
		cancel()
		select {
		case <-stopped:
		case <-time.After(time.Minute):
			t.Fatal("Run waited for the job in hand past its grace")
		}
		if got := f.job(t, j.ID); got.Status != lexa.JobFailed || !strings.Contains(got.LastError, "context canceled") {
			t.Errorf("the job cut short: %s %q, want failed and due again", got.Status, got.LastError)
		}
	})
}
