package mail

import (
	"fmt"
	"strings"
	"time"

	"lexa/internal/lexa"
)

// PasswordChanged tells a user their password was changed (on the settings page), when
// and from where, so someone else's change does not go unnoticed; its button leads to
// the site, where 'Forgot password' starts a reset.
func (c *Composer) PasswordChanged(email, fullName string, at time.Time, ip string) (lexa.Email, error) {
	local := at.In(c.loc)
	e, err := c.render("password_changed", view{
		Preheader: "Every other device was signed out.",
		Recipient: fullName,
		ActionURL: c.brand.BaseURL + "/",
		Details: []detail{
			{Label: "When", Value: longDate(local) + ", " + clock(local) + " " + local.Format("MST")},
			{Label: "From address", Value: orNone(ip)},
		},
	})
	if err != nil {
		return e, err
	}
	e.To = []string{address(fullName, email)}
	return e, nil
}

// WeeklySummary is the Monday mail of a user's usage in the week just over: per
// service its units, the minutes it saved and the revenue it brought, then the totals.
func (c *Composer) WeeklySummary(to lexa.SummaryRecipient, s lexa.WeeklySummary) (lexa.Email, error) {
	last := s.Week.End().AddDate(0, 0, -1)
	span := s.Week.Start.Format("January 2") + " to " + last.Format("January 2, 2006")
	details := make([]detail, 0, len(s.Services)+1)
	for _, m := range s.Services {
		details = append(details, detail{Label: m.Name, Value: usageLine(m.Current)})
	}
	total := s.Total()
	details = append(details, detail{Label: "All services", Value: usageLine(total)})
	e, err := c.render("weekly_summary", view{
		Preheader: "in the week of " + span + ".",
		Summary:   fmt.Sprintf("%d units, %s saved", total.Units, savedTime(total.MinutesSaved)),
		Recipient: to.FullName,
		Details:   details,
		ActionURL: c.brand.BaseURL + "/analytics",
	})
	if err != nil {
		return e, err
	}
	e.To = []string{address(to.FullName, to.Email)}
	return e, nil
}

// usageLine is one service's week in words.
func usageLine(t lexa.UsageTotals) string {
	return fmt.Sprintf("%d units · %s saved · $%s revenue", t.Units, savedTime(t.MinutesSaved), lexa.Dollars(t.RevenueCents))
}

// savedTime reads minutes as people say them: "45 min", "3 h 20 min".
func savedTime(minutes int64) string {
	if minutes < 60 {
		return fmt.Sprintf("%d min", minutes)
	}
	if minutes%60 == 0 {
		return fmt.Sprintf("%d h", minutes/60)
	}
	return fmt.Sprintf("%d h %d min", minutes/60, minutes%60)
}

// DailyCalls is the morning mail of a voice service's calls the day before, for an owner
// who turned it on: how many, by outcome, then each call (its time, who called, how it
// ended, how long), up to lexa.MaxDailySummaryCalls, and a link to the call log.
func (c *Composer) DailyCalls(to lexa.CallSummaryService, d lexa.DayOfCalls) (lexa.Email, error) {
	loc := d.Day.Location()
	var counts []string
	for _, outcome := range lexa.CallOutcomes {
		if n := d.ByOutcome[outcome]; n > 0 {
			counts = append(counts, fmt.Sprintf("%d %s", n, outcome))
		}
	}
	details := []detail{{Label: "Calls", Value: fmt.Sprintf("%d: %s", d.Total, strings.Join(counts, ", "))}}
	for _, call := range d.Calls {
		details = append(details, detail{Label: clock(call.StartedAt.In(loc)),
			Value: fmt.Sprintf("%s · %s · %s", orNone(call.Caller), call.Outcome, callLength(call.DurationSeconds))})
	}
	if more := d.Total - len(d.Calls); more > 0 {
		details = append(details, detail{Label: "And", Value: fmt.Sprintf("%d more in the call log", more)})
	}
	calls := "1 call"
	if d.Total != 1 {
		calls = fmt.Sprintf("%d calls", d.Total)
	}
	e, err := c.render("daily_calls", view{
		Preheader: "on " + longDate(d.Day) + ".",
		Summary:   calls + " to " + to.ServiceName + " on " + d.Day.Format("Monday, January 2"),
		Recipient: to.FullName,
		Details:   details,
		ActionURL: c.brand.BaseURL + "/dashboard/services/" + to.ServiceID,
	})
	if err != nil {
		return e, err
	}
	e.To = []string{address(to.FullName, to.Email)}
	return e, nil
}

// callLength reads a call's seconds as people say them: "45 s", "3 min".
func callLength(seconds int) string {
	if seconds < 60 {
		return fmt.Sprintf("%d s", seconds)
	}
	return fmt.Sprintf("%d min", (seconds+30)/60)
}
