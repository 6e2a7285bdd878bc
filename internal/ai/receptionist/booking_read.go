package receptionist

import (
	"strconv"
	"strings"
	"time"

	"lexa/internal/ai/text"
	"lexa/internal/lexa"
)

// Reading what a caller says about the appointment they want: a day, a time, their name,
// phone number and address, and the service.

// daySpec is a day as the caller said it, resolved against the call's date later.
type daySpec struct {
	weekday  time.Weekday
	kind     dayKind
	offset   int // days from today, for dayRelative
	month    time.Month
	monthDay int
}

type dayKind int

const (
	dayNone     dayKind = iota
	dayWeekday          // "Tuesday": the first one from today
	dayNext             // "next Tuesday": the first one after today
	dayRelative         // "today", "tomorrow"
	dayDate             // "March 17"
)

// details are what the caller has said so far; the zero value says nothing.
type details struct {
	name, phone, address string
	service              string // a service's name
	reason               string // what the appointment is for, in the caller's words, when no service is named
	day                  daySpec
	minute               int  // the time, in minutes after midnight, when hasTime
	hasTime              bool // a time was said; badTime when it cannot be one ("25:00")
	badTime              bool
	partOfDay            string // "morning", "afternoon" or "evening" said without a time
}

func (d details) empty() bool { return d == details{} }

// merge takes what a later message says over what an earlier one did.
func (d *details) merge(n details) {
	for _, f := range []struct{ to, from *string }{{&d.name, &n.name}, {&d.phone, &n.phone}, {&d.address, &n.address}, {&d.service, &n.service}, {&d.reason, &n.reason}} {
		if *f.from != "" {
			*f.to = *f.from
		}
	}
	if n.day.kind != dayNone {
		d.day = n.day
	}
	if n.hasTime {
		d.minute, d.hasTime, d.badTime, d.partOfDay = n.minute, true, n.badTime, ""
	}
	if n.partOfDay != "" && !n.hasTime {
		d.partOfDay, d.hasTime, d.badTime = n.partOfDay, false, false
	}
}

// asked is what an assistant turn asked for, so that a bare answer ("Sam Ortiz", "42 Oak
// Street") is read as one.
type asked struct{ name, address, reason, time bool }

var (
	chatMeridiemPattern = text.MustSparse(`\b(\d{1,2})(?:[:.]([0-5]\d))?\s*(a\.?m\.?|p\.?m\.?)(?:[^a-z]|$)`)
	chatColonPattern    = text.MustSparse(`\b(\d{1,2}):([0-5]\d)\b`)
	chatCuePattern      = text.MustSparse(`(?:\b(?:at|around)\s+|@\s*)(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?:\s*o'?clock)?(?:[^:\d]|$)`)
	chatDatePattern     = text.MustSparse(`(?i)\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b`)
	chatNamePattern     = text.MustSparse(`(?i:\bmy name is|\bmy name's|\bme llamo|\bmi nombre es|\bsoy|\bich bin|\bich heiße|\bmein name ist|\bhier ist|\bje m'appelle|\bje suis|\bmon nom est|\bc'est|\bi am|\bi'm|\bthis is|\bname is|\bcall me|\bunder the name|\bput it under|\bunder|\bit's|\bit is)\s+([A-Z][\pL'-]+(?:\s+[A-Z][\pL'-]+)?)`)
	chatPhonePattern    = text.MustSparse(`(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\b\d{3}[\s.-])?\b\d{3}[\s.-]\d{4}\b`)
	chatAddressPattern  = text.MustSparse(`(?i)\b\d{1,6}\s+(?:[\pL\d'.-]+\s+){0,4}?(?:street|st|avenue|ave|road|rd|drive|dr|lane|ln|boulevard|blvd|court|ct|way|place|pl|circle|cir|parkway|pkwy|terrace|trail|highway|hwy)\b\.?(?:,?\s*(?:apt|apartment|unit|suite|#)\.?\s*[\pL\d-]+)?(?:,\s*[\pL]+(?:\s[\pL]+)?)?`)
	// chatBareTimePattern is a message that starts with a bare hour ("9 works", "ok, 2:30
	// please"), read only as an answer to "which time?".
	chatBareTimePattern = text.Lazy(`^\s*(?i:(?:let's say|let's do|how about|maybe|ok|okay|yes|sure)[,\s]+)?(?i:at\s+)?(\d{1,2})(?::([0-5]\d))?(?:[\s.,!;]|$)`)
	chatBareNamePattern = text.Lazy(`^([A-Z][\pL'-]+(?:\s+[A-Z][\pL'-]+){0,2})$`)
)

