package content

import (
	"context"
	"errors"
	"testing"

	"lexa/internal/ai/adversarial"
	"lexa/internal/ai/demotest"
)

// The writer on hostile input (package adversarial; demotest says how it is tested).

// Every input of the corpus gets a whole answer.
func TestAnswersTheAdversarialCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("answers the whole corpus")
	}
	for _, c := range adversarial.Contents() {
		req := Request{Type: c.Request.Type, Topic: c.Request.Topic, Platform: c.Request.Platform, Tone: c.Request.Tone}
		demotest.Answered(t, func(ctx context.Context) (string, error) { return Write(ctx, req) })
	}
}

// A context that has ended gets its error at once, and no answer.
func TestStopsWhenTheContextHasEnded(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if post, err := Write(ctx, Request{Topic: "AI receptionists for dental clinics"}); !errors.Is(err, context.Canceled) || post != "" {
		t.Errorf("%q, %v", post, err)
	}
}

// A context that ends while the writer works stops it: it looks at its context again
// after the first time.
func TestStopsWhenTheContextEndsMidway(t *testing.T) {
	if post, err := Write(demotest.EndsAfter(1), Request{Topic: "AI receptionists for dental clinics"}); !errors.Is(err, context.Canceled) || post != "" {
		t.Errorf("%q, %v", post, err)
	}
}
