package httpapi

import (
	"crypto/sha256"
	"embed"
	"encoding/base64"
	"html/template"
	"net/http"
	"strings"
	"time"
)

// Small server-rendered pages live outside the web app: a demo's cancel link, and the
// test-mode checkout and portal. They are html/template files in pages/, built into the
// binary, so what they show is escaped by context like any template. They share one
// frame (pages/frame.html); each page file is the frame's "content".
//
//go:embed pages/*.html
var pageFiles embed.FS

var pageFrame = template.Must(template.New("frame").Funcs(template.FuncMap{"date": longDate}).Parse(pageFile("frame.html")))

// pageFile is a page's template text. The newline that ends the file is the editor's,
// not the page's.
func pageFile(name string) string {
	b, err := pageFiles.ReadFile("pages/" + name)
	if err != nil {
		panic(err) // a page that is not built in is a programming error
	}
	return strings.TrimSuffix(string(b), "\n")
}

// pageCSP lets a small page use the frame's own style block (by its hash, so no other
// inline style runs) and post its own forms, nothing else: no script, image or font.
var pageCSP = "default-src 'none'; object-src 'none'; style-src " + styleHash(pageFile("frame.html")) +
	"; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

// styleHash is the CSP source of a page's one <style> block: 'sha256-…' of its text.
func styleHash(page string) string {
	_, rest, ok := strings.Cut(page, "<style>")
	css, _, closed := strings.Cut(rest, "</style>")
	if !ok || !closed {
		panic("pages: no <style> block to hash") // the frame is built in; a programming error
	}
	sum := sha256.Sum256([]byte(css))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}

// newPage returns the frame with one page's content template (pages/<name>).
func newPage(name string) *template.Template {
	return template.Must(template.Must(pageFrame.Clone()).New("content").Parse(pageFile(name)))
}

// pageView is what every small page's frame reads; a page embeds it in its own view.
// Branded pages (the demo's cancel link, test checkout and portal) are ours and carry the
// site's name, logo mark and footer links; the lead form, framed on customers' own
// sites, does not.
type pageView struct {
	Title, SiteName string
	TestMode        bool
	Branded         bool
}

func (s *Server) renderPage(w http.ResponseWriter, status int, page *template.Template, v any) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Content-Security-Policy", pageCSP)
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = page.ExecuteTemplate(w, "frame", v) // the status is out; a write error is a gone client
}

// longDate writes a day as pages show it ("January 2, 2006"), for a time or a *time.Time.
func longDate(t any) string {
	switch v := t.(type) {
	case time.Time:
		return v.UTC().Format("January 2, 2006")
	case *time.Time:
		if v != nil {
			return v.UTC().Format("January 2, 2006")
		}
	}
	return ""
}
