package app

import (
	"encoding/json"
	"html"
	"io/fs"
	"regexp"
	"slices"
	"strings"
	"testing"

	"lexa/internal/lexa"
	"lexa/internal/webui"
)

// pageText is what a reader sees of a page: its text without tags, with React's
// <!-- --> separators between adjacent text pieces removed first ("Save up to 26%").
func pageText(page string) string {
	page = strings.ReplaceAll(page, "<!-- -->", "")
	page = regexp.MustCompile(`(?s)<script.*?</script>`).ReplaceAllString(page, " ")
	return strings.Join(strings.Fields(html.UnescapeString(tag.ReplaceAllString(page, " "))), " ")
}

var (
	// A dollar amount as the pages write it: "$299", "$1,499".
	pricePattern = regexp.MustCompile(`\$(\d{1,3}(?:,\d{3})*)`)
	// Amounts that were ever a plan's price or saving: the first prototype's (197, 297, 497,
	// 997) and the defaults' prices, monthly equivalents, 12-month totals and savings.
	staleAmounts = []string{"197", "297", "497", "997", "299", "699", "1499", "2990", "6990", "14990",
		"249", "583", "1249", "3588", "8388", "17988", "598", "1398", "2998"}
	// JSON-LD offer prices.
	offerPrice = regexp.MustCompile(`"price":"(\d+)"`)
	// Every percentage that is a saving.
	savingPercent = regexp.MustCompile(`(?i)(?:save up to|saves up to|save) (\d+)%|(\d+)% off`)
	// Numbers the site once hard-coded as prices or savings; a bare one in the site's own
	// scripts is a price built into the bundle.
	bareStale = regexp.MustCompile(`\b(197|297|497|997|299|699|1499|2990|6990|14990)\b`)
)

// catalogueCase is a catalogue and what every page must and must not show with it.
type catalogueCase struct {
	name      string
	plansFile string // empty: the defaults
	// prices are the catalogue's amounts the pages show (without thousands separators).
	prices []string
	// savings are the only saving percentages a page may show.
	savings []string
	// want lists texts each page must show, by route.
	want map[string][]string
	// meta is what the lexa:plans tag must say.
	fromMonthly, saveUpTo int
}

// inclusions are what the pricing page says each plan includes a month per service, as a
// reader sees it (service, then allowance): the service-type table's allowances
// (lexa.PlanAllowance), the same whatever the prices, so they are checked with every
// catalogue. The page lists every service once per plan, Starter first.
var inclusions = func() []string {
	var out []string
	for _, plan := range lexa.PlanIDs() {
		for _, k := range lexa.ServiceKinds() {
			a := lexa.PlanAllowance(plan, k.Type)
			text := "Not included"
			switch {
			case a.Included && a.Monthly > 0:
				text = lexa.FormatCount(a.Monthly) + " " + k.UnitOther
			case a.Included:
				text = "Unlimited " + k.UnitOther
			}
			out = append(out, k.Name+" "+text)
		}
	}
	return out
}()

var catalogueCases = []catalogueCase{{
	name:      "configured amounts",
	plansFile: configuredAmounts,
	prices:    []string{"123", "456", "789", "1230", "1476", "246", "103", "342", "579", "4104", "6950"},
	savings:   []string{"26", "16", "25"},
	want: map[string][]string{
		"/pricing": append([]string{
			"Save up to 26%", "$123 /month", "$456 /month", "$789 /month",
			"save up to 26% compared with paying monthly. Starter, for example, is $1,230 a year instead of $1,476, a saving of $246.",
			"Starter ($123/month)", "Professional ($456/month)", "Enterprise ($789/month)",
			// The numbers the table holds today, written out once.
			"Voice AI Receptionists 500 calls answered", "AI Recruitment System 1,000 candidates screened",
			"Call Center & Lead Management 5,000 leads handled", "Payroll Automation Unlimited documents processed",
		}, inclusions...),
		"/services/voice-ai": {
			"Plans start at $123 per month", "on the Starter plan at $123 per month",
			"Starter ($123/month)", "Professional ($456/month)", "Enterprise ($789/month)",
		},
	},
	fromMonthly: 123, saveUpTo: 26,
}, {
	name:    "defaults",
	prices:  []string{"299", "699", "1499", "2990", "3588", "598"},
	savings: []string{"16"},
	want: map[string][]string{
		"/pricing": append([]string{
			"Save up to 16%", "$299 /month", "$699 /month", "$1,499 /month",
			"save up to 16% compared with paying monthly. Starter, for example, is $2,990 a year instead of $3,588, a saving of $598.",
			"Starter ($299/month)", "Professional ($699/month)", "Enterprise ($1,499/month)",
		}, inclusions...),
		"/services/voice-ai": {"Plans start at $299 per month", "on the Starter plan at $299 per month", "Starter ($299/month)"},
	},
	fromMonthly: 299, saveUpTo: 16,
}}

