package app

import (
	"io"
	"sync"
	"time"
)

// logBuffer gathers log lines into fewer writes. One write per access-log line was a
// system call per request, and when the log is a pipe (a service manager, a container
// runtime) its reader pays for each one too. Lines wait at most logFlushEvery, or until
// logBufferSize bytes are waiting, and Flush writes whatever waits: serve flushes before
// it returns, so a shutdown loses no line. A process that is killed outright loses at
// most the last logFlushEvery of lines.
type logBuffer struct {
	mu      sync.Mutex
	out     io.Writer
	buf     []byte
	pending bool                        // a timed flush is due
	flush   func(time.Duration, func()) // time.AfterFunc, or a test's
}

const (
	logBufferSize = 32 << 10
	logFlushEvery = 100 * time.Millisecond
)

func newLogBuffer(out io.Writer) *logBuffer {
	return &logBuffer{out: out, buf: make([]byte, 0, logBufferSize), flush: func(d time.Duration, f func()) { time.AfterFunc(d, f) }}
}

// Write keeps p (one log line: slog writes each record with one Write) to be written soon.
func (b *logBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if len(b.buf)+len(p) > logBufferSize {
		if err := b.writeOutLocked(); err != nil {
			return 0, err
		}
		if len(p) > logBufferSize { // a line longer than the buffer goes as it is
			return b.out.Write(p)
		}
	}
	b.buf = append(b.buf, p...)
	if !b.pending {
		b.pending = true
		b.flush(logFlushEvery, func() { _ = b.Flush() })
	}
	return len(p), nil
}

// Flush writes every line waiting.
func (b *logBuffer) Flush() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.pending = false
	return b.writeOutLocked()
}

func (b *logBuffer) writeOutLocked() error {
	if len(b.buf) == 0 {
		return nil
	}
	_, err := b.out.Write(b.buf)
	b.buf = b.buf[:0] // a failed write is not retried: the log must not grow without bound
	return err
}
