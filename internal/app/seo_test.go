package app

import (
	"encoding/json"
	"encoding/xml"
	"html"
	"io/fs"
	"regexp"
	"slices"
	"strings"
	"testing"

	"lexa/internal/webui"
)

var (
	jsonLD    = regexp.MustCompile(`(?s)<script type="application/ld\+json">(.*?)</script>`)
	canonical = regexp.MustCompile(`<link rel="canonical" href="([^"]+)"`)
	h1        = regexp.MustCompile(`(?s)<h1[^>]*>(.*?)</h1>`)
	tag       = regexp.MustCompile(`<[^>]+>`)
)

func publicRoutes(t *testing.T) []string {
	t.Helper()
	raw, err := fs.ReadFile(webui.Embedded(), "site-map.json")
	if err != nil {
		t.Skip("web app not built (run make build)")
	}
	var sm struct{ Public []string }
	if err := json.Unmarshal(raw, &sm); err != nil {
		t.Fatal(err)
	}
	return sm.Public
}

// What a crawler sees without running JavaScript: the page's text, its canonical URL,
// Open Graph and Twitter tags, and JSON-LD that parses.
func TestPrerenderedPagesAreCompleteForCrawlers(t *testing.T) {
	t.Parallel()
	routes := publicRoutes(t)
	base := startApp(t)
	wantTypes := map[string][]string{
		"/":                           {"Organization", "Service"},
		"/pricing":                    {"FAQPage", "OfferCatalog"},
		"/services/voice-ai":          {"Service"},
		"/services/recruitment":       {"Service"},
		"/services/payroll":           {"Service"},
		"/services/call-center":       {"Service"},
		"/services/content-marketing": {"Service"},
	}
	for _, route := range routes {
		res, body := fetch(t, "GET", base+route)
		if res.StatusCode != 200 {
			t.Errorf("%s: status %d", route, res.StatusCode)
			continue
		}
		if m := canonical.FindStringSubmatch(body); m == nil || m[1] != defaultBaseURL+route {
			t.Errorf("%s: canonical %v, want BASE_URL%s", route, m, route)
		}
		for _, meta := range []string{`property="og:title"`, `property="og:description"`, `property="og:url"`, `property="og:image"`, `name="twitter:card"`, `name="description"`} {
			if !strings.Contains(body, meta) {
				t.Errorf("%s: no %s", route, meta)
			}
		}
		if m := h1.FindStringSubmatch(body); m == nil || strings.TrimSpace(tag.ReplaceAllString(m[1], "")) == "" {
			t.Errorf("%s: no <h1> text in the HTML", route)
		}
		if text := visibleText(body); len(text) < 300 {
			t.Errorf("%s: only %d characters of text in the HTML", route, len(text))
		}
		var types []string
		for _, block := range jsonLD.FindAllStringSubmatch(body, -1) {
			var data struct {
				Type string `json:"@type"`
			}
			if err := json.Unmarshal([]byte(block[1]), &data); err != nil {
				t.Errorf("%s: JSON-LD does not parse: %v", route, err)
			}
			types = append(types, data.Type)
		}
		for _, want := range wantTypes[route] {
			if !slices.Contains(types, want) {
				t.Errorf("%s: JSON-LD types %v lack %s", route, types, want)
			}
		}
	}
}

func TestSitemapListsEveryPublicRoute(t *testing.T) {
	t.Parallel()
	routes := publicRoutes(t)
	base := startApp(t)
	res, body := fetch(t, "GET", base+"/sitemap.xml")
	if res.StatusCode != 200 {
		t.Fatalf("status %d", res.StatusCode)
	}
	var set struct {
		URLs []struct {
			Loc string `xml:"loc"`
		} `xml:"url"`
	}
	if err := xml.Unmarshal([]byte(body), &set); err != nil {
		t.Fatal(err)
	}
	var locs []string
	for _, u := range set.URLs {
		locs = append(locs, u.Loc)
	}
	for _, route := range routes {
		if !slices.Contains(locs, defaultBaseURL+route) {
			t.Errorf("sitemap lacks %s: %v", route, locs)
		}
	}
	if _, robots := fetch(t, "GET", base+"/robots.txt"); !strings.Contains(robots, "Sitemap: "+defaultBaseURL+"/sitemap.xml") {
		t.Errorf("robots.txt does not point at the sitemap:\n%s", robots)
	}
}

// defaultBaseURL is BASE_URL's default, which startApp leaves in place.
const defaultBaseURL = "http://127.0.0.1:8080"

func visibleText(page string) string {
	body := page[strings.Index(page, "<body"):]
	body = regexp.MustCompile(`(?s)<script.*?</script>`).ReplaceAllString(body, "")
	return strings.Join(strings.Fields(html.UnescapeString(tag.ReplaceAllString(body, " "))), " ")
}
