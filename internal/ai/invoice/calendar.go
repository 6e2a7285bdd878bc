package invoice

import (
	"fmt"
	"strings"
	"time"

	"lexa/internal/ai/text"
)

// calendarDate is a day on the calendar, with no time of day or zone: invoices
// only ever name days, and doing the arithmetic in UTC keeps every day exactly 24 hours.
type calendarDate struct{ year, month, day int }

// String writes the date as YYYY-MM-DD.
func (d calendarDate) String() string {
	return fmt.Sprintf("%04d-%02d-%02d", d.year, d.month, d.day)
}

func (d calendarDate) isZero() bool { return d.year == 0 }

func (d calendarDate) utc() time.Time {
	return time.Date(d.year, time.Month(d.month), d.day, 0, 0, 0, 0, time.UTC)
}

// addDays returns the date n days later (earlier when n < 0).
func (d calendarDate) addDays(n int) calendarDate {
	t := d.utc().AddDate(0, 0, n)
	return calendarDate{t.Year(), int(t.Month()), t.Day()}
}

// daysUntil returns how many days later e is than d (negative when e is earlier).
func (d calendarDate) daysUntil(e calendarDate) int {
	return int(e.utc().Sub(d.utc()).Hours() / 24)
}

// newCalendarDate validates the parts (month 1–12, a day that exists in that month, a year
// between 1900 and 2199) and builds the date.
func newCalendarDate(year, month, day int) (calendarDate, bool) {
	if year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1 {
		return calendarDate{}, false
	}
	if day > time.Date(year, time.Month(month)+1, 0, 0, 0, 0, 0, time.UTC).Day() {
		return calendarDate{}, false
	}
	return calendarDate{year, month, day}, true
}

// The date forms people write on invoices, each anchored at the start of the text it is
// tried on. Month names list the full name before its abbreviation so the longer one wins.
const dateMonthNames = `(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.?`

var (
	// 2024-03-15, 2024/03/15
	dateISORe = text.Lazy(`^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b`)
	// 03/15/2024, 15.03.2024, 3-15-24
	dateNumericRe = text.Lazy(`^(\d{1,2})([/.\-])(\d{1,2})[/.\-](\d{4}|\d{2})\b`)
	// March 15, 2024; Fri, Mar 15 2024
	dateMonthFirstRe = text.Lazy(`(?i)^(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+)?` +
		dateMonthNames + `\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`)
	// 15 Mar 2024; 15-Mar-2024; 15th of March, 2024; 2. März 2026; 1er juin 2026;
	// 27 de julio de 2025; 3 maart 2025 (the month in any language text.MonthNumber reads)
	dateDayFirstRe = text.Lazy(`(?i)^(\d{1,2})(?:st|nd|rd|th|er|\.)?(?:\s+of|\s+de)?[\s\-]+` +
		text.MonthNamePattern + `\.?,?(?:\s+de)?[\s\-]+(\d{4})\b`)
	// 2025年7月3日, the Japanese order (year, month, day)
	dateJapaneseRe = text.Lazy(`^(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日`)
)

// parseDateAt reads a date at the very start of s (leading spaces allowed) in any of the forms
// above, and returns it with the number of bytes of s it used. All-number dates are read the
// American way (month first) unless the first number cannot be a month or the parts are
// separated by dots, the European habit.
func parseDateAt(s string) (calendarDate, int, bool) {
	trimmed := strings.TrimLeft(s, " \t")
	skipped := len(s) - len(trimmed)
	if m := dateISORe.FindStringSubmatch(trimmed); m != nil {
		if d, ok := newCalendarDate(text.SmallNumber(m[1]), text.SmallNumber(m[2]), text.SmallNumber(m[3])); ok {
			return d, skipped + len(m[0]), true
		}
	}
	if m := dateNumericRe.FindStringSubmatch(trimmed); m != nil {
		first, second, year := text.SmallNumber(m[1]), text.SmallNumber(m[3]), text.SmallNumber(m[4])
		if len(m[4]) == 2 {
			year += 2000
		}
		month, day := first, second
		if m[2] == "." || first > 12 {
			month, day = second, first
		}
		if d, ok := newCalendarDate(year, month, day); ok {
			return d, skipped + len(m[0]), true
		}
	}
	if m := dateJapaneseRe.FindStringSubmatch(trimmed); m != nil {
		if d, ok := newCalendarDate(text.SmallNumber(m[1]), text.SmallNumber(m[2]), text.SmallNumber(m[3])); ok {
			return d, skipped + len(m[0]), true
		}
	}
	if m := dateMonthFirstRe.FindStringSubmatch(trimmed); m != nil {
		if d, ok := newCalendarDate(text.SmallNumber(m[3]), text.MonthNumber(m[1]), text.SmallNumber(m[2])); ok {
			return d, skipped + len(m[0]), true
		}
	}
	if m := dateDayFirstRe.FindStringSubmatch(trimmed); m != nil {
		if d, ok := newCalendarDate(text.SmallNumber(m[3]), text.MonthNumber(m[2]), text.SmallNumber(m[1])); ok {
			return d, skipped + len(m[0]), true
		}
	}
	return calendarDate{}, 0, false
}
