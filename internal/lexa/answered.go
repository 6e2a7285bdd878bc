package lexa

import "context"

// Answered says which engine wrote an answer when it was not the engine asked: a model's
// answer that failed its checks is replaced by the built-in engine's reading, and the page
// must say so (docs/decisions/0069-model-structured-output.md). The zero value: the engine
// asked wrote it.
type Answered struct {
	Engine string // the engine that wrote the answer instead
	Note   string // one sentence for the reader saying why
}

type answeredKey struct{}

// WithAnswered returns ctx carrying an Answered for the engine to fill in. The engine call
// is synchronous within the request, so the caller reads it after the call returns.
func WithAnswered(ctx context.Context) (context.Context, *Answered) {
	a := &Answered{}
	return context.WithValue(ctx, answeredKey{}, a), a
}

// NoteAnswered records in ctx that engine wrote the answer instead, with note; a no-op
// when nobody asked (a document's analysis keeps only the text).
func NoteAnswered(ctx context.Context, engine, note string) {
	if a, ok := ctx.Value(answeredKey{}).(*Answered); ok {
		a.Engine, a.Note = engine, note
	}
}
