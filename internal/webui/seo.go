package webui

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"strings"
)

// addSEOFiles generates /sitemap.xml (every public route, at BASE_URL) and /robots.txt
// (everything public may be crawled; signed-in pages and the API may not).
func (s *Site) addSEOFiles(sm siteMap, baseURL string, z *compressor) error {
	var sitemap bytes.Buffer
	sitemap.WriteString(xml.Header)
	sitemap.WriteString(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	for _, route := range sm.Public {
		loc := baseURL + route
		if route == "/" {
			loc = baseURL + "/"
		}
		sitemap.WriteString("  <url><loc>")
		if err := xml.EscapeText(&sitemap, []byte(loc)); err != nil {
			return fmt.Errorf("sitemap: %w", err)
		}
		sitemap.WriteString("</loc></url>\n")
	}
	sitemap.WriteString("</urlset>\n")

	var robots strings.Builder
	robots.WriteString("User-agent: *\nAllow: /\n")
	for _, route := range sm.SignedIn {
		// A route with parameters is disallowed by its fixed start (robots.txt matches prefixes).
		route, _, _ = strings.Cut(route, ":")
		robots.WriteString("Disallow: " + route + "\n")
	}
	robots.WriteString("Disallow: /api/\n\nSitemap: " + baseURL + "/sitemap.xml\n")

	var err error
	if s.files["/sitemap.xml"], err = newGenerated(sitemap.Bytes(), "application/xml; charset=utf-8", z); err != nil {
		return err
	}
	s.files["/robots.txt"], err = newGenerated([]byte(robots.String()), "text/plain; charset=utf-8", z)
	return err
}
