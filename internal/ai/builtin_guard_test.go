package ai

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"
	"time"
)

// guardedBuiltIn is the built-in engine as newDemoAI wires it, with slots slots and
// timeout, and a short wait for a slot.
func guardedBuiltIn(t *testing.T, slots int, timeout time.Duration) *PacedGuard {
	g := GuardBuiltIn(NewBuiltIn(configuredPlans(t), 2026), slots, timeout, slog.New(slog.DiscardHandler))
	g.wait = 20 * time.Millisecond
	return g
}

// builtInDemos asks each demo once, the chat's pieces thrown away.
func builtInDemos(ctx context.Context, e Engine) map[string]error {
	errs := map[string]error{}
	_, errs["recruitment"] = e.Recruitment(ctx, "Go developer, 6 years", "Go engineer, 5+ years")
	_, errs["payroll"] = e.Payroll(ctx, "INVOICE #7\nTotal: $10.00")
	_, errs["callcenter"] = e.CallCenter(ctx, "Name: Jo\nBudget: $5k")
	_, errs["content"] = e.Content(ctx, ContentRequest{Type: "social-post", Topic: "AI receptionists", Platform: "twitter", Tone: "casual"})
	errs["voice chat"] = e.Chat(ctx, dentalCall("What are your hours?"), func(string) error { return nil })
	return errs
}

// The built-in engine keeps to AI_TIMEOUT and AI_MAX_CONCURRENT as a model does, and
// answers with the same errors: the demos then answer 504 and 503.
func TestGuardedBuiltInKeepsToTheLimits(t *testing.T) {
	for demo, err := range builtInDemos(context.Background(), guardedBuiltIn(t, 1, time.Second)) {
		if err != nil {
			t.Errorf("%s: %v", demo, err)
		}
	}
	for demo, err := range builtInDemos(context.Background(), guardedBuiltIn(t, 1, 0)) { // the deadline has passed
		if !errors.Is(err, ErrTimeout) {
			t.Errorf("%s past its deadline: %v", demo, err)
		}
	}
	busy := guardedBuiltIn(t, 1, time.Second)
	busy.slots <- struct{}{} // another answer holds the only slot
	for demo, err := range builtInDemos(context.Background(), busy) {
		if !errors.Is(err, ErrBusy) {
			t.Errorf("%s while busy: %v", demo, err)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for demo, err := range builtInDemos(ctx, guardedBuiltIn(t, 1, time.Second)) {
		if !errors.Is(err, context.Canceled) {
			t.Errorf("%s for a caller who left: %v", demo, err)
		}
	}
}

// The chat's words are paced after the guard: while a reply streams, its slot is free for
// the next visitor.
func TestGuardedBuiltInPacesTheChatOutsideTheGuard(t *testing.T) {
	g := guardedBuiltIn(t, 1, time.Second)
	g.WordPause = time.Millisecond
	var pieces []string
	var during error
	err := g.Chat(context.Background(), dentalCall("What are your hours?"), func(piece string) error {
		if len(pieces) == 0 {
			_, during = g.Payroll(context.Background(), "INVOICE #7\nTotal: $10.00")
		}
		pieces = append(pieces, piece)
		return nil
	})
	if err != nil || len(pieces) < 3 {
		t.Fatalf("chat: %q %v", pieces, err)
	}
	if during != nil {
		t.Errorf("another demo while the chat streamed: %v", during)
	}
	if g.Name() != BuiltInName {
		t.Errorf("name %q", g.Name())
	}
}

// The guard does not change the built-in engine's answers.
func TestGuardedBuiltInAnswersAsTheEngine(t *testing.T) {
	plans := configuredPlans(t)
	bare := NewBuiltIn(plans, 2026)
	bare.WordPause = 0
	g := GuardBuiltIn(bare, 2, time.Second, slog.New(slog.DiscardHandler))
	g.WordPause = 0
	lead := "Name: Dana Lee\nPosition: VP Operations\nBudget: $40k\nTimeline: this quarter"
	want, _ := bare.CallCenter(context.Background(), lead)
	if got, err := g.CallCenter(context.Background(), lead); err != nil || got != want {
		t.Errorf("%q %v, want %q", got, err, want)
	}
	var bareReply, guardedReply string
	call := dentalCall("How much is a filling?")
	_ = bare.Chat(context.Background(), call, func(d string) error { bareReply += d; return nil })
	if err := g.Chat(context.Background(), call, func(d string) error { guardedReply += d; return nil }); err != nil || guardedReply != bareReply {
		t.Errorf("chat %q %v, want %q", guardedReply, err, bareReply)
	}
}

// The engine reads "Present" in a resume as the year it was made with.
func TestBuiltInReadsPresentAsItsYear(t *testing.T) {
	resume, job := "Go engineer\nAcme, Go developer, 2020 - Present", "Backend engineer with 8+ years of Go"
	for year, want := range map[int]string{2026: "6 years against 8 asked", 2031: "11 years against 8 asked"} {
		if got, err := NewBuiltIn(configuredPlans(t), year).Recruitment(context.Background(), resume, job); err != nil || !strings.Contains(got, want) {
			t.Errorf("in %d: %v\n%s\nwant it to say %q", year, err, got, want)
		}
	}
}
