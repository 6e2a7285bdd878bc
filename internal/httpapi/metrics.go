package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"lexa/internal/lexa"
)

// maxMetricsDays bounds the daily series: the usage API takes reports 90 days back.
const maxMetricsDays = 90

// handleMetricsSummary is the dashboard's metric cards over the last 30 days
// (docs/product.md, "Dashboard and services").
func (s *Server) handleMetricsSummary(w http.ResponseWriter, r *http.Request) {
	from := lexa.FirstDay(s.Clock.Now(), lexa.MetricsDays)
	m, err := s.Store.MetricsSummary(r.Context(), userFrom(r).ID, from)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"total_calls": m.Calls, "total_leads": m.Leads, "total_revenue": lexa.Dollars(m.RevenueCents),
		"active_services": m.ActiveServices, "days": lexa.MetricsDays, "from": m.From,
	})
}

// totalsJSON is a sum of usage reports; revenue in USD.
type totalsJSON struct {
	Calls        int64       `json:"calls"`
	Leads        int64       `json:"leads"`
	Revenue      json.Number `json:"revenue"`
	Units        int64       `json:"units"`
	MinutesSaved int64       `json:"minutes_saved"`
}

func totals(u lexa.UsageTotals) totalsJSON {
	return totalsJSON{Calls: u.Calls, Leads: u.Leads, Revenue: lexa.Dollars(u.RevenueCents), Units: u.Units, MinutesSaved: u.MinutesSaved}
}

type usageDayJSON struct {
	Date string `json:"date"`
	totalsJSON
	ByType map[lexa.ServiceType]totalsJSON `json:"by_type"`
}

// metricsDays reads the ?days= of a metrics request: MetricsDays when absent, else a
// whole number from 1 to limit (a 400 naming the range when not).
func metricsDays(r *http.Request, limit int) (int, error) {
	raw := r.URL.Query().Get("days")
	if raw == "" {
		return lexa.MetricsDays, nil
	}
	n, err := strconv.Atoi(raw)
	if err != nil || n < 1 || n > limit {
		return 0, &lexa.Error{Code: lexa.EInvalid, Message: fmt.Sprintf("days must be a whole number from 1 to %d.", limit),
			Fields: map[string]string{"days": fmt.Sprintf("Days must be from 1 to %d", limit)}}
	}
	return n, nil
}

// handleMetricsDaily is the analytics chart's series: each of the last days, in total
// and per service type.
func (s *Server) handleMetricsDaily(w http.ResponseWriter, r *http.Request) {
	days, err := metricsDays(r, maxMetricsDays)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	now := s.Clock.Now()
	from, to := lexa.FirstDay(now, days), lexa.FirstDay(now, 1)
	daily, err := s.Store.DailyUsage(r.Context(), userFrom(r).ID, from, to)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	series := make([]usageDayJSON, len(daily))
	for i, d := range daily {
		var total lexa.UsageTotals
		byType := map[lexa.ServiceType]totalsJSON{}
		for t, u := range d.ByType {
			byType[t] = totals(u)
			total = total.Add(u)
		}
		series[i] = usageDayJSON{Date: d.Date, totalsJSON: totals(total), ByType: byType}
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"days": days, "from": from.Format(time.DateOnly), "to": to.Format(time.DateOnly), "series": series,
	})
}

type serviceMetricsJSON struct {
	ID       string           `json:"id"`
	Type     lexa.ServiceType `json:"service_type"`
	Name     string           `json:"service_name"`
	Status   string           `json:"status"`
	Current  totalsJSON       `json:"current"`
	Previous totalsJSON       `json:"previous"`
}

type windowJSON struct {
	From string `json:"from"`
	To   string `json:"to"`
}

// metricsPlanJSON is the plan the user pays for, which the analytics' return is measured
// against: its price per billing interval, in whole USD.
type metricsPlanJSON struct {
	ID       string `json:"id"`
	Name     string `json:"name"`
	Interval string `json:"interval"`
	Amount   int    `json:"amount"`
}

type serviceMetricsAnswer struct {
	Days     int                  `json:"days"`
	Current  windowJSON           `json:"current"`
	Previous windowJSON           `json:"previous"`
	Plan     *metricsPlanJSON     `json:"plan"`
	Services []serviceMetricsJSON `json:"services"`
}

// handleMetricsServices is the analytics page's data: each of the user's services with
// its sums for the last days and for the same number of days before them, and the plan
// (if any) whose price the page weighs the savings against.
func (s *Server) handleMetricsServices(w http.ResponseWriter, r *http.Request) {
	days, err := metricsDays(r, lexa.MaxWindowDays)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	userID := userFrom(r).ID
	win := lexa.NewMetricsWindow(s.Clock.Now(), days)
	list, err := s.Store.ServiceMetrics(r.Context(), userID, win)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	plan, err := s.paidPlan(r, userID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	day := func(t time.Time) string { return t.Format(time.DateOnly) }
	out := serviceMetricsAnswer{Days: days, Plan: plan,
		Current:  windowJSON{From: day(win.From), To: day(win.To)},
		Previous: windowJSON{From: day(win.PreviousFrom), To: day(win.PreviousTo)},
		Services: make([]serviceMetricsJSON, len(list)),
	}
	for i, m := range list {
		out.Services[i] = serviceMetricsJSON{ID: m.ServiceID, Type: m.Type, Name: m.Name, Status: m.Status,
			Current: totals(m.Current), Previous: totals(m.Previous)}
	}
	writeJSON(w, http.StatusOK, out)
}

// paidPlan is the plan of the user's current subscription with its price from the
// catalogue, or nil without one (or for a price the catalogue no longer has).
func (s *Server) paidPlan(r *http.Request, userID string) (*metricsPlanJSON, error) {
	subs, err := s.subscriptionsOf(r, userID)
	if err != nil {
		return nil, err
	}
	cur, ok := lexa.CurrentSubscription(subs, s.Clock.Now())
	if !ok {
		return nil, nil
	}
	plan, found := s.Billing.Catalog().Plan(cur.PlanID)
	if !found {
		return nil, nil
	}
	price := plan.Price(cur.Interval)
	return &metricsPlanJSON{ID: plan.ID, Name: plan.Name, Interval: string(price.Interval), Amount: price.Amount}, nil
}
