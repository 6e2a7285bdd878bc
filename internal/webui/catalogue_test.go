package webui

import (
	"encoding/json"
	"html"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
)

// A page as the web build writes it: catalogue tokens in text, in the meta tag the
// browser reads back, and in JSON-LD.
const cataloguePage = `<!DOCTYPE html><html><head><meta name="lexa:plans" content="{{lexa:PLANS_JSON}}"/><title>Pricing</title>` +
	`<script type="application/ld+json">{"@type":"OfferCatalog","itemListElement":[{"name":"Starter","price":"{{lexa:PLAN_STARTER_MONTHLY}}"}]}</script></head>` +
	`<body><h1>Pricing</h1><span>Save up to {{lexa:SAVE_UP_TO_PERCENT}}%</span><p>from {{lexa:FROM_MONTHLY_USD}}</p>` +
	`<p id="s">{{lexa:PLAN_STARTER_MONTHLY_USD}} {{lexa:PLAN_STARTER_ANNUAL_PER_MONTH_USD}} {{lexa:PLAN_STARTER_ANNUAL_USD}} {{lexa:PLAN_STARTER_TWELVE_MONTHLY_USD}} {{lexa:PLAN_STARTER_ANNUAL_SAVING_USD}} {{lexa:PLAN_STARTER_PERCENT_OFF}}%</p>` +
	`<p id="e">{{lexa:PLAN_ENTERPRISE_MONTHLY_USD}} {{lexa:PLAN_ENTERPRISE_PERCENT_OFF}}%</p></body></html>`

func TestCatalogueTokensAreFilledIn(t *testing.T) {
	fsys := fixture()
	fsys["pricing/index.html"] = &fstest.MapFile{Data: []byte(cataloguePage)}
	s, err := New(fsys, testBrand)
	if err != nil {
		t.Fatal(err)
	}
	page := body(t, get(s, "GET", "/pricing"))
	for _, want := range []string{
		"Save up to 26%", "from $123",
		// 1230 / 12 = 102.5 → 103; 12 × 123 = 1476; saving 246; 16.7% → 16
		`<p id="s">$123 $103 $1,230 $1,476 $246 16%</p>`,
		`<p id="e">$789 26%</p>`,
		`"price":"123"`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %q:\n%s", want, page)
		}
	}
	// The meta tag carries the catalogue as JSON, escaped for the attribute.
	m := regexp.MustCompile(`<meta name="lexa:plans" content="([^"]*)"/>`).FindStringSubmatch(page)
	if m == nil {
		t.Fatalf("no lexa:plans meta tag:\n%s", page)
	}
	var got struct {
		SaveUpToPercent int `json:"save_up_to_percent"`
		Plans           []struct {
			ID      string
			Monthly int
		}
	}
	if err := json.Unmarshal([]byte(html.UnescapeString(m[1])), &got); err != nil {
		t.Fatalf("meta content %q: %v", m[1], err)
	}
	if got.SaveUpToPercent != 26 || len(got.Plans) != 3 || got.Plans[2].ID != "enterprise" || got.Plans[2].Monthly != 789 {
		t.Errorf("catalogue in the meta tag: %+v", got)
	}
}

// A page that names a plan the server does not sell stops start-up, like any unknown token.
func TestUnknownCatalogueTokenStopsStartUp(t *testing.T) {
	fsys := fixture()
	fsys["pricing/index.html"] = &fstest.MapFile{Data: []byte(strings.ReplaceAll(cataloguePage, "PLAN_ENTERPRISE_", "PLAN_GOLD_"))}
	if _, err := New(fsys, testBrand); err == nil || !strings.Contains(err.Error(), "unreplaced") {
		t.Errorf("a page with an unknown plan token: %v", err)
	}
}
