package mail

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	htmltemplate "html/template"
	"io/fs"
	"net/mail"
	"net/url"
	"strings"
	texttemplate "text/template"
	"time"
	_ "time/tzdata" // demo times are New York times, also on a host without a zone database

	"lexa/internal/lexa"
)

// Brand is what every mail is signed with, and where mail for the sales team goes.
type Brand struct {
	SiteName     string
	BaseURL      string // public origin, e.g. https://lexa.ai
	ContactEmail string // organizer of calendar invites
	ContactPhone string
	SalesEmail   string // inbox for contact messages and demo bookings
}

// Composer turns domain events into ready-to-send mails from the embedded templates.
// It is safe for concurrent use.
type Composer struct {
	brand Brand
	host  string // of BaseURL; calendar UIDs are scoped by it
	loc   *time.Location
	html  map[string]*htmltemplate.Template
	text  map[string]*texttemplate.Template
}

//go:embed templates/*.tmpl
var templateFS embed.FS

// NewComposer parses the templates and checks the brand.
func NewComposer(b Brand) (*Composer, error) {
	u, err := url.Parse(b.BaseURL)
	if err != nil || u.Hostname() == "" {
		return nil, fmt.Errorf("mail composer: base URL %q has no host", b.BaseURL)
	}
	if b.SiteName == "" || b.ContactEmail == "" || b.SalesEmail == "" {
		return nil, errors.New("mail composer: site name, contact e-mail and sales e-mail are required")
	}
	loc, err := time.LoadLocation(lexa.DemoTimeZone)
	if err != nil {
		return nil, fmt.Errorf("mail composer: %w", err)
	}
	b.BaseURL = strings.TrimSuffix(b.BaseURL, "/")
	c := &Composer{brand: b, host: u.Hostname(), loc: loc,
		html: map[string]*htmltemplate.Template{}, text: map[string]*texttemplate.Template{}}
	if err := c.parseTemplates(); err != nil {
		return nil, fmt.Errorf("mail composer: %w", err)
	}
	return c, nil
}

// parseTemplates pairs the shared layouts with each mail's own NAME.html.tmpl and
// NAME.txt.tmpl. A new mail needs only those two files and a method that fills a view.
func (c *Composer) parseTemplates() error {
	funcs := htmltemplate.FuncMap{"button": func(label, url string) button { return button{label, url} }}
	htmlBase, err := htmltemplate.New("").Funcs(funcs).ParseFS(templateFS, "templates/layout.html.tmpl")
	if err != nil {
		return err
	}
	textFuncs := texttemplate.FuncMap{"hasPrefix": strings.HasPrefix}
	textBase, err := texttemplate.New("").Funcs(textFuncs).ParseFS(templateFS, "templates/layout.txt.tmpl")
	if err != nil {
		return err
	}
	pages, err := fs.Glob(templateFS, "templates/*.html.tmpl")
	if err != nil {
		return err
	}
	for _, page := range pages {
		name := strings.TrimSuffix(strings.TrimPrefix(page, "templates/"), ".html.tmpl")
		if name == "layout" {
			continue
		}
		h, err := htmltemplate.Must(htmlBase.Clone()).ParseFS(templateFS, page)
		if err != nil {
			return err
		}
		t, err := texttemplate.Must(textBase.Clone()).ParseFS(templateFS, "templates/"+name+".txt.tmpl")
		if err != nil {
			return fmt.Errorf("%s has no plain-text twin: %w", page, err)
		}
		c.html[name], c.text[name] = h, t
	}
	return nil
}

// view is what a template sees: the brand and the parts of one mail.
type view struct {
	Brand
	Subject   string // filled from the "subject" template before the bodies are rendered
	Preheader string // the line inboxes show after the subject
	Details   []detail
	Message   string // free text a visitor wrote, shown as written
	Contact   lexa.ContactSubmission
	Demo      demoView
	CancelURL string
	ActionURL string // the one link an account mail is about (verify, reset)
	Recipient string // how the mail greets its reader
	Plan      string // the subscription plan a billing mail is about
	Lead      string // who an inbox lead is (its name, company, e-mail or phone)
	Summary   string // the weekly summary's totals in a few words
}

// detail is one "label: value" row; Link makes the value a link.
type detail struct {
	Label, Value, Link string
}

type button struct {
	Label, URL string
}

// render fills the named mail's templates. The subject comes from the plain-text
// "subject" template and is kept to one line.
func (c *Composer) render(name string, v view) (lexa.Email, error) {
	h, t := c.html[name], c.text[name]
	if h == nil || t == nil {
		return lexa.Email{}, fmt.Errorf("render %s: no such mail", name)
	}
	v.Brand = c.brand
	var subject, text, html bytes.Buffer
	if err := t.ExecuteTemplate(&subject, "subject", v); err != nil {
		return lexa.Email{}, fmt.Errorf("render %s subject: %w", name, err)
	}
	v.Subject = strings.Join(strings.Fields(subject.String()), " ")
	if err := t.ExecuteTemplate(&text, "layout", v); err != nil {
		return lexa.Email{}, fmt.Errorf("render %s text: %w", name, err)
	}
	if err := h.ExecuteTemplate(&html, "layout", v); err != nil {
		return lexa.Email{}, fmt.Errorf("render %s html: %w", name, err)
	}
	return lexa.Email{Subject: v.Subject, Text: text.String(), HTML: html.String()}, nil
}

