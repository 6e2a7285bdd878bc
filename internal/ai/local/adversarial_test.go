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
// engine: `make bench` measures it (internal/bench/engine). These tests give each answer a
// deadline far beyond any honest one, so a parser that rescans a prefix per character —
// seconds for one such text, more under the race detector — fails with the deadline
// instead of hanging the suite, and they check that the engine looks at its context as it
// reads, so a deadline (AI_TIMEOUT) or a visitor leaving stops the work.

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

// shape finds an input of the corpus by its shape's name.
func shape(t *testing.T, texts []adversarial.Text, name string) string {
	t.Helper()
	for _, in := range texts {
		if in.Shape == name {
			return in.Text
		}
	}
	t.Fatalf("no shape %q in the corpus", name)
	return ""
}

func recruitmentShape(t *testing.T, name string) adversarial.Recruitment {
	t.Helper()
	for _, r := range recruitments() {
		if r.Shape == name {
			return r
		}
	}
	t.Fatalf("no shape %q in the corpus", name)
	return adversarial.Recruitment{}
}

// leadFindLabels looked back to the line's last separator at every colon: 20,000 colons
// cost 200 million steps (a second and more).
func TestLeadParserIsLinearOnColons(t *testing.T) {
	leads := adversarial.Leads()
	for _, name := range []string{"colons", "a word and colons", "emoji and colons"} {
		lead := shape(t, leads, name)
		answered(t, func(ctx context.Context) (string, error) { return AnalyzeLeadContext(ctx, lead, specPlans) })
	}
}

// ... and trimmed the segment's leading dashes or spaces again at every colon.
func TestLeadParserIsLinearOnALongRunBeforeColons(t *testing.T) {
	leads := adversarial.Leads()
	for _, name := range []string{"dashes then colons", "spaces then colons"} {
		lead := shape(t, leads, name)
		answered(t, func(ctx context.Context) (string, error) { return AnalyzeLeadContext(ctx, lead, specPlans) })
	}
}

// invoiceSegments looked for the words before each colon by scanning back to the cell's
// start when the cell had no spaces.
func TestInvoiceParserIsLinearOnColons(t *testing.T) {
	invoices := adversarial.Invoices()
	for _, name := range []string{"letters then colons", "a word and colons", `"a:"`} {
		invoice := shape(t, invoices, name)
		answered(t, func(ctx context.Context) (string, error) { return AnalyzeInvoiceContext(ctx, invoice) })
	}
}

// jobMarkers trimmed the clause's leading run again for every marker word after it.
func TestJobParserIsLinearOnMarkersAfterALongRun(t *testing.T) {
	for _, name := range []string{"a leading run then markers", "colons then markers"} {
		r := recruitmentShape(t, name)
		answered(t, func(ctx context.Context) (string, error) {
			return AnalyzeResumeContext(ctx, r.Resume, r.JobDescription)
		})
	}
}

// markerContext walked the clause's markers for every skill in it: thousands of each.
func TestJobParserIsLinearInSkillsTimesMarkers(t *testing.T) {
	r := recruitmentShape(t, "skills then markers")
	answered(t, func(ctx context.Context) (string, error) {
		return AnalyzeResumeContext(ctx, r.Resume, r.JobDescription)
	})
}

// The degree, date, marker and years patterns each stepped every character of a line
// through every branch (a microsecond a character); the fuzzer's "B.SC 000…" resume
// was the slow input of FuzzAnalyzeResume. They are now tried only where a match can
// start; the numbers of a run such as "12,12,12 seats" are tried once per run.
func TestPatternsAreTriedWhereAMatchCanStart(t *testing.T) {
	for _, name := range []string{`"MS in "`, `"B.SC 0"`, `"Bachelor's degree "`, `"Jan 2020 - Present "`, `"5+ years "`} {
		r := recruitmentShape(t, name)
		answered(t, func(ctx context.Context) (string, error) {
			return AnalyzeResumeContext(ctx, r.Resume, r.JobDescription)
		})
	}
	leads := adversarial.Leads()
	for _, name := range []string{"digits and commas", `"12,"`, "digits and tabs"} {
		lead := shape(t, leads, name)
		answered(t, func(ctx context.Context) (string, error) { return AnalyzeLeadContext(ctx, lead, specPlans) })
	}
}

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
