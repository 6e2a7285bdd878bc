package mail

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	ics "github.com/arran4/golang-ical"
)

func newYork(t *testing.T) *time.Location {
	t.Helper()
	loc, err := time.LoadLocation("America/New_York")
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

func testInvite(start time.Time) invite {
	return invite{
		Method: MethodRequest, UID: "bk_1@lexa.example.com", Sequence: 0,
		Stamp: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC), Start: start,
		Summary: "Lexa demo: Voice AI Receptionists", Description: "We call you.",
		Organizer: "Lexa", OrgEmail: "hello@lexa.example.com",
		Attendee: "Ana O'Neil", AttEmail: "ana@acme.test", ProdID: "-//Lexa//Demo booking//EN",
	}
}

func parseInvite(t *testing.T, text string) *ics.VEvent {
	t.Helper()
	cal, err := ics.ParseCalendar(strings.NewReader(text))
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, text)
	}
	if len(cal.Events()) != 1 {
		t.Fatalf("%d events, want 1", len(cal.Events()))
	}
	return cal.Events()[0]
}

// checkLines asserts the RFC 5545 line rules: CRLF only, at most 75 octets, valid UTF-8.
func checkLines(t *testing.T, text string) {
	t.Helper()
	if !strings.HasSuffix(text, "\r\n") {
		t.Error("last line does not end with CRLF")
	}
	for i, line := range strings.Split(strings.TrimSuffix(text, "\r\n"), "\r\n") {
		if strings.ContainsAny(line, "\r\n") {
			t.Errorf("line %d has a bare CR or LF: %q", i+1, line)
		}
		if len(line) > 75 {
			t.Errorf("line %d is %d octets: %q", i+1, len(line), line)
		}
		if !utf8.ValidString(line) {
			t.Errorf("line %d splits a UTF-8 sequence: %q", i+1, line)
		}
	}
}

func TestInviteTimesInWinterAndSummer(t *testing.T) {
	loc := newYork(t)
	for _, tc := range []struct {
		name       string
		start      time.Time // UTC
		wantStart  string    // wall-clock time in New York
		wantEnd    string
		wantOffset int // hours from UTC on that day
	}{
		{"winter (EST)", time.Date(2026, 11, 23, 14, 0, 0, 0, time.UTC), "20261123T090000", "20261123T093000", -5},
		{"summer (EDT)", time.Date(2026, 7, 14, 17, 30, 0, 0, time.UTC), "20260714T133000", "20260714T140000", -4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text := testInvite(tc.start).render(loc)
			checkLines(t, text)
			ev := parseInvite(t, text)
			for prop, want := range map[ics.ComponentProperty]string{
				ics.ComponentPropertyDtStart: tc.wantStart, ics.ComponentPropertyDtEnd: tc.wantEnd,
			} {
				p := ev.GetProperty(prop)
				if p.Value != want || len(p.ICalParameters["TZID"]) != 1 || p.ICalParameters["TZID"][0] != "America/New_York" {
					t.Errorf("%s = %q %v, want %s with TZID=America/New_York", prop, p.Value, p.ICalParameters, want)
				}
			}
			start, err := ev.GetStartAt()
			if err != nil {
				t.Fatal(err)
			}
			end, err := ev.GetEndAt()
			if err != nil {
				t.Fatal(err)
			}
			if !start.Equal(tc.start) || end.Sub(start) != 30*time.Minute {
				t.Errorf("event %v–%v, want %v for 30 minutes", start, end, tc.start)
			}
			if _, off := start.Zone(); off != tc.wantOffset*3600 {
				t.Errorf("offset %d s, want %d h", off, tc.wantOffset)
			}
		})
	}
}

