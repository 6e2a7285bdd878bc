package httpapi

import (
	"encoding/json"
	"net/http"
	"strconv"
	"time"

	"lexa/internal/lexa"
)

// maxMetricsDays bounds the daily series: the usage API takes reports 90 days back.
const maxMetricsDays = 90

// handleMetricsSummary is the spec's get_user_metrics_summary over the last 30 days.
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

type totalsJSON struct {
	Calls   int64       `json:"calls"`
	Leads   int64       `json:"leads"`
	Revenue json.Number `json:"revenue"`
}

type usageDayJSON struct {
	Date string `json:"date"`
	totalsJSON
	ByType map[string]totalsJSON `json:"by_type"`
}

// handleMetricsDaily is the analytics chart's series: each of the last days, in total
// and per service type.
func (s *Server) handleMetricsDaily(w http.ResponseWriter, r *http.Request) {
	days := lexa.MetricsDays
	if raw := r.URL.Query().Get("days"); raw != "" {
		n, err := strconv.Atoi(raw)
		if err != nil || n < 1 || n > maxMetricsDays {
			s.writeError(w, r, &lexa.Error{Code: lexa.EInvalid, Message: "days must be a whole number from 1 to 90.",
				Fields: map[string]string{"days": "Days must be from 1 to 90"}})
			return
		}
		days = n
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
		byType := map[string]totalsJSON{}
		for t, u := range d.ByType {
			byType[t] = totals(u)
			total.Calls, total.Leads, total.RevenueCents = total.Calls+u.Calls, total.Leads+u.Leads, total.RevenueCents+u.RevenueCents
		}
		series[i] = usageDayJSON{Date: d.Date, totalsJSON: totals(total), ByType: byType}
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"days": days, "from": from.Format(time.DateOnly), "to": to.Format(time.DateOnly), "series": series,
	})
}

func totals(u lexa.UsageTotals) totalsJSON {
	return totalsJSON{Calls: u.Calls, Leads: u.Leads, Revenue: lexa.Dollars(u.RevenueCents)}
}
