package app

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"lexa/internal/lexa"
)

// /terms is a prerendered public page: in the sitemap, with the configured company name,
// e-mail and city filled in, the catalogue's prices and the server's trial length.
func TestTermsPageIsPrerenderedWithTheConfiguredNames(t *testing.T) {
	t.Parallel()
	if !slices.Contains(publicRoutes(t), "/terms") {
		t.Fatal("/terms is not a public route in site-map.json")
	}
	base := startAppWith(t, map[string]string{
		"SITE_NAME": "Acme Automation", "CONTACT_EMAIL": "legal@acme.test", "CONTACT_CITY": "Springfield, IL",
		"PLANS_FILE": plansFile(t, configuredAmounts),
	})
	res, page := fetch(t, "GET", base+"/terms")
	if res.StatusCode != 200 {
		t.Fatalf("status %d", res.StatusCode)
	}
	text := pageText(page)
	for _, want := range []string{
		"Terms of Service",
		"between you and Acme Automation",
		"legal@acme.test",
		"our office in Springfield, IL",
		"Starter at $123 per month, Professional at $456 per month and Enterprise at $789 per month",
		"saves up to 26% compared with paying monthly",
		fmt.Sprintf("a %d-day free trial", lexa.TrialDays),
		"Acceptable Use of the AI Features",
		"Limitation of Liability",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("/terms lacks %q", want)
		}
	}
	if strings.Contains(page, "{{lexa:") {
		t.Error("/terms keeps a token")
	}
	if _, sitemap := fetch(t, "GET", base+"/sitemap.xml"); !strings.Contains(sitemap, "<loc>"+defaultBaseURL+"/terms</loc>") {
		t.Errorf("sitemap lacks /terms:\n%s", sitemap)
	}
	// Every page's footer links to it.
	if _, home := fetch(t, "GET", base+"/"); !strings.Contains(home, `href="/terms"`) {
		t.Error("the footer does not link to /terms")
	}
}
