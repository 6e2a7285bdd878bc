package httpapi

import (
	"net/http"
	"strconv"

	"lexa/internal/lexa"
)

// The public lead form of a call-center service (/f/{token}): a plain HTML form, no
// script, that customers put on their own website in an iframe. It stores a lead with
// source "form", scored like any other (docs/api.md, "Lead inbox").

// leadFormCSP is pageCSP but framable by any site: the form is made to be embedded.
const leadFormCSP = "default-src 'none'; object-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors *; base-uri 'none'"

var leadFormPage = newPage("lead_form.html")

// leadFormField is one field of the form as the page shows it.
type leadFormField struct {
	Name, Label, Type, Autocomplete, Value, Error string
}

type leadFormView struct {
	pageView
	Action string
	Open   bool   // the form is shown
	Sent   bool   // a lead was just stored
	Text   string // why the form is not shown
	Error  string // the form's error, above it
	Fields []leadFormField
}

func (s *Server) leadFormView(token string, in lexa.InboxLeadInput, fields map[string]string) leadFormView {
	f := func(name, label, typ, auto, value string) leadFormField {
		return leadFormField{Name: name, Label: label, Type: typ, Autocomplete: auto, Value: value, Error: fields[name]}
	}
	return leadFormView{pageView: pageView{Title: "Get in touch", SiteName: s.SiteName}, Action: "/f/" + token, Open: true,
		Fields: []leadFormField{
			f("name", "Your name", "text", "name", in.Name),
			f("company", "Company (optional)", "text", "organization", in.Company),
			f("email", "Email", "email", "email", in.Email),
			f("phone", "Phone", "tel", "tel", in.Phone),
			f("notes", "How can we help?", "", "", in.Notes),
		}}
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

// leadFormEmbed is the open form link of the request's token, or the page that says why not.
func (s *Server) leadFormEmbed(w http.ResponseWriter, r *http.Request) (lexa.Embed, bool) {
	e, err := s.Store.EmbedByToken(r.Context(), lexa.EmbedForm, r.PathValue("token"))
	switch {
	case err == lexa.ErrEmbedNotFound:
		s.leadFormClosed(w, http.StatusNotFound, lexa.ErrEmbedNotFound.Message)
		return e, false
	case err != nil:
		s.writeError(w, r, err)
		return e, false
	case e.ServiceStatus != lexa.ServiceActive:
		s.leadFormClosed(w, http.StatusConflict, errLeadFormPaused)
		return e, false
	}
	return e, true
}

const errLeadFormPaused = "This form is not taking messages right now. Please contact the business another way."

func (s *Server) handleLeadFormPage(w http.ResponseWriter, r *http.Request) {
	e, ok := s.leadFormEmbed(w, r)
	if !ok {
		return
	}
	v := s.leadFormView(e.Token, lexa.InboxLeadInput{}, nil)
	v.Sent = r.URL.Query().Get("sent") == "1"
	s.renderLeadForm(w, http.StatusOK, v)
}

func (s *Server) handleLeadFormSubmit(w http.ResponseWriter, r *http.Request) {
	e, ok := s.leadFormEmbed(w, r)
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
	l, err := lexa.ParseInboxLead(in, true)
	if le, invalid := lexa.AsError(err); invalid && le.Code == lexa.EInvalid {
		v := s.leadFormView(e.Token, in, le.Fields)
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
