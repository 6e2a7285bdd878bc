package httpapi

import (
	"html/template"
	"net/http"
	"time"
)

// Small server-rendered pages live outside the web app: a demo's cancel link, and the
// test-mode checkout and portal. They share one frame; each defines its "content".
var pageFrame = template.Must(template.New("frame").Funcs(template.FuncMap{"date": longDate}).Parse(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>{{.Title}} | {{.SiteName}}</title>
<style>body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;padding:2rem 1rem}
main{max-width:36rem;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:2rem}
h1{font-size:1.5rem;margin-top:0}h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
button{background:#4338ca;color:#fff;border:0;border-radius:.375rem;padding:.75rem 1.25rem;font-size:1rem;cursor:pointer;margin:.25rem .5rem .25rem 0}
button.danger{background:#b91c1c}button.quiet{background:#fff;color:#0f172a;border:1px solid #94a3b8}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
a{color:#4338ca}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#475569}dd{margin:0;font-weight:600}
form{display:inline}.test-mode{background:#fef3c7;color:#78350f;border:2px dashed #b45309;border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1.5rem;font-weight:700}
.note{color:#475569;font-size:.9rem}</style></head>
<body>{{if .TestMode}}<div class="test-mode" role="note">TEST MODE — no real payment. Nothing is charged and no card is needed.</div>{{end}}
<main>{{template "content" .}}</main></body></html>`))

// pageCSP lets a small page use its own inline styles and post its own forms, nothing else.
const pageCSP = "default-src 'none'; object-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

// newPage returns the frame with one page's content template.
func newPage(content string) *template.Template {
	return template.Must(template.Must(pageFrame.Clone()).New("content").Parse(content))
}

// pageView is what every small page's frame reads; a page embeds it in its own view.
type pageView struct {
	Title, SiteName string
	TestMode        bool
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
