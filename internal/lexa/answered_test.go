package lexa

import (
	"context"
	"testing"
)

// An engine's note reaches the caller who listens, and is dropped where nobody does.
func TestNoteAnswered(t *testing.T) {
	NoteAnswered(context.Background(), "built-in", "no one listens") // no panic, nothing kept
	ctx, a := WithAnswered(context.Background())
	if a.Engine != "" || a.Note != "" {
		t.Fatalf("before any note: %+v", a)
	}
	NoteAnswered(context.WithValue(ctx, struct{}{}, 1), "built-in", "why") // through a derived context
	if a.Engine != "built-in" || a.Note != "why" {
		t.Errorf("noted %+v", a)
	}
}
