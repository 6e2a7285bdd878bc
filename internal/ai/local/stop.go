package local

import "context"

// Every answer takes a context, the request's: its deadline (AI_TIMEOUT) or the visitor
// leaving ends the work. The loops over a text's lines, and the steps between the passes
// of an analysis, look at it; a line costs microseconds, so the work stops within a
// fraction of a millisecond of the context's end.

// stopEvery is how many lines a loop reads between two looks at its context, which take
// a lock.
const stopEvery = 64

// stopped is ctx.Err() on the first of every stopEvery steps of a loop, nil on the others.
func stopped(ctx context.Context, step int) error {
	if step%stopEvery != 0 {
		return nil
	}
	return ctx.Err()
}
