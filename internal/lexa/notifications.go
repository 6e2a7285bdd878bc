package lexa

import (
	"fmt"
	"time"
)

// NotificationPrefs are the e-mails a user chose on the settings page. Each is honoured
// where its mail is queued: HotLeads by the lead scorer's store transaction,
// WeeklySummary by the weekly summary job; Receptionist by the store transaction that
// keeps a booking or message the receptionist's conversation took; DailyCalls by the
// daily call summary job; ProductNews is only
// stored, as there is no news mail yet.
type NotificationPrefs struct {
	HotLeads      bool `json:"email_hot_leads"`
	WeeklySummary bool `json:"email_weekly_summary"`
	ProductNews   bool `json:"email_product_news"`
	Receptionist  bool `json:"email_receptionist"`
	// DailyCalls is the optional morning mail of each voice service's calls the day
	// before (callsummary), off until the owner turns it on.
	DailyCalls bool `json:"email_daily_calls"`
}

// SummaryWeek is one ISO week, Monday 00:00 UTC to the next Monday, that a usage
// summary covers.
type SummaryWeek struct {
	Start time.Time // Monday 00:00 UTC
}

// LastCompleteWeek is the ISO week before now's: the newest week whose usage is final.
func LastCompleteWeek(now time.Time) SummaryWeek {
	today := FirstDay(now, 1)
	// Monday is day 0 of an ISO week; Go counts from Sunday.
	sinceMonday := (int(today.Weekday()) + 6) % 7
	return SummaryWeek{Start: today.AddDate(0, 0, -sinceMonday-7)}
}

// Key names the week as ISO 8601 does ("2026-W05"); keys of later weeks sort after
// earlier ones, which the store's once-per-week rule relies on.
func (w SummaryWeek) Key() string {
	year, week := w.Start.ISOWeek()
	return fmt.Sprintf("%04d-W%02d", year, week)
}

// End is the Monday after the week, when it is over.
func (w SummaryWeek) End() time.Time { return w.Start.AddDate(0, 0, 7) }

// Window is the week as the analytics count usage (whole UTC days), with the week
// before it to compare with.
func (w SummaryWeek) Window() MetricsWindow {
	return MetricsWindow{Days: 7, From: w.Start, To: w.Start.AddDate(0, 0, 6),
		PreviousFrom: w.Start.AddDate(0, 0, -7), PreviousTo: w.Start.AddDate(0, 0, -1)}
}

// SummaryRecipient is a user due a weekly summary.
type SummaryRecipient struct {
	UserID, Email, FullName string
	HourlyCostCents         int64
}

// WeeklySummary is what the weekly usage mail says: each service's usage in the week.
type WeeklySummary struct {
	Week     SummaryWeek
	Services []ServiceMetrics // Current is the week, Previous the week before
}

// Total is the week's usage over all services.
func (s WeeklySummary) Total() UsageTotals {
	var t UsageTotals
	for _, m := range s.Services {
		t = t.Add(m.Current)
	}
	return t
}

// Recipient is an account an e-mail about its own business goes to.
type Recipient struct {
	Email, Name string
}

// CallSummaryService is a voice service whose owner wants the daily call summary: who
// gets it, the time zone its days are counted in (its receptionist profile's), and the
// last local day ("2006-01-02") whose summary was done.
type CallSummaryService struct {
	ServiceID, ServiceName  string
	UserID, Email, FullName string
	Timezone                string
	LastDay                 string
}

// MaxDailySummaryCalls is how many calls a daily summary lists; it counts them all.
const MaxDailySummaryCalls = 50

// DayOfCalls is what a daily call summary says: a service's calls of one local day.
type DayOfCalls struct {
	Day       time.Time      // the day's start, in the service's time zone
	Total     int            // every call of the day
	ByOutcome map[string]int // the day's calls by outcome (CallOutcomes)
	Calls     []Call         // the first MaxDailySummaryCalls, earliest first, without transcripts
}
