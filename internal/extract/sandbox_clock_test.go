package extract

import (
	"context"
	"strings"
	"testing"
	"time"

	"lexa/internal/lexa"
)

// A reader that is still at work when the clock runs out is killed, and the file fails
// with the reason; the caller's own end is not the file's doing.
func TestSandboxClockKillsTheReader(t *testing.T) {
	t.Parallel()
	s, err := NewSandbox(Limits{Timeout: 2 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	stalled := request{MediaType: lexa.MediaText, Limits: s.limits, Stall: time.Hour}
	start := time.Now()
	_, err = s.run(context.Background(), stalled, []byte("Total: $30.00"))
	if e, ok := lexa.AsError(err); !ok || e.Code != lexa.EInvalid || !strings.Contains(e.Message, "takes longer than 2 seconds") {
		t.Errorf("a reader past its clock: %v", err)
	}
	if took := time.Since(start); took > time.Minute {
		t.Errorf("the reader was stopped after %v", took)
	}
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	if _, err := s.run(ctx, stalled, nil); err != context.Canceled {
		t.Errorf("a reader whose job ended: %v, want the job's context error", err)
	}
}
