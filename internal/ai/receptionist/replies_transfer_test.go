package receptionist

import (
	"context"
	"testing"
	"time"

	"lexa/internal/lexa"
)

// Only a line that can dial a person says it will put the caller through (issue 30: the
// receptionist said "I'll put you through" in a chat, where nobody could be).
func TestPutThroughOnlyWhereALineCanDial(t *testing.T) {
	at, err := time.Parse("2006-01-02T15:04", t0)
	if err != nil {
		t.Fatal(err)
	}
	p := dental()
	at = time.Date(at.Year(), at.Month(), at.Day(), at.Hour(), at.Minute(), 0, 0, mustLocation(t, p.Timezone))
	ask := func(line, transferTo string, when time.Time) lexa.ChatCall {
		return lexa.ChatCall{Business: p, At: when, TransferTo: transferTo,
			Messages: []lexa.ChatMessage{{Role: "user", Content: line}}}
	}
	reply, ok := Conversations{}.Transfer(ask("Can I talk to a real person?", "5550142200", at))
	wantAll(t, reply, "I'll put you through to a member of our team now")
	if !ok {
		t.Fatal("a caller who asks for a person on a line that can dial is not put through")
	}
	got, err := Reply(context.Background(), ask("Can I talk to a real person?", "5550142200", at))
	if err != nil {
		t.Fatal(err)
	}
	wantAll(t, got, "I'll put you through")
	// No number to dial, a closed office, an angry caller offered the choice first, or no
	// request for a person: no transfer.
	for _, c := range []lexa.ChatCall{
		ask("Can I talk to a real person?", "", at),
		ask("Can I talk to a real person?", "5550142200", at.Add(11*time.Hour)),
		ask("This is ridiculous, I want to speak to someone", "5550142200", at),
		ask("What are your hours?", "5550142200", at),
	} {
		if reply, ok := (Conversations{}).Transfer(c); ok {
			t.Errorf("%q (transfer to %q at %s) is put through: %q", c.Messages[0].Content, c.TransferTo, c.At, reply)
		}
	}
	got, _ = Reply(context.Background(), ask("This is ridiculous, I want to speak to someone", "5550142200", at))
	wantAll(t, got, "I can put you through to a member of our team right now")
}

func mustLocation(t *testing.T, name string) *time.Location {
	t.Helper()
	loc, err := time.LoadLocation(name)
	if err != nil {
		t.Fatal(err)
	}
	return loc
}
