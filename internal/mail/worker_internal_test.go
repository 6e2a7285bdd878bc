package mail

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/store/storetest"
	"lexa/internal/waittest"
)

func TestRetryDelayDoublesUpToTheCapWithJitter(t *testing.T) {
	w := NewWorker(nil, nil, slog.Default(), lexa.SystemClock{})
	for _, tc := range []struct {
		attempts int
		want     time.Duration // before jitter
	}{
		{0, 30 * time.Second}, {1, 30 * time.Second}, {2, time.Minute}, {3, 2 * time.Minute},
		{7, 32 * time.Minute}, {8, time.Hour}, {10, time.Hour}, {64, time.Hour}, {1 << 30, time.Hour},
	} {
		for range 50 {
			got := w.retryDelay(tc.attempts)
			if got > tc.want || got <= tc.want*4/5 {
				t.Fatalf("retryDelay(%d) = %v, want in (%v, %v]", tc.attempts, got, tc.want*4/5, tc.want)
			}
		}
	}
}

// lockedBuffer is a log destination the worker goroutine and the test share.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// A message that keeps failing is never dropped: after alertAfter attempts each failure
// is logged as an error, and it stays queued.
func TestWorkerRaisesTheAlarmButKeepsRetrying(t *testing.T) {
	ctx := context.Background()
	db, clock := storetest.New(t, storetest.Backends()[0])
	clock.Advance(time.Since(clock.Now()))
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close() // connections are refused from now on
	sender, err := NewSMTPSender("smtp://"+addr, "Lexa <hello@lexa.example.com>", WithTimeout(5*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	if err := db.EnqueueMail(ctx, "test", lexa.Email{To: []string{"a@example.org"}, Subject: "s", Text: "t"}); err != nil {
		t.Fatal(err)
	}
	var logs lockedBuffer
	w := NewWorker(db, sender, slog.New(slog.NewTextHandler(&logs, nil)), lexa.SystemClock{},
		WithPollInterval(5*time.Millisecond), WithBackoff(time.Millisecond, 2*time.Millisecond))
	w.cfg.AlertAfter = 3
	runCtx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		w.Run(runCtx)
	}()
	waittest.Eventually(t, 60*time.Second, func() error {
		if !strings.Contains(logs.String(), "level=ERROR") {
			return fmt.Errorf("no error after many failures:\n%s", logs.String())
		}
		return nil
	})
	cancel()
	<-done

	out := logs.String()
	warned := false
	for _, line := range strings.Split(out, "\n") {
		if !strings.Contains(line, "mail not sent; will retry") {
			continue
		}
		var attempt int
		if _, err := fmt.Sscanf(line[strings.Index(line, "attempt="):], "attempt=%d", &attempt); err != nil {
			t.Fatalf("no attempt in %q", line)
		}
		isError := strings.Contains(line, "level=ERROR")
		if isError != (attempt >= 3) {
			t.Errorf("attempt %d logged as error=%v: %s", attempt, isError, line)
		}
		warned = warned || !isError
	}
	if !warned {
		t.Errorf("early failures not logged as warnings:\n%s", out)
	}
	if n, _ := db.OutboxDepth(ctx); n != 1 {
		t.Errorf("depth %d, want the failing message still queued", n)
	}
}