func TestInviteCarriesTheZoneRulesAndParties(t *testing.T) {
	text := testInvite(time.Date(2026, 11, 23, 14, 0, 0, 0, time.UTC)).render(newYork(t))
	for _, want := range []string{
		"BEGIN:VCALENDAR\r\nPRODID:-//Lexa//Demo booking//EN\r\nVERSION:2.0\r\n", "METHOD:REQUEST\r\n",
		"BEGIN:VTIMEZONE\r\nTZID:America/New_York\r\n",
		"BEGIN:DAYLIGHT\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400\r\n", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU\r\n",
		"BEGIN:STANDARD\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500\r\n", "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU\r\n",
		"UID:bk_1@lexa.example.com\r\n", "DTSTAMP:20260102T030405Z\r\n", "SEQUENCE:0\r\n", "STATUS:CONFIRMED\r\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("invite lacks %q:\n%s", want, text)
		}
	}
	ev := parseInvite(t, text)
	org := ev.GetProperty(ics.ComponentPropertyOrganizer)
	if org.Value != "mailto:hello@lexa.example.com" || org.ICalParameters["CN"][0] != "Lexa" {
		t.Errorf("organizer %q %v", org.Value, org.ICalParameters)
	}
	att := ev.Attendees()
	if len(att) != 1 || att[0].Email() != "ana@acme.test" || att[0].ICalParameters["CN"][0] != "Ana O'Neil" ||
		att[0].ParticipationStatus() != ics.ParticipationStatusNeedsAction || att[0].ICalParameters["RSVP"][0] != "TRUE" ||
		att[0].ICalParameters["ROLE"][0] != "REQ-PARTICIPANT" {
		t.Errorf("attendees %+v", att)
	}
}

func TestInviteEscapesAndFoldsText(t *testing.T) {
	inv := testInvite(time.Date(2026, 11, 23, 14, 0, 0, 0, time.UTC))
	inv.Summary = `Demo; for "Acme, Inc." \ team`
	inv.Description = strings.Repeat("Große Grüße, 日本語のテキスト; ", 8) + "\nsecond line\r\nthird\\end"
	inv.Attendee = `Ana "A; B" O'Neil, Jr.: CEO`
	text := inv.render(newYork(t))
	checkLines(t, text)
	if !strings.Contains(text, "\r\n ") {
		t.Fatal("a long description was not folded")
	}
	if !strings.Contains(text, `SUMMARY:Demo\; for "Acme\, Inc." \\ team`+"\r\n") {
		t.Errorf("summary not escaped as RFC 5545 TEXT:\n%s", text)
	}
	ev := parseInvite(t, text)
	if got := ics.FromText(ev.GetProperty(ics.ComponentPropertySummary).Value); got != inv.Summary {
		t.Errorf("summary reads back as %q, want %q", got, inv.Summary)
	}
	wantDesc := strings.ReplaceAll(inv.Description, "\r\n", "\n")
	if got := ics.FromText(ev.GetProperty(ics.ComponentPropertyDescription).Value); got != wantDesc {
		t.Errorf("description reads back as\n%q\nwant\n%q", got, wantDesc)
	}
	// A quote cannot appear inside a quoted parameter; the rest survives.
	if cn := ev.Attendees()[0].ICalParameters["CN"]; len(cn) != 1 || cn[0] != `Ana 'A; B' O'Neil, Jr.: CEO` {
		t.Errorf("attendee CN reads back as %q", cn)
	}
}

func TestFoldLine(t *testing.T) {
	if got := foldLine(strings.Repeat("a", 75)); got != strings.Repeat("a", 75)+"\r\n" {
		t.Errorf("a 75-octet line was folded: %q", got)
	}
	got := foldLine(strings.Repeat("a", 76))
	if got != strings.Repeat("a", 75)+"\r\n a\r\n" {
		t.Errorf("76 octets folded as %q", got)
	}
	long := strings.Repeat("é", 100) // 200 octets
	folded := foldLine(long)
	checkLines(t, folded)
	if unfolded := strings.ReplaceAll(strings.TrimSuffix(folded, "\r\n"), "\r\n ", ""); unfolded != long {
		t.Errorf("unfolding does not give the line back: %q", unfolded)
	}
}

func TestEscapeText(t *testing.T) {
	for in, want := range map[string]string{
		`a,b;c\d`:        `a\,b\;c\\d`,
		"one\ntwo":       `one\ntwo`,
		"one\r\ntwo\rx":  `one\ntwo\nx`,
		"bell\x07gone":   "bellgone",
		"tab\tstays, ok": "tab\tstays\\, ok",
	} {
		if got := escapeText(in); got != want {
			t.Errorf("escapeText(%q) = %q, want %q", in, got, want)
		}
	}
}
