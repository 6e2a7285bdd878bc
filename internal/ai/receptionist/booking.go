package receptionist

import (
	"context"
	"regexp"
	"strconv"
	"strings"

	"lexa/internal/ai/text"
)

// chatBooking is what the caller has said about the demo they want.
type chatBooking struct {
	name      string // "Sarah Lee"
	day       string // "Tuesday", "next Tuesday", "tomorrow", "March 5"
	time      string // a valid slot: "10:00 AM"
	weekend   string // a weekend day they asked for, which we cannot offer
	badTime   string // a time outside the slots: "6:00 PM"
	partOfDay string // "morning", "afternoon" or "evening" without a time
}

// chatConfirmMarker is in every booking confirmation; a turn that has it ends the booking.
const chatConfirmMarker = "confirm it by e-mail"

// chatAskedForBooking reports whether an assistant turn asked for booking details.
func chatAskedForBooking(assistant string) bool {
	if !strings.Contains(assistant, "?") || strings.Contains(assistant, chatConfirmMarker) {
		return false
	}
	words := chatWords(assistant)
	return chatHasAny(words, []string{"demo", "demos"}) && chatHasAny(words, []string{"name", "day", "weekday", "time", "times", "slot", "slots"})
}

// chatAsksName reports whether an assistant turn asked for the caller's name, so a bare
// "Sarah Lee" is read as one.
func chatAsksName(assistant string) bool {
	return chatAskedForBooking(assistant) && chatHasAny(chatWords(assistant), []string{"name"})
}

func chatGivesBookingDetail(text, previous string) bool {
	return chatParseBooking(text, chatAsksName(previous)) != chatBooking{}
}

// chatReadBooking gathers the details from the turns of the booking in progress: back
// from the last message while the assistant kept asking for details. Later answers
// override earlier ones. A name given earlier in the call still counts.
// Each message is read whole (up to 4,000 characters), so ctx is looked at before each.
func chatReadBooking(ctx context.Context, history []Message) (chatBooking, error) {
	var b chatBooking
	start := len(history) - 1
	for start > 0 {
		if err := ctx.Err(); err != nil {
			return b, err
		}
		if m := history[start-1]; m.Role == "assistant" && !chatAskedForBooking(m.Content) {
			break
		}
		start--
	}
	for i := start; i < len(history); i++ {
		if err := ctx.Err(); err != nil {
			return b, err
		}
		if history[i].Role != "user" {
			continue
		}
		askedName := i > 0 && history[i-1].Role == "assistant" && chatAsksName(history[i-1].Content)
		b.merge(chatParseBooking(history[i].Content, askedName))
	}
	for i := start - 1; i >= 0 && b.name == ""; i-- {
		if err := ctx.Err(); err != nil {
			return b, err
		}
		if history[i].Role == "user" {
			b.name = chatParseBooking(history[i].Content, false).name
		}
	}
	return b, nil
}

// merge takes what a later message says; a new valid time replaces an invalid one and
// the other way round.
func (b *chatBooking) merge(n chatBooking) {
	if n.name != "" {
		b.name = n.name
	}
	if n.day != "" {
		b.day, b.weekend = n.day, ""
	}
	if n.weekend != "" {
		b.weekend, b.day = n.weekend, ""
	}
	if n.time != "" {
		b.time, b.badTime, b.partOfDay = n.time, "", ""
	}
	if n.badTime != "" {
		b.badTime, b.time, b.partOfDay = n.badTime, "", ""
	}
	if n.partOfDay != "" && n.time == "" && n.badTime == "" {
		b.partOfDay, b.time, b.badTime = n.partOfDay, "", ""
	}
}

var (
	chatMeridiemPattern = text.MustSparse(`\b(\d{1,2})(?:[:.]([0-5]\d))?\s*(a\.?m\.?|p\.?m\.?)(?:[^a-z]|$)`)
	chatColonPattern    = text.MustSparse(`\b(\d{1,2}):([0-5]\d)\b`)
	chatCuePattern      = text.MustSparse(`(?:\b(?:at|around)\s+|@\s*)(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?:\s*o'?clock)?(?:[^:\d]|$)`)
	chatDatePattern     = text.MustSparse(`(?i)\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b`)
	chatNamePattern     = text.MustSparse(`(?i:\bmy name is|\bmy name's|\bi am|\bi'm|\bthis is|\bname is|\bcall me|\bunder the name|\bput it under|\bunder)\s+([A-Z][\pL'-]+(?:\s+[A-Z][\pL'-]+)?)`)
	chatBareNamePattern = regexp.MustCompile(`^([A-Z][\pL'-]+(?:\s+[A-Z][\pL'-]+){0,2})$`)
)

