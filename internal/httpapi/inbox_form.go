package httpapi

import (
	"maps"
	"net/http"
	"strconv"

	"lexa/internal/lexa"
)

// The public lead form of a call-center service (/f/{token}): a plain HTML form, no
// script, that customers put on their own website in an iframe. It carries the business's
// name and asks for a company as its lead profile says (decision 0073), and stores a lead
// with source "form", scored like any other (docs/api.md, "Lead inbox").

// leadFormCSP is pageCSP but framable by any site: the form is made to be embedded.
const leadFormCSP = "default-src 'none'; object-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors *; base-uri 'none'"

var leadFormPage = newPage("lead_form.html")

// leadFormField is one field of the form as the page shows it.
type leadFormField struct {
	Name, Label, Type, Autocomplete, Value, Error string
}

type leadFormView struct {
	pageView
	Business string // the lead profile's business name; "" on a page that says why there is no form
	Action   string
	Open     bool   // the form is shown
	Sent     bool   // a lead was just stored
	Text     string // why the form is not shown
	Error    string // the form's error, above it
	Fields   []leadFormField
}

func newLeadFormView(token string, p lexa.BusinessLeadProfile, in lexa.InboxLeadInput, fields map[string]string) leadFormView {
	f := func(name, label, typ, auto, value string) leadFormField {
		return leadFormField{Name: name, Label: label, Type: typ, Autocomplete: auto, Value: value, Error: fields[name]}
	}
	list := []leadFormField{f("name", "Your name", "text", "name", in.Name)}
	switch p.FormFields.Company {
	case lexa.FormFieldRequired:
		list = append(list, f("company", "Company", "text", "organization", in.Company))
	case lexa.FormFieldOptional:
		list = append(list, f("company", "Company (optional)", "text", "organization", in.Company))
	}
	list = append(list, f("email", "Email", "email", "email", in.Email), f("phone", "Phone", "tel", "tel", in.Phone),
		f("notes", "How can we help?", "", "", in.Notes))
	// The form speaks for the business that framed it, not for this site.
	return leadFormView{pageView: pageView{Title: "Get in touch", SiteName: p.BusinessName}, Business: p.BusinessName,
		Action: "/f/" + token, Open: true, Fields: list}
}

// parseFormLead checks a lead sent with the form, and its company as the form asks for it.
func parseFormLead(p lexa.BusinessLeadProfile, in lexa.InboxLeadInput) (lexa.InboxLead, error) {
	if p.FormFields.Company == lexa.FormFieldHidden {
		in.Company = "" // a field the form does not show is not taken from a crafted post
	}
	l, err := lexa.ParseInboxLead(in, lexa.LeadSourceForm)
	if p.FormFields.Company != lexa.FormFieldRequired || l.Company != "" {
		return l, err
	}
	fields := map[string]string{"company": "Give your company's name"}
	if le, invalid := lexa.AsError(err); invalid {
		maps.Copy(fields, le.Fields)
	}
	return l, &lexa.Error{Code: lexa.EInvalid, Message: "Some fields contain invalid data.", Fields: fields}
}

// renderLeadForm answers the form's page with its own CSP, framable anywhere.
func (s *Server) renderLeadForm(w http.ResponseWriter, status int, v leadFormView) {
	h := w.Header()
	h.Del("X-Frame-Options")
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Content-Security-Policy", leadFormCSP)
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = leadFormPage.ExecuteTemplate(w, "frame", v) // the status is out; a write error is a gone client
}

func (s *Server) leadFormClosed(w http.ResponseWriter, status int, text string) {
	v := leadFormView{pageView: pageView{Title: "Get in touch", SiteName: s.SiteName}, Text: text}
	s.renderLeadForm(w, status, v)
}

// leadFormEmbed is the open form link of the request's token with its service's lead
// profile, or the page that says why there is no form.
func (s *Server) leadFormEmbed(w http.ResponseWriter, r *http.Request) (lexa.Embed, lexa.BusinessLeadProfile, bool) {
	var p lexa.BusinessLeadProfile
	e, err := s.Store.EmbedByToken(r.Context(), lexa.EmbedForm, r.PathValue("token"))
	if err == nil && e.ServiceStatus == lexa.ServiceActive {
		p, _, err = s.Store.LeadProfile(r.Context(), e.UserID, e.ServiceID)
	}
	switch {
	case err == lexa.ErrEmbedNotFound || err == lexa.ErrServiceNotFound:
		s.leadFormClosed(w, http.StatusNotFound, lexa.ErrEmbedNotFound.Message)
		return e, p, false
	case err != nil:
		s.writeError(w, r, err)
		return e, p, false
	case e.ServiceStatus != lexa.ServiceActive:
		s.leadFormClosed(w, http.StatusConflict, errLeadFormPaused)
		return e, p, false
	}
	return e, p, true
}

const errLeadFormPaused = "This form is not taking messages right now. Please contact the business another way."

func (s *Server) handleLeadFormPage(w http.ResponseWriter, r *http.Request) {
	e, p, ok := s.leadFormEmbed(w, r)
	if !ok {
		return
	}
	v := newLeadFormView(e.Token, p, lexa.InboxLeadInput{}, nil)
	v.Sent = r.URL.Query().Get("sent") == "1"
	s.renderLeadForm(w, http.StatusOK, v)
}

func (s *Server) handleLeadFormSubmit(w http.ResponseWriter, r *http.Request) {
	e, p, ok := s.leadFormEmbed(w, r)
	if !ok {
		return
	}
	if err := s.hit(r, clientKeyFrom(r.Context()), "lead_form"); err != nil {
		if le, isLimit := lexa.AsError(err); isLimit && le.Code == lexa.ERateLimited {
			w.Header().Set("Retry-After", strconv.Itoa(int(le.RetryAfter.Seconds()+0.999)))
			s.leadFormClosed(w, http.StatusTooManyRequests, "Too many messages from your network. Please try again later.")
			return
		}
		s.writeError(w, r, err)
		return
	}
	if err := r.ParseForm(); err != nil {
		s.writeError(w, r, bodyReadError(err))
		return
	}
	in := lexa.InboxLeadInput{Name: r.PostForm.Get("name"), Company: r.PostForm.Get("company"), Email: r.PostForm.Get("email"),
		Phone: r.PostForm.Get("phone"), Notes: r.PostForm.Get("notes")}
	l, err := parseFormLead(p, in)
	if le, invalid := lexa.AsError(err); invalid && le.Code == lexa.EInvalid {
		v := newLeadFormView(e.Token, p, in, le.Fields)
		v.Error = "Please correct the fields below."
		s.renderLeadForm(w, http.StatusBadRequest, v)
		return
	}
	if err == nil {
		_, _, err = s.Store.AddInboxLead(r.Context(), e.UserID, e.ServiceID, "", l)
	}
	if err == lexa.ErrServicePaused {
		s.leadFormClosed(w, http.StatusConflict, errLeadFormPaused)
		return
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.NotifyJobs()
	http.Redirect(w, r, "/f/"+e.Token+"?sent=1", http.StatusSeeOther)
}
