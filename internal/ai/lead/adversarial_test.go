package lead

import (
	"context"
	"errors"
	"strings"
	"testing"

	"lexa/internal/ai/adversarial"
	"lexa/internal/ai/demotest"
	"lexa/internal/ai/text"
)

// The lead qualifier on hostile input (package adversarial; demotest says how it is
// tested). linear_test.go holds the regression tests of the parsers that rescanned.

// Every input of the corpus gets a whole answer.
func TestAnswersTheAdversarialCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("answers the whole corpus")
	}
	for _, in := range adversarial.Leads() {
		demotest.Answered(t, func(ctx context.Context) (string, error) { return Analyze(ctx, in.Text, specPlans) })
	}
}

// A context that has ended gets its error at once, and no answer.
func TestStopsWhenTheContextHasEnded(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if answer, err := Analyze(ctx, testHot, specPlans); !errors.Is(err, context.Canceled) || answer != "" {
		t.Errorf("%q, %v", answer, err)
	}
}

// A context that ends while the qualifier works stops it: it looks at its context again
// after the first time, as it reads, every text.StopEvery lines.
func TestStopsWhenTheContextEndsMidway(t *testing.T) {
	if answer, err := Analyze(demotest.EndsAfter(1), testHot, specPlans); !errors.Is(err, context.Canceled) || answer != "" {
		t.Errorf("%q, %v", answer, err)
	}
	lines := strings.Repeat("Notes: called back, no answer\n", 10*text.StopEvery)
	if _, err := Analyze(demotest.EndsAfter(5), lines, specPlans); !errors.Is(err, context.Canceled) {
		t.Errorf("a long lead read to the end: %v", err)
	}
}
