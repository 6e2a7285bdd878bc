package mail_test

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"lexa/internal/lexa"
	lexamail "lexa/internal/mail"
	"lexa/internal/mail/mailtest"
	"lexa/internal/store"
	"lexa/internal/store/storetest"
	"lexa/internal/waittest"
)

// The deadline for anything a test waits for. Generous: a busy 2-core CI machine must
// not fail a correct run; a broken worker fails it all the same, only later.
const waitLimit = 60 * time.Second

// depthIs waits until db's outbox holds want unsent messages.
func depthIs(t *testing.T, db *store.DB, want int) {
	t.Helper()
	waittest.Eventually(t, waitLimit, func() error {
		if n := depth(t, db); n != want {
			return fmt.Errorf("%d messages in the outbox, want %d", n, want)
		}
		return nil
	})
}

// syncBuffer is a log destination several goroutines may write to.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// countingSender counts the attempts of the real sender it wraps.
type countingSender struct {
	lexamail.Sender
	attempts, failures atomic.Int64
}

func (s *countingSender) Send(ctx context.Context, e lexa.Email) error {
	s.attempts.Add(1)
	err := s.Sender.Send(ctx, e)
	if err != nil {
		s.failures.Add(1)
	}
	return err
}

// startWorker runs w until the test ends or the returned stop is called; stop waits
// for Run to return.
func startWorker(t *testing.T, w *lexamail.Worker) (stop func()) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		w.Run(ctx)
	}()
	var once sync.Once
	stop = func() {
		once.Do(func() {
			cancel()
			select {
			case <-done:
			case <-time.After(waitLimit):
				t.Error("worker did not stop")
			}
		})
	}
	t.Cleanup(stop)
	return stop
}

func depth(t *testing.T, db *store.DB) int {
	t.Helper()
	n, err := db.OutboxDepth(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func TestWorkerRetriesUntilTheServerIsUpThenSendsOnce(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		ctx := context.Background()
		db, clock := storetest.New(t, b)
		// The worker runs on real time here so that retries come due; line the store's
		// clock up with it.
		clock.Advance(time.Since(clock.Now()))

		addr := freeAddr(t) // nothing listens there yet
		sender := &countingSender{Sender: newSender(t, "smtp://"+addr, lexamail.WithTimeout(5*time.Second))}
		var logs syncBuffer
		w := lexamail.NewWorker(db, sender, slog.New(slog.NewJSONHandler(&logs, nil)), lexa.SystemClock{},
			lexamail.WithPollInterval(20*time.Millisecond), lexamail.WithBackoff(20*time.Millisecond, 100*time.Millisecond))

		e, err := testComposer(t).DemoConfirmation(winterBooking(), cancelURL)
		if err != nil {
			t.Fatal(err)
		}
		if err := db.EnqueueMail(ctx, "demo_confirmation", e); err != nil {
			t.Fatal(err)
		}
		stop := startWorker(t, w)
		w.Notify()

		waittest.Eventually(t, waitLimit, func() error {
			if n := sender.failures.Load(); n < 2 {
				return fmt.Errorf("%d failed attempts, want 2", n)
			}
			return nil
		})
		if depth(t, db) != 1 {
			t.Fatal("a message that could not be sent left the outbox")
		}
		if !strings.Contains(logs.String(), "mail not sent; will retry") {
			t.Errorf("failures not logged:\n%s", logs.String())
		}

		srv := mailtest.Start(t, mailtest.Options{Addr: addr})
		depthIs(t, db, 0) // delivered once the server is up
		stop()

		msgs := srv.Messages()
		if len(msgs) != 1 {
			t.Fatalf("server got %d messages, want exactly 1", len(msgs))
		}
		if m := mailtest.Parse(t, msgs[0].Data); m.Subject != e.Subject || len(m.Attachments) != 1 {
			t.Errorf("delivered %q with %d attachments", m.Subject, len(m.Attachments))
		}
		if !strings.Contains(logs.String(), `"msg":"mail sent"`) {
			t.Errorf("delivery not logged:\n%s", logs.String())
		}
	})
}

func TestTwoWorkersDeliverEachMessageExactlyOnce(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		ctx := context.Background()
		url := b.NewURL(t)
		// A clock that stands still: no lease can run out, so a second delivery could
		// only come from two workers holding one message at once.
		clock := storetest.NewClock()
		dbs := []*store.DB{storetest.Open(t, url, clock), storetest.Open(t, url, clock)}
		srv := mailtest.Start(t, mailtest.Options{})

		const messages = 30
		for i := range messages {
			e := lexa.Email{To: []string{fmt.Sprintf("v%d@example.org", i)}, Subject: fmt.Sprintf("message %02d", i),
				Text: "hello", HTML: "<p>hello</p>"}
			if err := dbs[i%2].EnqueueMail(ctx, "test", e); err != nil {
				t.Fatal(err)
			}
		}
		logger := slog.New(slog.NewTextHandler(&syncBuffer{}, nil))
		var stops []func()
		for _, db := range dbs {
			w := lexamail.NewWorker(db, newSender(t, "smtp://"+srv.Addr), logger, clock,
				lexamail.WithPollInterval(10*time.Millisecond), lexamail.WithBatchSize(3))
			stops = append(stops, startWorker(t, w))
			w.Notify()
		}
		depthIs(t, dbs[0], 0) // every message sent
		for _, stop := range stops {
			stop()
		}

		seen := map[string]int{}
		for _, m := range srv.Messages() {
			seen[mailtest.Parse(t, m.Data).Subject]++
		}
		for i := range messages {
			if s := fmt.Sprintf("message %02d", i); seen[s] != 1 {
				t.Errorf("%s delivered %d times, want once", s, seen[s])
			}
		}
		if len(seen) != messages {
			t.Errorf("%d distinct messages delivered, want %d", len(seen), messages)
		}
	})
}

func TestWorkerFinishesTheMessageInFlightWhenStopped(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		ctx := context.Background()
		db, clock := storetest.New(t, b)
		hold, entered := make(chan struct{}), make(chan struct{}, 1)
		srv := mailtest.Start(t, mailtest.Options{Hold: hold, Entered: entered})
		for i := range 3 {
			if err := db.EnqueueMail(ctx, "test", lexa.Email{To: []string{"a@example.org"}, Subject: fmt.Sprint(i), Text: "t"}); err != nil {
				t.Fatal(err)
			}
		}
		w := lexamail.NewWorker(db, newSender(t, "smtp://"+srv.Addr), slog.New(slog.NewTextHandler(&syncBuffer{}, nil)), clock,
			lexamail.WithPollInterval(10*time.Millisecond), lexamail.WithOwner("stopping"))
		ctxRun, cancel := context.WithCancel(ctx)
		done := make(chan struct{})
		go func() {
			defer close(done)
			w.Run(ctxRun)
		}()

		select {
		case <-entered: // the first message is being sent
		case <-time.After(waitLimit):
			t.Fatal("no message reached the server")
		}
		cancel()
		close(hold)
		select {
		case <-done:
		case <-time.After(waitLimit):
			t.Fatal("worker did not stop")
		}

		if n := len(srv.Messages()); n != 1 {
			t.Errorf("server got %d messages, want the one in flight", n)
		}
		if n := depth(t, db); n != 2 {
			t.Errorf("depth %d, want 2: the message in flight is recorded as sent", n)
		}
		// The rest of the batch was handed back, not left leased for two minutes.
		got, err := db.ClaimDueMail(ctx, "other", clock.Now(), time.Minute, 10)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 2 {
			t.Errorf("another instance could claim %d messages at once, want 2", len(got))
		}
	})
}
