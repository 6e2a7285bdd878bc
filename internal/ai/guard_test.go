package ai

import (
	"context"
	"errors"
	"log/slog"
	"reflect"
	"testing"
	"time"

	"lexa/internal/ai/invoice"
	"lexa/internal/lexa"
	"lexa/internal/waittest"
)

// slowEngine answers after a pause, or fails, as a test tells it.
type slowEngine struct {
	BuiltIn
	pause time.Duration
	err   error
}

func (e *slowEngine) Name() string { return "slow" }

func (e *slowEngine) Payroll(ctx context.Context, _ string) (string, error) {
	select {
	case <-time.After(e.pause):
		return "done", e.err
	case <-ctx.Done():
		return "", ctx.Err()
	}
}

func (e *slowEngine) Chat(_ context.Context, _ ChatCall, emit func(string) error) error {
	if err := emit("one "); err != nil {
		return err
	}
	return emit("two")
}

func newTestGuard(e Engine, slots int, timeout time.Duration) *Guard {
	g := NewGuard(e, slots, timeout, slog.New(slog.DiscardHandler))
	g.wait = 50 * time.Millisecond
	return g
}

func TestGuardCapsConcurrentCalls(t *testing.T) {
	g := newTestGuard(&slowEngine{pause: 300 * time.Millisecond}, 1, time.Second)
	go g.Payroll(context.Background(), "x")
	waittest.Eventually(t, 10*time.Second, func() error {
		if len(g.slots) == 0 {
			return errors.New("the first call has not taken the slot")
		}
		return nil
	})
	if _, err := g.Payroll(context.Background(), "y"); !errors.Is(err, ErrBusy) {
		t.Errorf("a second call while the only slot is taken: %v", err)
	}
}

func TestGuardTimesOutAndNamesFailures(t *testing.T) {
	g := newTestGuard(&slowEngine{pause: time.Second}, 2, 50*time.Millisecond)
	if _, err := g.Payroll(context.Background(), "x"); !errors.Is(err, ErrTimeout) {
		t.Errorf("a slow model: %v", err)
	}
	g = newTestGuard(&slowEngine{err: errors.New("HTTP 500")}, 2, time.Second)
	if _, err := g.Payroll(context.Background(), "x"); !errors.Is(err, ErrUpstream) {
		t.Errorf("a failing model: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := newTestGuard(&slowEngine{pause: time.Second}, 2, time.Second).Payroll(ctx, "x"); !errors.Is(err, context.Canceled) {
		t.Errorf("a caller who left: %v", err)
	}
}

func TestGuardPassesEmitFailuresOn(t *testing.T) {
	g := newTestGuard(&slowEngine{}, 2, time.Second)
	gone := errors.New("broken pipe")
	if err := g.Chat(context.Background(), ChatCall{}, func(string) error { return gone }); err != gone {
		t.Errorf("an emit failure became %v", err)
	}
	var got string
	if err := g.Chat(context.Background(), ChatCall{}, func(d string) error { got += d; return nil }); err != nil || got != "one two" {
		t.Errorf("chat: %q %v", got, err)
	}
}

func TestBuiltInChatStreamsWordByWord(t *testing.T) {
	var pieces []string
	err := (&BuiltIn{}).Chat(context.Background(), dentalCall("hello"), func(d string) error {
		pieces = append(pieces, d)
		return nil
	})
	if err != nil || len(pieces) < 3 {
		t.Errorf("pieces %q %v", pieces, err)
	}
}

// The payroll demo's structured reading comes from the invoice rules whichever engine
// writes the prose, within the same slots and timeout.
func TestGuardReadsInvoicesWithTheRules(t *testing.T) {
	text := "Acme Plumbing LLC\nInvoice #: 7\nDate: 2026-03-01\nRepair   2 x $50.00   $100.00\nTotal: $150.00"
	want, err := invoice.Read(context.Background(), text)
	if err != nil {
		t.Fatal(err)
	}
	model := newTestGuard(&slowEngine{}, 1, time.Second) // a model would write other prose
	got, err := model.ReadInvoice(context.Background(), text)
	if err != nil || !reflect.DeepEqual(got, want) || got.Sum.Status != lexa.CheckFail || len(got.LineItems) != 1 {
		t.Errorf("%+v %v, want the rules' %+v", got, err, want)
	}
	if _, err := newTestGuard(&slowEngine{}, 1, 0).ReadInvoice(context.Background(), text); !errors.Is(err, ErrTimeout) {
		t.Errorf("past the deadline: %v", err)
	}
	busy := newTestGuard(&slowEngine{}, 1, time.Second)
	busy.slots <- struct{}{}
	if _, err := busy.ReadInvoice(context.Background(), text); !errors.Is(err, ErrBusy) {
		t.Errorf("while busy: %v", err)
	}
}
