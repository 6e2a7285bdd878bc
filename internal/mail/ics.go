package mail

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"lexa/internal/lexa"
)

// Invite methods (RFC 5546): REQUEST puts the event in the calendar, CANCEL takes it out.
const (
	MethodRequest = "REQUEST"
	MethodCancel  = "CANCEL"
)

// invite is one demo call as a calendar event.
type invite struct {
	Method      string // MethodRequest or MethodCancel
	UID         string // the same for every message about one booking, so updates match
	Sequence    int    // raised with each change; a CANCEL must be above the REQUEST
	Stamp       time.Time
	Start       time.Time
	Summary     string
	Description string
	Location    string
	Organizer   string // CN
	OrgEmail    string
	Attendee    string // CN
	AttEmail    string
	ProdID      string
}

// The demo time zone as VTIMEZONE: US Eastern with the rules in force since 2007. A
// calendar that does not know the TZID (or knows it under another name) still shows the
// right local time from these rules.
const vtimezoneNewYork = "BEGIN:VTIMEZONE\r\n" +
	"TZID:America/New_York\r\n" +
	"BEGIN:DAYLIGHT\r\n" +
	"TZOFFSETFROM:-0500\r\n" +
	"TZOFFSETTO:-0400\r\n" +
	"TZNAME:EDT\r\n" +
	"DTSTART:20070311T020000\r\n" +
	"RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU\r\n" +
	"END:DAYLIGHT\r\n" +
	"BEGIN:STANDARD\r\n" +
	"TZOFFSETFROM:-0400\r\n" +
	"TZOFFSETTO:-0500\r\n" +
	"TZNAME:EST\r\n" +
	"DTSTART:20071104T020000\r\n" +
	"RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU\r\n" +
	"END:STANDARD\r\n" +
	"END:VTIMEZONE\r\n"

// icsContentType is the Content-Type calendar clients look for to offer Accept/Decline
// (or to remove the event, for CANCEL).
func icsContentType(method string) string {
	return "text/calendar; method=" + method + "; charset=UTF-8"
}

// attachment renders the invite as the invite.ics attachment of a mail.
func (inv invite) attachment(loc *time.Location) lexa.Attachment {
	return lexa.Attachment{Filename: "invite.ics", ContentType: icsContentType(inv.Method), Data: []byte(inv.render(loc))}
}

// render writes the invite as RFC 5545 text: CRLF line ends, long lines folded, TEXT
// values escaped, times as wall-clock times in the demo zone.
func (inv invite) render(loc *time.Location) string {
	status := "CONFIRMED"
	if inv.Method == MethodCancel {
		status = "CANCELLED"
	}
	local := func(t time.Time) string { return t.In(loc).Format("20060102T150405") }
	var b strings.Builder
	line := func(s string) { b.WriteString(foldLine(s)) }

	line("BEGIN:VCALENDAR")
	line("PRODID:" + escapeText(inv.ProdID))
	line("VERSION:2.0")
	line("CALSCALE:GREGORIAN")
	line("METHOD:" + inv.Method)
	b.WriteString(vtimezoneNewYork)
	line("BEGIN:VEVENT")
	line("UID:" + escapeText(inv.UID))
	line("DTSTAMP:" + inv.Stamp.UTC().Format("20060102T150405Z"))
	line("DTSTART;TZID=" + loc.String() + ":" + local(inv.Start))
	line("DTEND;TZID=" + loc.String() + ":" + local(inv.Start.Add(lexa.DemoLength)))
	line(fmt.Sprintf("SEQUENCE:%d", inv.Sequence))
	line("STATUS:" + status)
	line("SUMMARY:" + escapeText(inv.Summary))
	line("DESCRIPTION:" + escapeText(inv.Description))
	if inv.Location != "" {
		line("LOCATION:" + escapeText(inv.Location))
	}
	line("ORGANIZER;CN=" + paramValue(inv.Organizer) + ":mailto:" + inv.OrgEmail)
	line("ATTENDEE;CN=" + paramValue(inv.Attendee) +
		";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:" + inv.AttEmail)
	line("TRANSP:OPAQUE")
	line("END:VEVENT")
	line("END:VCALENDAR")
	return b.String()
}

// escapeText escapes a TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and
// line breaks.
func escapeText(s string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, "\r", "\n")
	return strings.NewReplacer(`\`, `\\`, `;`, `\;`, `,`, `\,`, "\n", `\n`).Replace(stripControls(s, false))
}

// paramValue makes s safe as a property parameter value (RFC 5545 3.1): it is always
// quoted, and a quote cannot be escaped inside one, so it becomes an apostrophe.
func paramValue(s string) string {
	return `"` + strings.ReplaceAll(stripControls(s, true), `"`, "'") + `"`
}

// stripControls drops control characters, which no content line may hold. Newlines are
// kept unless dropNewlines, for escapeText to turn into \n.
func stripControls(s string, dropNewlines bool) string {
	return strings.Map(func(r rune) rune {
		if r == '\n' && !dropNewlines {
			return r
		}
		if r < 0x20 && r != '\t' || r == 0x7f {
			return -1
		}
		return r
	}, s)
}

// foldLine ends a content line with CRLF, folding it so no line is longer than 75
// octets; a continuation line starts with a space, and a UTF-8 sequence is never split.
func foldLine(s string) string {
	const limit = 75
	var b strings.Builder
	width := limit
	for len(s) > width {
		cut := width
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		b.WriteString(s[:cut])
		b.WriteString("\r\n ")
		s = s[cut:]
		width = limit - 1 // the leading space counts
	}
	b.WriteString(s)
	b.WriteString("\r\n")
	return b.String()
}
