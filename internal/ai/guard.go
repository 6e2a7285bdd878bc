package ai

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"lexa/internal/ai/invoice"
	"lexa/internal/lexa"
)

// Guard wraps an engine with what keeps its bill and latency in check: at most a number
// of calls at once (others wait a while, then get ErrBusy), a timeout on each call
// (ErrTimeout), and failures turned into ErrUpstream with the cause logged. The caller's
// context is the request's: a browser that goes away cancels the call at once. A model
// is guarded for its bill and its provider's limits; the built-in engine (GuardBuiltIn)
// for this machine's CPU.
type Guard struct {
	engine  Engine
	slots   chan struct{}
	timeout time.Duration
	wait    time.Duration
	logger  *slog.Logger
}

// NewGuard guards engine with maxConcurrent calls at once and timeout per call.
func NewGuard(engine Engine, maxConcurrent int, timeout time.Duration, logger *slog.Logger) *Guard {
	return &Guard{engine: engine, slots: make(chan struct{}, maxConcurrent), timeout: timeout, wait: 10 * time.Second, logger: logger}
}

// Name is the guarded engine's.
func (g *Guard) Name() string { return g.engine.Name() }

// Recruitment asks the engine within the guard.
func (g *Guard) Recruitment(ctx context.Context, resume, jobDescription string) (string, error) {
	return guarded(g, ctx, lexa.Recruitment.Kind().Demo, func(ctx context.Context) (string, error) { return g.engine.Recruitment(ctx, resume, jobDescription) })
}

// Payroll asks the engine within the guard.
func (g *Guard) Payroll(ctx context.Context, invoice string) (string, error) {
	return guarded(g, ctx, lexa.Payroll.Kind().Demo, func(ctx context.Context) (string, error) { return g.engine.Payroll(ctx, invoice) })
}

// ReadInvoice reads the invoice with the built-in invoice rules (invoice.Read) within the
// guard: the payroll demo shows their fields, line items and checks whichever engine
// writes its prose, so a model only words the analysis and cannot invent a field. The
// rules cost this machine's CPU as the built-in engine does, so they share its slots and
// timeout.
func (g *Guard) ReadInvoice(ctx context.Context, text string) (lexa.InvoiceReading, error) {
	return guardedAs(g, ctx, lexa.Payroll.Kind().Demo, "AI built-in engine", func(ctx context.Context) (lexa.InvoiceReading, error) {
		return invoice.Read(ctx, text)
	})
}

// CallCenter asks the engine within the guard.
func (g *Guard) CallCenter(ctx context.Context, lead string) (string, error) {
	return guarded(g, ctx, lexa.CallCenter.Kind().Demo, func(ctx context.Context) (string, error) { return g.engine.CallCenter(ctx, lead) })
}

// Content asks the engine within the guard.
func (g *Guard) Content(ctx context.Context, req ContentRequest) (string, error) {
	return guarded(g, ctx, lexa.ContentMarketing.Kind().Demo, func(ctx context.Context) (string, error) { return g.engine.Content(ctx, req) })
}

// Chat streams within the guard; the timeout covers the whole reply. A failure to pass
// a piece on (the browser went away) is returned as it is: it is not the model's fault.
func (g *Guard) Chat(ctx context.Context, call ChatCall, emit func(string) error) error {
	var emitErr error
	_, err := guarded(g, ctx, lexa.VoiceAI.Kind().Demo, func(ctx context.Context) (struct{}, error) {
		err := g.engine.Chat(ctx, call, func(delta string) error {
			emitErr = emit(delta)
			return emitErr
		})
		if emitErr != nil {
			return struct{}{}, errEmit
		}
		return struct{}{}, err
	})
	if emitErr != nil {
		return emitErr
	}
	return err
}

// guarded runs call in a free slot with the timeout, and says what went wrong in the
// words of the API.
func guarded[T any](g *Guard, ctx context.Context, demo string, call func(context.Context) (T, error)) (T, error) {
	return guardedAs(g, ctx, demo, g.callName(), call)
}

// guardedAs is guarded with the log naming the call (callName: "AI model call").
func guardedAs[T any](g *Guard, ctx context.Context, demo, callName string, call func(context.Context) (T, error)) (T, error) {
	var zero T
	wait := time.NewTimer(g.wait)
	defer wait.Stop()
	select {
	case g.slots <- struct{}{}:
		defer func() { <-g.slots }()
	case <-wait.C:
		return zero, ErrBusy
	case <-ctx.Done():
		return zero, ctx.Err()
	}
	callCtx, cancel := context.WithTimeout(ctx, g.timeout)
	defer cancel()
	out, err := call(callCtx)
	switch {
	case err == nil:
		return out, nil
	case ctx.Err() != nil: // the browser went away: nobody to answer
		return zero, ctx.Err()
	case errors.Is(err, context.DeadlineExceeded) || callCtx.Err() != nil:
		g.logger.WarnContext(ctx, callName+" timed out", "demo", demo, "timeout", g.timeout.String())
		return zero, ErrTimeout
	case errors.Is(err, errEmit):
		return zero, err
	}
	g.logger.WarnContext(ctx, callName+" failed", "demo", demo, "err", err.Error())
	return zero, ErrUpstream
}

// errEmit marks a failure to pass a chat piece on (the browser went away mid-reply).
var errEmit = errors.New("could not pass the reply on")

// callName is what the log calls one call of the guarded engine.
func (g *Guard) callName() string {
	if g.engine.Name() == BuiltInName {
		return "AI built-in engine"
	}
	return "AI model call"
}
