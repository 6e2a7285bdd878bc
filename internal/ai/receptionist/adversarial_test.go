package receptionist

import (
	"context"
	"errors"
	"testing"

	"lexa/internal/ai/adversarial"
	"lexa/internal/ai/demotest"
)

// The receptionist on hostile input (package adversarial; demotest says how it is tested).

// Every input of the corpus gets a whole answer.
func TestAnswersTheAdversarialCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("answers the whole corpus")
	}
	for _, c := range adversarial.Chats() {
		history := chatHistory(c)
		demotest.Answered(t, func(ctx context.Context) (string, error) { return Reply(ctx, history, specPlans) })
	}
}

func chatHistory(c adversarial.Chat) []Message {
	history := make([]Message, len(c.Messages))
	for i, m := range c.Messages {
		history[i] = Message{Role: m.Role, Content: m.Content}
	}
	return history
}

// A booking: the receptionist reads back through the conversation's messages.
func chatTestBooking() []Message {
	return chatTestTalk("Hi", "I'd like to book a demo", "Tuesday at 10, I'm Ada")
}

// A context that has ended gets its error at once, and no answer.
func TestStopsWhenTheContextHasEnded(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if answer, err := Reply(ctx, chatTestBooking(), specPlans); !errors.Is(err, context.Canceled) || answer != "" {
		t.Errorf("%q, %v", answer, err)
	}
}

// A context that ends while the receptionist works stops it: it looks at its context
// again after the first time, as it reads.
func TestStopsWhenTheContextEndsMidway(t *testing.T) {
	if answer, err := Reply(demotest.EndsAfter(1), chatTestBooking(), specPlans); !errors.Is(err, context.Canceled) || answer != "" {
		t.Errorf("%q, %v", answer, err)
	}
}
