package text

import "context"

// Every answer takes a context, the request's: its deadline (AI_TIMEOUT) or the visitor
// leaving ends the work. The loops over a text's lines, and the steps between the passes
// of an analysis, look at it; a line costs microseconds, so the work stops within a
// fraction of a millisecond of the context's end.

// StopEvery is how many lines a loop reads between two looks at its context, which take
// a lock.
const StopEvery = 64

// Stopped is ctx.Err() on the first of every StopEvery steps of a loop, nil on the others.
func Stopped(ctx context.Context, step int) error {
	if step%StopEvery != 0 {
		return nil
	}
	return ctx.Err()
}
