package httpapi

import (
	"context"
	"embed"
	"html/template"
	"net/http"

	"lexa/internal/lexa"
)

// The public text receptionist (/r/{token}): a page a customer links to or puts in an
// iframe on their own website, its script and style (files of its own, so its policy
// allows no inline script or style), and its chat. The page may be framed by any site;
// it loads and talks to nothing but this server.

//go:embed widget/*
var widgetFiles embed.FS

var widgetPage = template.Must(template.New("widget").Parse(pageFile("widget.html")))

// widgetCSP: scripts, styles and requests of this server only; framed by anyone.
const widgetCSP = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; " +
	"object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors *"

// ErrReceptionistResting answers a widget whose service is paused: the link is fine, the
// receptionist is not answering.
var ErrReceptionistResting = &lexa.Error{Code: lexa.EConflict, Message: "This receptionist is not answering at the moment. Please call the business instead."}

type widgetView struct {
	Name, Greeting, Base, Message string
	Active                        bool
}

// widgetReceptionist is the open link token and the saved profile of its receptionist;
// lexa.ErrEmbedNotFound when the link is unknown, revoked or has nothing to say yet.
func (s *Server) widgetReceptionist(ctx context.Context, token string) (lexa.Embed, lexa.BusinessProfile, error) {
	e, err := s.Store.EmbedByToken(ctx, lexa.EmbedWidget, token)
	if err != nil {
		return e, lexa.BusinessProfile{}, err
	}
	p, saved, err := s.Store.ReceptionistProfile(ctx, e.UserID, e.ServiceID)
	switch {
	case lexa.ErrorCodeOf(err) == lexa.ENotFound || (err == nil && !saved):
		return e, p, lexa.ErrEmbedNotFound
	case err != nil:
		return e, p, err
	}
	return e, p, nil
}

func (s *Server) handleWidgetPage(w http.ResponseWriter, r *http.Request) {
	token := r.PathValue("token")
	e, p, err := s.widgetReceptionist(r.Context(), token)
	view := widgetView{Name: p.Name, Greeting: p.Greeting, Base: "/r/" + token, Active: e.ServiceStatus == lexa.ServiceActive}
	status := http.StatusOK
	switch {
	case lexa.ErrorCodeOf(err) == lexa.ENotFound:
		status, view = http.StatusNotFound, widgetView{Name: "Link not active", Message: lexa.ErrEmbedNotFound.Message}
	case err != nil:
		s.writeError(w, r, err)
		return
	case !view.Active:
		view.Message = ErrReceptionistResting.Message
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Content-Security-Policy", widgetCSP)
	h.Del("X-Frame-Options") // frame-ancestors says who may frame it
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = widgetPage.Execute(w, view)
}

// handleWidgetAsset serves the widget's script and style, and embed.js, the script that
// inserts the page as an iframe on the customer's site.
func (s *Server) handleWidgetAsset(name, contentType string) http.HandlerFunc {
	body, err := widgetFiles.ReadFile("widget/" + name)
	if err != nil {
		panic(err) // a file that is not built in is a programming error
	}
	return func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Type", contentType)
		h.Set("Cache-Control", "public, max-age=300")
		if name == "embed.js" {
			h.Set("Cross-Origin-Resource-Policy", "cross-origin") // loaded by the customer's pages
		}
		_, _ = w.Write(body)
	}
}

// handleWidgetChat answers a visitor of the customer's site: the console's conversation,
// for an open link of an active service, counted per address; what it books or takes is
// stored in the service's book and log (source "web").
func (s *Server) handleWidgetChat(w http.ResponseWriter, r *http.Request) {
	var in chatInput
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	messages, err := lexa.ParseChatMessages(in.Messages)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if !s.allowAddress(w, r, "widget_chat") {
		return
	}
	e, p, err := s.widgetReceptionist(r.Context(), r.PathValue("token"))
	switch {
	case err != nil:
		s.writeError(w, r, err)
		return
	case e.ServiceStatus != lexa.ServiceActive:
		s.writeError(w, r, ErrReceptionistResting)
		return
	}
	s.answerConversation(w, r, ownedConversation{userID: e.UserID, serviceID: e.ServiceID, source: lexa.SourceWeb,
		profile: p, messages: messages})
}