// address formats a visitor as "Name <address>" for To and Reply-To, quoting or
// encoding the name as the header needs.
func address(name, email string) string {
	return (&mail.Address{Name: name, Address: email}).String()
}

// orNone shows an optional field that was left empty.
func orNone(s string) string {
	if strings.TrimSpace(s) == "" {
		return "—"
	}
	return s
}

// ContactNotification tells the sales inbox about a contact-form message; replying
// answers the visitor.
func (c *Composer) ContactNotification(s lexa.ContactSubmission) (lexa.Email, error) {
	submitted := s.SubmittedAt.In(c.loc)
	e, err := c.render("contact_notification", view{
		Preheader: firstLine(s.Message),
		Contact:   s,
		Message:   s.Message,
		Details: []detail{
			{Label: "Name", Value: s.Name},
			{Label: "Email", Value: s.Email, Link: "mailto:" + s.Email},
			{Label: "Company", Value: orNone(s.Company)},
			{Label: "Phone", Value: orNone(s.Phone)},
			{Label: "Service interest", Value: orNone(s.ServiceInterest)},
			{Label: "Company size", Value: orNone(s.CompanySize)},
			{Label: "Preferred contact", Value: orNone(s.PreferredContact)},
			{Label: "Submitted", Value: longDate(submitted) + ", " + clock(submitted) + " " + submitted.Format("MST")},
			{Label: "Reference", Value: s.ID},
		},
	})
	if err != nil {
		return e, err
	}
	e.To = []string{c.brand.SalesEmail}
	e.ReplyTo = address(s.Name, s.Email)
	return e, nil
}

// firstLine is the start of a visitor's text, for a preheader.
func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	if r := []rune(s); len(r) > 120 {
		s = string(r[:120]) + "…"
	}
	return s
}

// VerifyEmail asks a new user to confirm their address; link signs them in.
func (c *Composer) VerifyEmail(email, fullName, link string) (lexa.Email, error) {
	return c.accountLink("verify_email", "Confirm your e-mail address to finish signing up.", email, fullName, link)
}

// ResetPassword sends the link that lets a user choose a new password.
func (c *Composer) ResetPassword(email, fullName, link string) (lexa.Email, error) {
	return c.accountLink("reset_password", "A link to choose a new password, valid for one hour.", email, fullName, link)
}

// accountLink renders an account mail whose point is one link, addressed to the user.
func (c *Composer) accountLink(template, preheader, email, fullName, link string) (lexa.Email, error) {
	e, err := c.render(template, view{Preheader: preheader, ActionURL: link, Recipient: fullName})
	if err != nil {
		return e, err
	}
	e.To = []string{address(fullName, email)}
	return e, nil
}

// PaymentFailed tells a customer that Stripe could not collect a payment and where to
// fix it: the dashboard's 'Manage Subscription' opens the customer portal.
func (c *Composer) PaymentFailed(to lexa.User, s lexa.Subscription) (lexa.Email, error) {
	plan := s.PlanName
	if plan == "" {
		plan = c.brand.SiteName
	}
	e, err := c.render("payment_failed", view{
		Preheader: "Update your payment method to keep your " + plan + " plan.",
		ActionURL: c.brand.BaseURL + "/dashboard",
		Plan:      plan,
	})
	if err != nil {
		return e, err
	}
	e.To = []string{to.Email}
	return e, nil
}

// HotLead tells a call-center customer at once about a lead that scored hot
// (lexa.HotLeadScore or more), with a link to it in the workspace.
func (c *Composer) HotLead(to, name string, l lexa.InboxLead, url string) (lexa.Email, error) {
	who := firstNonEmpty(l.Name, l.Company, l.Email, l.Phone)
	score := 0
	if l.Score != nil {
		score = *l.Score
	}
	details := []detail{
		{Label: "Name", Value: orNone(l.Name)},
		{Label: "Company", Value: orNone(l.Company)},
		{Label: "Email", Value: orNone(l.Email)},
		{Label: "Phone", Value: orNone(l.Phone)},
		{Label: "Source", Value: orNone(l.Source)},
		{Label: "Score", Value: fmt.Sprintf("%d of 100", score)},
	}
	if len(l.Reasons) > 0 {
		details = append(details, detail{Label: "Why", Value: strings.Join(l.Reasons, "; ")})
	}
	// The lead profile's next steps (lexa.LeadFit.Analysis), numbered, on one line.
	if steps, ok := strings.CutPrefix(l.Analysis, "Next steps:\n"); ok {
		details = append(details, detail{Label: "Next steps", Value: strings.ReplaceAll(steps, "\n", " ")})
	}
	e, err := c.render("hot_lead", view{
		Preheader: fmt.Sprintf("%d of 100. Reach out while it is warm.", score),
		Lead:      who, Message: firstLine(l.Notes), Details: details, ActionURL: url, Recipient: name,
	})
	if err != nil {
		return e, err
	}
	e.To = []string{address(name, to)}
	return e, nil
}

// firstNonEmpty is the first of values that is not empty.
func firstNonEmpty(values ...string) string {
	for _, v := range values {
		if strings.TrimSpace(v) != "" {
			return v
		}
	}
	return ""
}