var (
	chatNumberWords = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}
	// chatNotNames are capitalised words that follow "I'm" or stand alone but are not names.
	chatNotNames = map[string]bool{
		"monday": true, "tuesday": true, "wednesday": true, "thursday": true, "friday": true, "saturday": true, "sunday": true,
		"tomorrow": true, "today": true, "am": true, "pm": true, "yes": true, "no": true, "ok": true, "okay": true,
		"sure": true, "thanks": true, "thank": true, "hi": true, "hello": true, "hey": true, "please": true, "great": true,
		"interested": true, "available": true, "free": true, "looking": true, "calling": true, "just": true, "not": true,
		"morning": true, "afternoon": true, "evening": true, "noon": true, "next": true, "fine": true, "good": true, "perfect": true,
		"january": true, "february": true, "march": true, "april": true, "may": true, "june": true, "july": true,
		"august": true, "september": true, "october": true, "november": true, "december": true, "book": true,
		"having": true, "in": true, "so": true, "really": true, "very": true, "a": true, "the": true, "new": true,
		"worried": true, "afraid": true, "sorry": true, "still": true, "trying": true, "here": true, "back": true,
		"actually": true, "also": true, "well": true, "hmm": true, "um": true, "oh": true, "and": true, "but": true,
	}
)

// readDetails reads one message. asked says what the assistant had just asked for.
func readDetails(p lexa.BusinessProfile, message string, a asked) details {
	var d details
	rest := message
	if m := chatMatchIf(strings.ContainsAny(rest, "0123456789"), chatPhonePattern, rest); m != nil {
		d.phone = strings.TrimSpace(m[0])
		rest = strings.Replace(rest, m[0], " ", 1)
	}
	if m := chatMatchIf(strings.ContainsAny(rest, "0123456789"), chatAddressPattern, rest); m != nil {
		d.address = strings.TrimSpace(m[0])
		rest = strings.Replace(rest, m[0], " ", 1)
	} else if a.address && strings.ContainsAny(rest, "0123456789") && len(chatWords(rest)) >= 2 {
		d.address = strings.Trim(strings.TrimSpace(rest), ".!")
		rest = ""
	}
	words := chatWords(rest)
	if named := matchServices(p, words); len(named) > 0 {
		d.service = named[0].Name
	}
	d.day = readDay(rest, words)
	lower := strings.ToLower(rest)
	if m := chatBareTimePattern.FindStringSubmatch(rest); a.time && m != nil {
		// "9", or "2:30", in answer to "which time?": a time of day as office hours read it.
		hour, _ := strconv.Atoi(m[1])
		minute, _ := strconv.Atoi(m[2])
		d.hasTime, d.minute = true, chatDaytimeHour(hour)*60+minute
		d.badTime = chatDaytimeHour(hour) < 0
	} else if hour, minute, ok := chatReadTime(lower, words); ok {
		d.hasTime = true
		d.minute = hour*60 + minute
		d.badTime = hour < 0 || hour > 23 || minute > 59
	}
	switch {
	case d.hasTime:
	case chatHasAny(words, []string{"morning"}):
		d.partOfDay = "morning"
	case chatHasAny(words, []string{"afternoon"}):
		d.partOfDay = "afternoon"
	case chatHasAny(words, []string{"evening", "tonight", "night"}):
		d.partOfDay = "evening"
	}
	d.name = chatReadName(rest, a.name)
	if a.reason && d.service == "" && d.name == "" && d.day.kind == dayNone && !d.hasTime {
		// Asked what it is for, a caller may say it in words no service has ("my gums
		// feel sore"): those words are the reason.
		if r := strings.Trim(strings.TrimSpace(rest), ".!"); r != "" && textLen(r) <= 100 {
			d.reason = r
		}
	}
	return d
}

func textLen(s string) int { return len([]rune(s)) }

// readDay finds a date ("March 17"), else a weekday ("Tuesday", "next Tuesday"), else
// "today" or "tomorrow".
func readDay(message string, words []string) daySpec {
	if m := chatMatchIf(true, chatDatePattern, message); m != nil {
		if month := text.MonthNumber(m[1]); month > 0 {
			day, _ := strconv.Atoi(m[2])
			return daySpec{kind: dayDate, month: time.Month(month), monthDay: day}
		}
	}
	for i, w := range words {
		if d, ok := chatWeekdayNames[w]; ok {
			if i > 0 && words[i-1] == "next" {
				return daySpec{kind: dayNext, weekday: d}
			}
			return daySpec{kind: dayWeekday, weekday: d}
		}
	}
	switch {
	case chatHasAny(words, []string{"tomorrow"}):
		return daySpec{kind: dayRelative, offset: 1}
	case chatHasAny(words, []string{"today", "tonight", "this morning", "this afternoon", "this evening", "right away", "asap"}):
		return daySpec{kind: dayRelative}
	}
	return daySpec{}
}