var (
	chatWeekdays = map[string]string{
		"monday": "Monday", "mon": "Monday", "tuesday": "Tuesday", "tue": "Tuesday", "tues": "Tuesday",
		"wednesday": "Wednesday", "wed": "Wednesday", "thursday": "Thursday", "thu": "Thursday", "thur": "Thursday",
		"thurs": "Thursday", "friday": "Friday", "fri": "Friday",
	}
	chatWeekendDays = map[string]string{"saturday": "Saturday", "sat": "Saturday", "sunday": "Sunday", "sun": "Sunday"}
	chatNumberWords = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}
	// chatNotNames are capitalised words that follow "I'm" or stand alone but are not names.
	chatNotNames = map[string]bool{
		"monday": true, "tuesday": true, "wednesday": true, "thursday": true, "friday": true, "saturday": true, "sunday": true,
		"tomorrow": true, "today": true, "eastern": true, "am": true, "pm": true, "yes": true, "no": true, "ok": true, "okay": true,
		"sure": true, "thanks": true, "thank": true, "hi": true, "hello": true, "hey": true, "please": true, "great": true,
		"interested": true, "available": true, "free": true, "looking": true, "calling": true, "just": true, "not": true,
		"morning": true, "afternoon": true, "evening": true, "noon": true, "next": true, "fine": true, "good": true, "perfect": true,
		"january": true, "february": true, "march": true, "april": true, "may": true, "june": true, "july": true,
		"august": true, "september": true, "october": true, "november": true, "december": true, "demo": true, "book": true,
	}
)

// chatParseBooking reads a name, a day and a time from one message. askedName lets a
// message that is only a name ("Sarah Lee") count as one.
func chatParseBooking(text string, askedName bool) chatBooking {
	var b chatBooking
	lower := strings.ToLower(text)
	words := chatWords(text)
	for i, w := range words {
		if day, ok := chatWeekdays[w]; ok {
			b.day = day
			if i > 0 && words[i-1] == "next" {
				b.day = "next " + day
			}
		}
		if day, ok := chatWeekendDays[w]; ok {
			b.weekend = day
		}
	}
	if chatHasAny(words, []string{"tomorrow"}) && b.day == "" {
		b.day = "tomorrow"
	}
	if m := chatDatePattern.FindStringSubmatch(text); m != nil && b.day == "" && b.weekend == "" {
		b.day = chatUpperFirst(strings.ToLower(chatMonthName(m[1]))) + " " + m[2]
	}
	if hour, minute, ok := chatReadTime(lower, words); ok {
		if formatted, valid := chatSlot(hour, minute); valid {
			b.time = formatted
		} else {
			b.badTime = formatted
		}
	}
	switch {
	case chatHasAny(words, []string{"morning"}):
		b.partOfDay = "morning"
	case chatHasAny(words, []string{"afternoon"}):
		b.partOfDay = "afternoon"
	case chatHasAny(words, []string{"evening", "tonight", "night"}):
		b.partOfDay = "evening"
	}
	b.name = chatReadName(text, askedName)
	return b
}

// chatReadTime finds "10am", "2:30 pm", "14:00", "at 10" or "noon"; hour is 0–23.
func chatReadTime(lower string, words []string) (hour, minute int, ok bool) {
	// Each pattern is tried only on a text with a character it cannot match without.
	if m := chatMatchIf(strings.IndexByte(lower, 'm') >= 0, chatMeridiemPattern, lower); m != nil {
		hour, _ = strconv.Atoi(m[1])
		minute, _ = strconv.Atoi(m[2])
		pm := strings.HasPrefix(m[3], "p")
		if hour > 12 {
			return hour, minute, true
		}
		if hour == 12 {
			hour = 0
		}
		if pm {
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
	if chatHasAny(words, []string{"noon", "midday"}) {
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
	return h
}

// chatSlot formats a time and says whether it starts a demo slot: on the hour or half
// hour, from 9:00 to 11:30 AM or 1:00 to 4:30 PM Eastern.
func chatSlot(hour, minute int) (string, bool) {
	if hour < 0 || hour > 23 || minute < 0 || minute > 59 {
		return "that time", false
	}
	suffix, h12 := "AM", hour
	if hour >= 12 {
		suffix = "PM"
	}
	if h12 = hour % 12; h12 == 0 {
		h12 = 12
	}
	formatted := strconv.Itoa(h12) + ":" + strconv.Itoa(minute/10) + strconv.Itoa(minute%10) + " " + suffix
	valid := (minute == 0 || minute == 30) && ((hour >= 9 && hour < 12) || (hour >= 13 && hour < 17))
	return formatted, valid
}

func chatMonthName(prefix string) string {
	for _, m := range []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"} {
		if strings.HasPrefix(strings.ToLower(m), strings.ToLower(prefix)) {
			return m
		}
	}
	return prefix
}

// chatReadName finds "my name is Sarah", "I'm Sarah Lee", or, when the assistant just
// asked for a name, a message that is only one ("Sarah Lee", "Sarah, Tuesday at 10").
func chatReadName(text string, askedName bool) string {
	if m := chatNamePattern.FindStringSubmatch(text); m != nil {
		if name := chatCleanName(m[1]); name != "" {
			return name
		}
	}
	if !askedName {
		return ""
	}
	for _, part := range strings.FieldsFunc(text, func(r rune) bool { return strings.ContainsRune(",.;!?-–—", r) }) {
		part = strings.TrimSpace(part)
		for _, filler := range []string{"it's ", "its ", "it is ", "name: ", "sure ", "ok ", "okay "} {
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

func chatUpperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
