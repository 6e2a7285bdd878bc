package receptionist

import (
	"context"
	"errors"
	"testing"

	"lexa/internal/ai/adversarial"
	"lexa/internal/ai/demotest"
	"lexa/internal/lexa"
)

// The receptionist on hostile input (package adversarial; demotest says how it is tested).

// Every input of the corpus gets a whole answer, from every sample business.
func TestAnswersTheAdversarialCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("answers the whole corpus")
	}
	for _, p := range lexa.SampleBusinesses() {
		for _, c := range adversarial.Chats() {
			call := lexa.ChatCall{Business: p, At: tuesdayMorning, Messages: c.Messages}
			demotest.Answered(t, func(ctx context.Context) (string, error) { return Reply(ctx, call) })
		}
	}
}

// A booking: the receptionist reads back through the conversation's messages.
func chatTestBooking() lexa.ChatCall {
	h := talk(t0, "dental-clinic", "Hi", "I'd like to book a cleaning", "Thursday at 10, I'm Ada")
	return lexa.ChatCall{Business: dental(), At: tuesdayMorning, Messages: h}
}

// A context that has ended gets its error at once, and no answer.
func TestStopsWhenTheContextHasEnded(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if answer, err := Reply(ctx, chatTestBooking()); !errors.Is(err, context.Canceled) || answer != "" {
		t.Errorf("%q, %v", answer, err)
	}
}

// A context that ends while the receptionist works stops it: it looks at its context
// again after the first time, as it reads.
func TestStopsWhenTheContextEndsMidway(t *testing.T) {
	if answer, err := Reply(demotest.EndsAfter(1), chatTestBooking()); !errors.Is(err, context.Canceled) || answer != "" {
		t.Errorf("%q, %v", answer, err)
	}
}
