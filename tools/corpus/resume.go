package main

import (
	"html/template"
	"math/rand/v2"
)

// resume is one generated resume, and the facts expected of a reader.
type resume struct {
	person
	Layout, Accent, Heading string
	Headline, Summary       string
	Jobs                    []job
	Skills                  []string
	School                  string
	PhoneLabel              string // "Phone:", "T", or "" for the number alone

	expected map[string]string
}

var resumeLayouts = []string{"sidebar", "centered", "cvheading", "split"}

func newResume(r *rand.Rand, n int) resume {
	p := people[n%len(people)]
	c := careers[r.IntN(len(careers))]
	cv := resume{person: p, Layout: pick(r, resumeLayouts), Accent: pick(r, accents),
		Heading: pick(r, []string{"Curriculum Vitae", "Resume", "Résumé", "CV"}), Headline: c.headline,
		Jobs: c.jobs, Skills: c.skills, School: c.school, PhoneLabel: pick(r, []string{"Phone:", "Tel.", "Mobile:", "T", ""}),
		Summary: "Dependable " + c.headline + " with " + pick(r, []string{"six", "eight", "ten", "twelve"}) +
			" years of experience in small and mid-sized businesses, known for clear communication and careful work."}
	cv.expected = map[string]string{"name": p.Name, "email": p.Email, "phone": p.Phone}
	return cv
}

// The resume layouts join the invoice ones in pages: they share the page and its style.
func init() {
	template.Must(pages.Parse(`
{{define "contact"}}<p>{{.Email}}</p><p>{{if .PhoneLabel}}{{.PhoneLabel}} {{end}}{{.Phone}}</p><p>{{.City}}</p>{{end}}

{{define "jobs"}}{{range .Jobs}}<div style="margin-bottom:3mm"><div class="row"><b>{{.Title}}, {{.Employer}}</b><span class="muted">{{.Years}}</span></div>
<ul style="margin:1mm 0 0 5mm;padding:0">{{range .Bullets}}<li>{{.}}</li>{{end}}</ul></div>{{end}}{{end}}

{{define "body"}}<h2 class="spaced">Profile</h2><p>{{.Summary}}</p>
<h2 class="spaced">Experience</h2>{{template "jobs" .}}
<h2 class="spaced">Education</h2><p>{{.School}}</p>{{end}}

{{define "sidebar"}}
<div style="display:grid;grid-template-columns:58mm 1fr;gap:8mm">
  <div style="background:#f1f3f6;padding:5mm;min-height:250mm">
    <div class="mark" style="width:26mm;height:26mm;margin:0 auto 6mm"></div>
    <h2 class="spaced">Contact</h2>{{template "contact" .}}
    <h2 class="spaced">Skills</h2>{{range .Skills}}<p>{{.}}</p>{{end}}
  </div>
  <div><h1 class="spaced" style="font-size:24pt">{{.Name}}</h1><p style="font-size:12pt">{{.Headline}}</p>{{template "body" .}}</div>
</div>
{{end}}

{{define "centered"}}
<div style="text-align:center"><h1 class="spaced">{{.Name}}</h1><p style="font-size:12pt">{{.Headline}}</p>
<p class="muted">{{.Email}} &nbsp;|&nbsp; {{if .PhoneLabel}}{{.PhoneLabel}} {{end}}{{.Phone}} &nbsp;|&nbsp; {{.City}}</p></div>
<hr style="border:0;border-top:2px solid {{.Accent}};margin:4mm 0">
{{template "body" .}}<h2 class="spaced">Skills</h2><p>{{join .Skills " · "}}</p>
{{end}}

{{define "cvheading"}}
<p class="spaced muted">{{.Heading}}</p><h1>{{.Name}}</h1>
<table style="margin-top:3mm"><tr><td class="muted">Email</td><td>{{.Email}}</td></tr><tr><td class="muted">Phone</td><td>{{.Phone}}</td></tr><tr><td class="muted">Location</td><td>{{.City}}</td></tr></table>
{{template "body" .}}<h2 class="spaced">Skills</h2><p>{{join .Skills ", "}}</p>
{{end}}

{{define "split"}}
<div class="row" style="border-bottom:3px solid {{.Accent}};padding-bottom:3mm">
  <div><h1 style="font-size:26pt">{{.Name}}</h1><p class="spaced" style="font-size:9pt">{{.Headline}}</p></div>
  <div class="right">{{template "contact" .}}</div>
</div>
{{template "body" .}}<h2 class="spaced">Skills</h2><p>{{join .Skills " / "}}</p>
{{end}}
`))
}