// Every prerendered page and every script of the real build quotes the catalogue the
// server was started with, and nothing else: no price of the first prototype, no
// default price when others are configured, no token, no NaN. The ROI calculator's plan
// options are the catalogue's, and its price-dependent figures are not in the HTML.
func TestEveryPageQuotesTheCatalogue(t *testing.T) {
	t.Parallel()
	routes := publicRoutes(t)
	scripts, err := fs.Glob(webui.Embedded(), "assets/*.js")
	if err != nil || len(scripts) == 0 {
		t.Fatalf("no scripts in the build: %v", err)
	}
	for _, tc := range catalogueCases {
		t.Run(tc.name, func(t *testing.T) {
			env := map[string]string{}
			if tc.plansFile != "" {
				env["PLANS_FILE"] = plansFile(t, tc.plansFile)
			}
			base := startAppWith(t, env)
			pages := append(slices.Clone(routes), "/dashboard", "/no-such-page")
			for _, route := range pages {
				_, page := fetch(t, "GET", base+route)
				checkCataloguePage(t, tc, route, page)
			}
			for route := range tc.want {
				if !slices.Contains(routes, route) {
					t.Errorf("%s is not a public route", route)
				}
			}

			chat := false
			for _, name := range scripts {
				res, js := fetch(t, "GET", base+"/"+name)
				if res.StatusCode != 200 {
					t.Fatalf("%s: %d", name, res.StatusCode)
				}
				for _, stale := range []string{"$197", "$297", "$497", "$997", "$299", "$699", "$1,499", "$2,990", "$6,990", "$14,990", "Save up to 20%", "up to 20%"} {
					if strings.Contains(js, stale) {
						t.Errorf("%s: a built-in price or saving %q", name, stale)
					}
				}
				// The site's own scripts (copy, chat, calculator) carry no price at all, not even a bare number.
				if strings.Contains(js, "Our plans start from") || strings.Contains(js, "ROI Calculator") || strings.Contains(js, "Save up to") || strings.Contains(js, "Plans start at") {
					chat = chat || strings.Contains(js, "Our plans start from")
					if m := bareStale.FindString(js); m != "" {
						t.Errorf("%s: the site's script holds the number %s", name, m)
					}
				}
			}
			if !chat {
				t.Error("no script holds the chat's replies")
			}
		})
	}
}

// checkCataloguePage checks one page's HTML against the catalogue.
func checkCataloguePage(t *testing.T, tc catalogueCase, route, page string) {
	t.Helper()
	if strings.Contains(page, "{{lexa:") || strings.Contains(page, "NaN") {
		t.Errorf("%s: a token or NaN is left in the page", route)
	}
	text := pageText(page)
	for _, want := range tc.want[route] {
		if !strings.Contains(text, want) {
			t.Errorf("%s: lacks %q", route, want)
		}
	}
	for _, m := range pricePattern.FindAllStringSubmatch(text, -1) {
		if isStale(tc, m[1]) {
			t.Errorf("%s: shows %s, which is not in the catalogue", route, m[0])
		}
	}
	for _, m := range offerPrice.FindAllStringSubmatch(page, -1) {
		if !slices.Contains(tc.prices, m[1]) {
			t.Errorf("%s: JSON-LD offers a price of %s", route, m[1])
		}
	}
	for _, m := range savingPercent.FindAllStringSubmatch(text+" "+page, -1) {
		if p := m[1] + m[2]; !slices.Contains(tc.savings, p) {
			t.Errorf("%s: promises a saving of %s%% (%q)", route, p, m[0])
		}
	}
	// The calculator's return on the plan price is worked out in the browser only.
	if strings.Contains(page, `data-testid="roi-plan-price"`) && (!strings.Contains(page, `data-testid="roi-percent-pending"`) || strings.Contains(page, `data-testid="roi-percent"`)) {
		t.Errorf("%s: the ROI calculator's HTML holds a price-dependent figure", route)
	}
	m := regexp.MustCompile(`<meta name="lexa:plans" content="([^"]*)"`).FindStringSubmatch(page)
	if m == nil {
		t.Errorf("%s: no lexa:plans meta tag", route)
		return
	}
	var meta struct {
		FromMonthly     int `json:"from_monthly"`
		SaveUpToPercent int `json:"save_up_to_percent"`
		Plans           []struct{ ID string }
	}
	if err := json.Unmarshal([]byte(html.UnescapeString(m[1])), &meta); err != nil || meta.FromMonthly != tc.fromMonthly || meta.SaveUpToPercent != tc.saveUpTo || len(meta.Plans) != 3 {
		t.Errorf("%s: lexa:plans says %+v (%v)", route, meta, err)
	}
}

// isStale reports an amount that was once a plan's figure but is not in this catalogue.
func isStale(tc catalogueCase, amount string) bool {
	n := strings.ReplaceAll(amount, ",", "")
	return slices.Contains(staleAmounts, n) && !slices.Contains(tc.prices, n)
}
