package webui

import (
	"encoding/json"
	"encoding/xml"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
)

func TestJSONLDGetsJSONEscapedBrandValues(t *testing.T) {
	fsys := fixture()
	fsys["index.html"] = &fstest.MapFile{Data: []byte(`<html><head><title>{{lexa:SITE_NAME}}</title>` +
		`<script type="application/ld+json">{"name":"{{lexa:SITE_NAME}}","url":"{{lexa:BASE_URL}}/"}</script>` +
		`</head><body><h1>{{lexa:SITE_NAME}}</h1></body></html>`)}
	brand := testBrand
	brand.SiteName = `Acme "AI" </script> & Co`
	brand.BaseURL = "https://acme.test"
	s, err := New(fsys, brand)
	if err != nil {
		t.Fatal(err)
	}
	page := body(t, get(s, "GET", "/"))
	block := regexp.MustCompile(`(?s)<script type="application/ld\+json">(.*?)</script>`).FindStringSubmatch(page)
	if block == nil {
		t.Fatalf("JSON-LD block lost or broken: %s", page)
	}
	var data struct{ Name, URL string }
	if err := json.Unmarshal([]byte(block[1]), &data); err != nil {
		t.Fatalf("JSON-LD does not parse: %v\n%s", err, block[1])
	}
	if data.Name != brand.SiteName || data.URL != "https://acme.test/" {
		t.Errorf("JSON-LD carries %+v", data)
	}
	if !strings.Contains(page, "<h1>Acme &#34;AI&#34; &lt;/script&gt; &amp; Co</h1>") {
		t.Errorf("HTML outside the JSON-LD is not HTML-escaped: %s", page)
	}
}

func TestSitemapListsEveryPublicRoute(t *testing.T) {
	brand := testBrand
	brand.BaseURL = "https://acme.test"
	s, err := New(fixture(), brand)
	if err != nil {
		t.Fatal(err)
	}
	res := get(s, "GET", "/sitemap.xml")
	if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "application/xml") {
		t.Fatalf("status %d, type %q", res.StatusCode, res.Header.Get("Content-Type"))
	}
	var set struct {
		URLs []struct {
			Loc string `xml:"loc"`
		} `xml:"url"`
	}
	if err := xml.Unmarshal([]byte(body(t, res)), &set); err != nil {
		t.Fatal(err)
	}
	var locs []string
	for _, u := range set.URLs {
		locs = append(locs, u.Loc)
	}
	want := "https://acme.test/ https://acme.test/pricing https://acme.test/services/voice-ai"
	if strings.Join(locs, " ") != want {
		t.Errorf("sitemap lists %v, want %s", locs, want)
	}
}

func TestRobotsKeepsCrawlersOutOfPrivatePages(t *testing.T) {
	brand := testBrand
	brand.BaseURL = "https://acme.test"
	s, err := New(fixture(), brand)
	if err != nil {
		t.Fatal(err)
	}
	robots := body(t, get(s, "GET", "/robots.txt"))
	for _, want := range []string{"User-agent: *", "Disallow: /dashboard\n", "Disallow: /dashboard/services/\n", "Disallow: /api/", "Sitemap: https://acme.test/sitemap.xml"} {
		if !strings.Contains(robots, want) {
			t.Errorf("robots.txt lacks %q:\n%s", want, robots)
		}
	}
}