// resolve is the day's date on the business's calendar, from the call's local time:
// "Tuesday" is today if today is Tuesday, "next Tuesday" a week later then; a date
// already past this year is next year's.
func (s daySpec) resolve(local time.Time) (time.Time, bool) {
	today := dayStart(local)
	switch s.kind {
	case dayRelative:
		return today.AddDate(0, 0, s.offset), true
	case dayWeekday, dayNext:
		ahead := (int(s.weekday) - int(today.Weekday()) + 7) % 7
		if ahead == 0 && s.kind == dayNext {
			ahead = 7
		}
		return today.AddDate(0, 0, ahead), true
	case dayDate:
		date := time.Date(today.Year(), s.month, s.monthDay, 0, 0, 0, 0, today.Location())
		if date.Month() != s.month { // February 30
			return time.Time{}, false
		}
		if date.Before(today) {
			date = date.AddDate(1, 0, 0)
		}
		return date, true
	}
	return time.Time{}, false
}

// chatReadTime finds "10am", "2:30 pm", "14:00", "at 10" or "noon"; hour is 0–23 when it
// is a time at all.
func chatReadTime(lower string, words []string) (hour, minute int, ok bool) {
	// Each pattern is tried only on a text with a character it cannot match without.
	if m := chatMatchIf(strings.IndexByte(lower, 'm') >= 0, chatMeridiemPattern, lower); m != nil {
		hour, _ = strconv.Atoi(m[1])
		minute, _ = strconv.Atoi(m[2])
		if hour > 12 || hour == 0 {
			return -1, minute, true
		}
		if hour == 12 {
			hour = 0
		}
		if strings.HasPrefix(m[3], "p") {
			hour += 12
		}
		return hour, minute, true
	}
	if m := chatMatchIf(strings.IndexByte(lower, ':') >= 0, chatColonPattern, lower); m != nil {
		hour, _ = strconv.Atoi(m[1])
		minute, _ = strconv.Atoi(m[2])
		return chatDaytimeHour(hour), minute, true
	}
	if m := chatMatchIf(strings.Contains(lower, "at") || strings.Contains(lower, "around") || strings.IndexByte(lower, '@') >= 0,
		chatCuePattern, lower); m != nil {
		if n, err := strconv.Atoi(m[1]); err == nil {
			hour = n
		} else {
			hour = chatNumberWords[m[1]]
		}
		return chatDaytimeHour(hour), 0, true
	}
	if chatHasAny(words, []string{"noon", "midday", "lunchtime"}) {
		return 12, 0, true
	}
	return 0, 0, false
}

// chatMatchIf is re's first match in text, when worth looking for.
func chatMatchIf(worth bool, re *text.SparseRegexp, text string) []string {
	if !worth {
		return nil
	}
	return re.FindStringSubmatch(text)
}

// chatDaytimeHour reads an hour without AM/PM as office hours would: "at 10" is 10 AM,
// "at 2" is 2 PM.
func chatDaytimeHour(h int) int {
	if h >= 1 && h <= 6 {
		return h + 12
	}
	if h > 23 {
		return -1
	}
	return h
}

// chatReadName finds "my name is Sarah", "I'm Sarah Lee", or, when the assistant just
// asked for a name, a message that is only one ("Sarah Lee", "Sarah, Tuesday at 10").
func chatReadName(message string, askedName bool) string {
	if m := chatNamePattern.FindStringSubmatch(message); m != nil {
		if name := chatCleanName(m[1]); name != "" {
			return name
		}
	}
	if !askedName {
		return ""
	}
	for _, part := range strings.FieldsFunc(message, func(r rune) bool { return strings.ContainsRune(",.;!?–—", r) }) {
		part = strings.TrimSpace(part)
		for _, filler := range []string{"it's ", "its ", "it is ", "name: ", "sure ", "ok ", "okay ", "yes "} {
			if strings.HasPrefix(strings.ToLower(part), filler) {
				part = strings.TrimSpace(part[len(filler):])
			}
		}
		if chatBareNamePattern.MatchString(part) {
			if name := chatCleanName(part); name != "" {
				return name
			}
		}
	}
	return ""
}

// chatCleanName drops words that are not names ("Sarah Tuesday" → "Sarah").
func chatCleanName(candidate string) string {
	var kept []string
	for _, w := range strings.Fields(candidate) {
		if chatNotNames[strings.ToLower(w)] {
			break
		}
		kept = append(kept, w)
	}
	return strings.Join(kept, " ")
}
