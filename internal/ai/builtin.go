package ai

import (
	"context"
	"log/slog"
	"strings"
	"time"

	"lexa/internal/ai/content"
	"lexa/internal/ai/invoice"
	"lexa/internal/ai/lead"
	"lexa/internal/ai/receptionist"
	"lexa/internal/ai/resume"
	"lexa/internal/lexa"
)

// BuiltIn is the engine that needs no model: the answers of the demo packages (resume,
// invoice, lead, content, receptionist), the chat's streamed word by word like a model's
// tokens. Every answer stops with the context's
// error when the context ends first (GuardBuiltIn gives it a deadline).
type BuiltIn struct {
	// WordPause spaces the chat's words so the reply reads as it is written; tests set 0.
	WordPause time.Duration
	// Plans are the catalogue's figures the lead advice quotes. The receptionist quotes
	// only its business's prices, never these.
	Plans lexa.CatalogFigures
	// PresentYear is the year "Present" in a resume's work history stands for: fixed for
	// the engine's life, so that one resume gets one answer.
	PresentYear int
}

// NewBuiltIn returns the built-in engine with a natural reading pace, quoting plans, and
// reading "Present" in a resume as presentYear (a server passes the year it started).
func NewBuiltIn(plans lexa.CatalogFigures, presentYear int) *BuiltIn {
	return &BuiltIn{WordPause: 25 * time.Millisecond, Plans: plans, PresentYear: presentYear}
}

// Name says it is the built-in engine.
func (*BuiltIn) Name() string { return BuiltInName }

// Recruitment compares a resume with a job description.
func (b *BuiltIn) Recruitment(ctx context.Context, resumeText, jobDescription string) (string, error) {
	return resume.Analyze(ctx, resumeText, jobDescription, b.PresentYear)
}

// Payroll reads an invoice.
func (*BuiltIn) Payroll(ctx context.Context, invoiceText string) (string, error) {
	return invoice.Analyze(ctx, invoiceText)
}

// CallCenter qualifies a lead.
func (b *BuiltIn) CallCenter(ctx context.Context, leadText string) (string, error) {
	return lead.Analyze(ctx, leadText, b.Plans)
}

// Content writes a post.
func (*BuiltIn) Content(ctx context.Context, req ContentRequest) (string, error) {
	return content.Write(ctx, content.Request{Type: req.Type, Topic: req.Topic, Platform: req.Platform, Tone: req.Tone})
}

// Chat answers the receptionist conversation for the call's business, one word at a time.
func (b *BuiltIn) Chat(ctx context.Context, call ChatCall, emit func(string) error) error {
	reply, err := receptionist.Reply(ctx, call)
	if err != nil {
		return err
	}
	return pace(ctx, strings.SplitAfter(reply, " "), b.WordPause, emit)
}

// pace passes the pieces on with pause between them, and stops when ctx ends.
func pace(ctx context.Context, pieces []string, pause time.Duration, emit func(string) error) error {
	for i, piece := range pieces {
		if i > 0 && pause > 0 {
			select {
			case <-ctx.Done():
				return ctx.Err()
			case <-time.After(pause):
			}
		}
		if err := emit(piece); err != nil {
			return err
		}
	}
	return nil
}

// GuardBuiltIn guards the built-in engine as a model is guarded: at most maxConcurrent
// answers at once (others wait, then get ErrBusy) and each within timeout (ErrTimeout).
// The chat's words are paced after the guard, not inside it: the reply is written in a
// millisecond, and pausing between its words inside would hold one of the few slots for
// a second of nothing.
func GuardBuiltIn(b *BuiltIn, maxConcurrent int, timeout time.Duration, logger *slog.Logger) *PacedGuard {
	unpaced := *b
	unpaced.WordPause = 0
	return &PacedGuard{Guard: NewGuard(&unpaced, maxConcurrent, timeout, logger), WordPause: b.WordPause}
}

// PacedGuard is a guarded engine whose chat pieces are passed on at a reading pace once
// the guarded call is over.
type PacedGuard struct {
	*Guard
	WordPause time.Duration
}

// Chat asks the engine within the guard for the whole reply, then streams it.
func (p *PacedGuard) Chat(ctx context.Context, call ChatCall, emit func(string) error) error {
	var pieces []string
	if err := p.Guard.Chat(ctx, call, func(piece string) error {
		pieces = append(pieces, piece)
		return nil
	}); err != nil {
		return err
	}
	return pace(ctx, pieces, p.WordPause, emit)
}
