package app

import (
	"testing"

	"lexa/internal/store/storetest"
)

// The dashboard's first visit says 'Welcome' (decision 0065): POST /api/dashboard/visit
// answers first_visit true once per account, false after, and 401 without a session.
func TestDashboardFirstVisit(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("nadia@example.com", "a password", true)
		s.seedUser("omar@example.com", "a password", true)
		nadia, omar := s.visitor("203.0.113.90"), s.visitor("203.0.113.91")
		if res, _ := nadia.do("POST", "/api/dashboard/visit", nil); res.StatusCode != 401 {
			t.Errorf("without a session: %d, want 401", res.StatusCode)
		}
		nadia.signIn("nadia@example.com", "a password")
		omar.signIn("omar@example.com", "a password")
		for i, want := range []bool{true, false, false} {
			res, resp := nadia.do("POST", "/api/dashboard/visit", nil)
			if res.StatusCode != 200 || resp["first_visit"] != want {
				t.Errorf("visit %d: %d %v, want first_visit %v", i+1, res.StatusCode, resp, want)
			}
		}
		// Another account has its own first visit.
		if res, resp := omar.do("POST", "/api/dashboard/visit", nil); res.StatusCode != 200 || resp["first_visit"] != true {
			t.Errorf("second account: %d %v", res.StatusCode, resp)
		}
	})
}
