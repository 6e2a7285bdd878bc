package local

import (
	"strings"
	"testing"
	"time"
)

// Regression tests of the parsers that rescanned a prefix per character, per separator or
// per marker. Each gives one a few megabytes of its worst shape — fifty to a hundred times
// the API's limit — and a deadline: read once, that is milliseconds; rescanned, it is
// hours, and the test fails at the deadline (its goroutine is left to the end of the test
// binary). The deadline is a minute, for the largest of them takes about 2 s under the race
// detector: the margin is wide both ways, so the outcome does not depend on the machine.

// finishes fails the test when work is not done within linearDeadline.
func finishes(t *testing.T, what string, work func()) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		work()
	}()
	select {
	case <-done:
	case <-time.After(linearDeadline):
		t.Fatalf("%s: not done after %v; does it read a prefix again for each character?", what, linearDeadline)
	}
}

const megabyte = 1 << 20

// linearDeadline is how long a parser may take on megabytes of its worst shape.
const linearDeadline = time.Minute

// leadFindLabels looked back to the line's last separator at every colon.
func TestLeadParserIsLinearOnColons(t *testing.T) {
	for name, line := range map[string]string{
		"colons":            strings.Repeat(":", 2*megabyte),
		"a word and colons": strings.Repeat("a:", megabyte),
		"emoji and colons":  strings.Repeat("😀:", megabyte/2),
	} {
		finishes(t, name, func() { leadFindLabels(line) })
	}
}

// ... and trimmed the segment's leading dashes or spaces again at every colon.
func TestLeadParserIsLinearOnALongRunBeforeColons(t *testing.T) {
	for name, line := range map[string]string{
		"dashes then colons": strings.Repeat("-", megabyte) + strings.Repeat(":", megabyte),
		"spaces then colons": "x" + strings.Repeat(" ", megabyte) + strings.Repeat(":", megabyte),
	} {
		finishes(t, name, func() { leadFindLabels(line) })
	}
}

// invoiceSegments looked for the words before each colon back to the cell's start when
// the cell had no spaces.
func TestInvoiceParserIsLinearOnColons(t *testing.T) {
	for name, cell := range map[string]string{
		"a word and colons":   strings.Repeat("a:", megabyte/2),
		"letters then colons": strings.Repeat("a", megabyte/2) + strings.Repeat(":", megabyte/2),
	} {
		finishes(t, name, func() { invoiceSegments(cell) })
	}
}

// jobMarkers trimmed the clause's leading run again for every marker word after it.
func TestJobParserIsLinearOnMarkersAfterALongRun(t *testing.T) {
	clause := strings.Repeat("(", 4*megabyte) + strings.Repeat("must ", megabyte/20)
	finishes(t, "a leading run then markers", func() {
		markers := jobMarkers(clause)
		if len(markers) != megabyte/20 || !markers[0].prefix || markers[len(markers)-1].lastPrefix != 0 {
			t.Errorf("%d markers", len(markers))
		}
	})
}

// markerContext walked the clause's markers for every skill in it.
func TestJobParserIsLinearInSkillsTimesMarkers(t *testing.T) {
	// "Required: a, b plus, c plus, …": a forward marker, then a million backward ones.
	markers := make([]jobMarker, megabyte)
	for i := range markers {
		markers[i] = jobMarker{start: 10 * i, ctx: ctxNice, lastPrefix: 0}
	}
	markers[0].prefix, markers[0].ctx = true, ctxRequired
	finishes(t, "a million skills among a million markers", func() {
		for pos := 5; pos < 10*(len(markers)-1); pos += 10 { // each skill before a marker that governs it
			if c := markerContext(markers, pos, ctxIgnore); c != ctxNice {
				t.Fatalf("at %d: %v", pos, c)
			}
		}
	})
}

// A number in a run such as "12,12,12 seats" is tried once per run: tried at each of its
// starts, the run would be read again from each.
func TestLeadSizesReadARunOfNumbersOnce(t *testing.T) {
	text := strings.Repeat("12,", megabyte/12) + "x seats"
	finishes(t, "numbers and commas", func() {
		if m := leadSeatsPattern.FindAllStringSubmatch(text, -1); m != nil {
			t.Errorf("%d matches", len(m))
		}
	})
}
