package extract

import (
	"bytes"
	"context"
	"errors"
	"os"
	"strconv"
	"strings"
	"syscall"
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

// A reader killed from outside (the kernel, an operator) is no reason for the customer:
// the attempt fails as ErrReaderStopped and the job tries again.
func TestSandboxReaderKilledFromOutsideIsRetried(t *testing.T) {
	t.Parallel()
	s, err := NewSandbox(Limits{Timeout: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	stalled := request{MediaType: lexa.MediaText, Limits: s.limits, Stall: 2 * time.Hour} // told apart by its stall
	done := make(chan error, 1)
	go func() {
		_, err := s.run(context.Background(), stalled, []byte("Total: $30.00"))
		done <- err
	}()
	var killed bool
	for deadline := time.Now().Add(30 * time.Second); !killed && time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		killed = killChildren(t)
	}
	if !killed {
		t.Fatal("no reader child appeared")
	}
	if err := <-done; !errors.Is(err, lexa.ErrReaderStopped) {
		t.Errorf("a reader killed from outside: %v, want ErrReaderStopped", err)
	}
}

// killChildren kills this process's children that are readers, and tells whether it
// found one.
func killChildren(t *testing.T) bool {
	t.Helper()
	entries, _ := os.ReadDir("/proc")
	found := false
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		env, _ := os.ReadFile("/proc/" + e.Name() + "/environ")
		if err != nil || !bytes.Contains(env, []byte(childEnv+"=")) || !bytes.Contains(env, []byte(`"stall":7200000000000`)) {
			continue
		}
		fields := strings.Fields(string(stat[bytes.LastIndexByte(stat, ')')+1:]))
		if ppid, _ := strconv.Atoi(fields[1]); ppid == os.Getpid() {
			syscall.Kill(pid, syscall.SIGKILL)
			found = true
		}
	}
	return found
}
