package resume

import (
	"strings"
	"testing"

	"lexa/internal/ai/demotest"
)

// Regression tests of the parsers that rescanned a prefix per character, per separator or
// per marker: each gives one a few megabytes of its worst shape and a deadline
// (demotest.Finishes says why it is a minute).

// jobMarkers trimmed the clause's leading run again for every marker word after it.
func TestJobParserIsLinearOnMarkersAfterALongRun(t *testing.T) {
	clause := strings.Repeat("(", 4*demotest.Megabyte) + strings.Repeat("must ", demotest.Megabyte/20)
	demotest.Finishes(t, "a leading run then markers", func() {
		markers := jobMarkers(clause)
		if len(markers) != demotest.Megabyte/20 || !markers[0].prefix || markers[len(markers)-1].lastPrefix != 0 {
			t.Errorf("%d markers", len(markers))
		}
	})
}

// markerContext walked the clause's markers for every skill in it.
func TestJobParserIsLinearInSkillsTimesMarkers(t *testing.T) {
	// "Required: a, b plus, c plus, …": a forward marker, then a million backward ones.
	markers := make([]jobMarker, demotest.Megabyte)
	for i := range markers {
		markers[i] = jobMarker{start: 10 * i, ctx: ctxNice, lastPrefix: 0}
	}
	markers[0].prefix, markers[0].ctx = true, ctxRequired
	demotest.Finishes(t, "a million skills among a million markers", func() {
		for pos := 5; pos < 10*(len(markers)-1); pos += 10 { // each skill before a marker that governs it
			if c := markerContext(markers, pos, ctxIgnore); c != ctxNice {
				t.Fatalf("at %d: %v", pos, c)
			}
		}
	})
}
