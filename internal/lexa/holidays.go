package lexa

import "time"

// FederalHoliday is one US federal holiday as it is observed: the day offices close.
type FederalHoliday struct {
	Name     string
	Observed time.Time // midnight UTC of the observed date; only the date matters
}

// FederalHolidays lists the eleven US federal holidays of a year (5 U.S.C. 6103) on the
// dates they are observed. A fixed-date holiday that falls on a Saturday is observed on
// the Friday before and one on a Sunday on the Monday after, so New Year's Day of some
// years is observed on December 31 of the year before (2028's on 2027-12-31): that day
// is listed under the holiday's own year.
func FederalHolidays(year int) []FederalHoliday {
	fixed := func(name string, month time.Month, day int) FederalHoliday {
		return FederalHoliday{Name: name, Observed: observedDate(civilDate(year, month, day))}
	}
	nth := func(name string, month time.Month, weekday time.Weekday, n int) FederalHoliday {
		return FederalHoliday{Name: name, Observed: nthWeekday(year, month, weekday, n)}
	}
	return []FederalHoliday{
		fixed("New Year's Day", time.January, 1),
		nth("Birthday of Martin Luther King, Jr.", time.January, time.Monday, 3),
		nth("Washington's Birthday", time.February, time.Monday, 3),
		nth("Memorial Day", time.May, time.Monday, -1),
		fixed("Juneteenth National Independence Day", time.June, 19),
		fixed("Independence Day", time.July, 4),
		nth("Labor Day", time.September, time.Monday, 1),
		nth("Columbus Day", time.October, time.Monday, 2),
		fixed("Veterans Day", time.November, 11),
		nth("Thanksgiving Day", time.November, time.Thursday, 4),
		fixed("Christmas Day", time.December, 25),
	}
}

// FederalHolidayOn names the federal holiday observed on date ("2026-11-26"), if any.
// It also looks at the next year's list, whose New Year's Day may be observed on
// December 31.
func FederalHolidayOn(date string) (string, bool) {
	d, err := time.Parse(time.DateOnly, date)
	if err != nil {
		return "", false
	}
	for _, year := range []int{d.Year(), d.Year() + 1} {
		for _, h := range FederalHolidays(year) {
			if h.Observed.Equal(d) {
				return h.Name, true
			}
		}
	}
	return "", false
}

func civilDate(year int, month time.Month, day int) time.Time {
	return time.Date(year, month, day, 0, 0, 0, 0, time.UTC)
}

// observedDate moves a weekend holiday to the nearest weekday: Saturday to Friday, Sunday to Monday.
func observedDate(d time.Time) time.Time {
	switch d.Weekday() {
	case time.Saturday:
		return d.AddDate(0, 0, -1)
	case time.Sunday:
		return d.AddDate(0, 0, 1)
	}
	return d
}

// nthWeekday is the n-th given weekday of a month (n = 1…4), or its last one for n = -1.
func nthWeekday(year int, month time.Month, weekday time.Weekday, n int) time.Time {
	if n < 0 {
		last := civilDate(year, month+1, 0)
		return last.AddDate(0, 0, -((int(last.Weekday()) - int(weekday) + 7) % 7))
	}
	first := civilDate(year, month, 1)
	return first.AddDate(0, 0, (int(weekday)-int(first.Weekday())+7)%7+7*(n-1))
}
