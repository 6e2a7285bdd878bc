package lexa

import "time"

// UsageTotals are the measures of usage reports summed over a span.
type UsageTotals struct {
	Calls, Leads, RevenueCents int64
	Units, MinutesSaved        int64
}

// Add is the sum of two totals.
func (t UsageTotals) Add(o UsageTotals) UsageTotals {
	return UsageTotals{Calls: t.Calls + o.Calls, Leads: t.Leads + o.Leads, RevenueCents: t.RevenueCents + o.RevenueCents,
		Units: t.Units + o.Units, MinutesSaved: t.MinutesSaved + o.MinutesSaved}
}

// MetricsSummary is the dashboard's metric cards over the last days (docs/product.md,
// "Dashboard and services").
type MetricsSummary struct {
	UsageTotals
	ActiveServices int64
	From           string // the first day counted, "2006-01-02"
}

// DailyUsage is one day's usage per service type.
type DailyUsage struct {
	Date   string // "2006-01-02", UTC
	ByType map[ServiceType]UsageTotals
}

// MetricsDays is the span of the metrics summary: today and the 29 days before.
const MetricsDays = 30

// MaxWindowDays bounds a metrics window: a year, and the year before it to compare with.
const MaxWindowDays = 365

// FirstDay is the first UTC day of a span of days ending today.
func FirstDay(now time.Time, days int) time.Time {
	y, m, d := now.UTC().Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC).AddDate(0, 0, -(days - 1))
}

// MetricsWindow is a span of whole UTC days ending today, and the span of the same
// length just before it, which the analytics compare it with.
type MetricsWindow struct {
	Days                     int
	From, To                 time.Time // first and last day, inclusive
	PreviousFrom, PreviousTo time.Time
}

// NewMetricsWindow is the window of days ending on now's UTC day.
func NewMetricsWindow(now time.Time, days int) MetricsWindow {
	from := FirstDay(now, days)
	return MetricsWindow{
		Days: days, From: from, To: FirstDay(now, 1),
		PreviousFrom: from.AddDate(0, 0, -days), PreviousTo: from.AddDate(0, 0, -1),
	}
}

// ServiceMetrics is one service's usage in a window and in the window before it.
type ServiceMetrics struct {
	ServiceID, Name, Status string
	Type                    ServiceType
	Current, Previous       UsageTotals
}
