package ai

import (
	"context"
	"strings"
	"time"

	"lexa/internal/ai/local"
	"lexa/internal/lexa"
)

// BuiltIn is the engine that needs no model: package local's answers, the chat's
// streamed word by word like a model's tokens.
type BuiltIn struct {
	// WordPause spaces the chat's words so the reply reads as it is written; tests set 0.
	WordPause time.Duration
	// Plans are the catalogue's figures the receptionist and the lead advice quote.
	Plans lexa.CatalogFigures
}

// NewBuiltIn returns the built-in engine with a natural reading pace, quoting plans.
func NewBuiltIn(plans lexa.CatalogFigures) *BuiltIn {
	return &BuiltIn{WordPause: 25 * time.Millisecond, Plans: plans}
}

// Name says it is the built-in engine.
func (*BuiltIn) Name() string { return BuiltInName }

// Recruitment compares a resume with a job description.
func (*BuiltIn) Recruitment(_ context.Context, resume, jobDescription string) (string, error) {
	return local.AnalyzeResume(resume, jobDescription), nil
}

// Payroll reads an invoice.
func (*BuiltIn) Payroll(_ context.Context, invoice string) (string, error) {
	return local.AnalyzeInvoice(invoice), nil
}

// CallCenter qualifies a lead.
func (b *BuiltIn) CallCenter(_ context.Context, lead string) (string, error) {
	return local.AnalyzeLead(lead, b.Plans), nil
}

// Content writes a post.
func (*BuiltIn) Content(_ context.Context, req ContentRequest) (string, error) {
	return local.WriteContent(local.ContentRequest{Type: req.Type, Topic: req.Topic, Platform: req.Platform, Tone: req.Tone}), nil
}

// Chat answers the receptionist conversation, one word at a time.
func (b *BuiltIn) Chat(ctx context.Context, history []Message, emit func(string) error) error {
	turns := make([]local.Message, len(history))
	for i, m := range history {
		turns[i] = local.Message{Role: m.Role, Content: m.Content}
	}
	reply := local.Reply(turns, b.Plans)
	for i, word := range strings.SplitAfter(reply, " ") {
		if i > 0 && b.WordPause > 0 {
			select {
			case <-ctx.Done():
				return ctx.Err()
			case <-time.After(b.WordPause):
			}
		}
		if err := emit(word); err != nil {
			return err
		}
	}
	return nil
}
