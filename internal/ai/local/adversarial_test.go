package local

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"lexa/internal/ai/adversarial"
)

// The engine on hostile input (package adversarial: the largest texts the API accepts,
// made of the shapes that make a parser rescan what it has read). No test here times the
// engine: `make bench` measures it (internal/bench/engine). Every input gets a whole answer
// within a deadline far beyond any honest one, and the engine looks at its context as it
// reads, so a deadline (AI_TIMEOUT) or a visitor leaving stops the work. linear_test.go
// holds the regression tests of the parsers that rescanned.

// generous is a deadline no linear parser comes near on a 20,000-character text, even
// under the race detector on a busy machine.
const generous = 5 * time.Second

// answered runs one answer under the generous deadline and checks it is a whole answer.
func answered(t *testing.T, answer func(context.Context) (string, error)) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), generous)
	defer cancel()
	text, err := answer(ctx)
	if err != nil {
		t.Fatalf("no answer within %v: %v", generous, err)
	}
	if strings.TrimSpace(text) == "" || !utf8.ValidString(text) {
		t.Fatalf("answer %q", text)
	}
	return text
}

// recruitments is the resume analyzer's corpus, generated once for the tests that read it.
var recruitments = sync.OnceValue(adversarial.Recruitments)

// Every input of every demo's corpus gets a whole answer.
func TestEnginesAnswerTheAdversarialCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("answers the whole corpus")
	}
	t.Run("recruitment", func(t *testing.T) {
		t.Parallel()
		for _, r := range recruitments() {
			answered(t, func(ctx context.Context) (string, error) {
				return AnalyzeResumeContext(ctx, r.Resume, r.JobDescription)
			})
		}
	})
	t.Run("payroll", func(t *testing.T) {
		t.Parallel()
		for _, in := range adversarial.Invoices() {
			answered(t, func(ctx context.Context) (string, error) { return AnalyzeInvoiceContext(ctx, in.Text) })
		}
	})
	t.Run("callcenter", func(t *testing.T) {
		t.Parallel()
		for _, in := range adversarial.Leads() {
			answered(t, func(ctx context.Context) (string, error) { return AnalyzeLeadContext(ctx, in.Text, specPlans) })
		}
	})
	t.Run("content", func(t *testing.T) {
		t.Parallel()
		for _, c := range adversarial.Contents() {
			req := ContentRequest{Type: c.Request.Type, Topic: c.Request.Topic, Platform: c.Request.Platform, Tone: c.Request.Tone}
			answered(t, func(ctx context.Context) (string, error) { return WriteContentContext(ctx, req) })
		}
	})
	t.Run("voice chat", func(t *testing.T) {
		t.Parallel()
		for _, c := range adversarial.Chats() {
			history := chatHistory(c)
			answered(t, func(ctx context.Context) (string, error) { return ReplyContext(ctx, history, specPlans) })
		}
	})
}

func chatHistory(c adversarial.Chat) []Message {
	history := make([]Message, len(c.Messages))
	for i, m := range c.Messages {
		history[i] = Message{Role: m.Role, Content: m.Content}
	}
	return history
}

// endsAfter is a context that ends once it has said n times that it has not: the engine
// must look at it again after it started, as it reads.
type endsAfter struct {
	context.Context
	n int
}

func (c *endsAfter) Err() error {
	if c.n <= 0 {
		return context.Canceled
	}
	c.n--
	return nil
}

// Each demo's answer, given a context.
var contextAnswers = map[string]func(ctx context.Context) (string, error){
	"recruitment": func(ctx context.Context) (string, error) {
		return AnalyzeResumeContext(ctx, strongBackendResume, goBackendJob)
	},
	"payroll":    func(ctx context.Context) (string, error) { return AnalyzeInvoiceContext(ctx, invoiceTestAll[0]) },
	"callcenter": func(ctx context.Context) (string, error) { return AnalyzeLeadContext(ctx, leadTestHot, specPlans) },
	"content": func(ctx context.Context) (string, error) {
		return WriteContentContext(ctx, ContentRequest{Topic: "AI receptionists for dental clinics"})
	},
	"voice chat": func(ctx context.Context) (string, error) {
		// A booking: the engine reads back through the conversation's messages.
		return ReplyContext(ctx, chatTestTalk("Hi", "I'd like to book a demo", "Tuesday at 10, I'm Ada"), specPlans)
	},
}

// A context that has ended gets its error at once, and no answer.
func TestEnginesStopWhenTheContextHasEnded(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for demo, answer := range contextAnswers {
		if text, err := answer(ctx); !errors.Is(err, context.Canceled) || text != "" {
			t.Errorf("%s: %q, %v", demo, text, err)
		}
	}
}

// A context that ends while the engine works stops it: every demo looks at its context
// again after the first time, as it reads.
func TestEnginesStopWhenTheContextEndsMidway(t *testing.T) {
	for demo, answer := range contextAnswers {
		if text, err := answer(&endsAfter{Context: context.Background(), n: 1}); !errors.Is(err, context.Canceled) || text != "" {
			t.Errorf("%s: %q, %v", demo, text, err)
		}
	}
	// The lead's and the invoice's loops look at it every stopEvery lines.
	lines := strings.Repeat("Notes: called back, no answer\n", 10*stopEvery)
	if _, err := AnalyzeLeadContext(&endsAfter{Context: context.Background(), n: 5}, lines, specPlans); !errors.Is(err, context.Canceled) {
		t.Errorf("a long lead read to the end: %v", err)
	}
	if _, err := AnalyzeInvoiceContext(&endsAfter{Context: context.Background(), n: 5}, lines); !errors.Is(err, context.Canceled) {
		t.Errorf("a long invoice read to the end: %v", err)
	}
	if _, err := AnalyzeResumeContext(&endsAfter{Context: context.Background(), n: 5}, lines, lines); !errors.Is(err, context.Canceled) {
		t.Errorf("a long resume read to the end: %v", err)
	}
}

// Without a deadline the answers are those of the functions without a context.
func TestContextAnswersAreTheSame(t *testing.T) {
	want := map[string]string{
		"recruitment": AnalyzeResume(strongBackendResume, goBackendJob),
		"payroll":     AnalyzeInvoice(invoiceTestAll[0]),
		"callcenter":  AnalyzeLead(leadTestHot, specPlans),
		"content":     WriteContent(ContentRequest{Topic: "AI receptionists for dental clinics"}),
		"voice chat":  Reply(chatTestTalk("Hi", "I'd like to book a demo", "Tuesday at 10, I'm Ada"), specPlans),
	}
	for demo, answer := range contextAnswers {
		if got, err := answer(context.Background()); err != nil || got != want[demo] {
			t.Errorf("%s: %q, %v; want %q", demo, got, err, want[demo])
		}
	}
}
