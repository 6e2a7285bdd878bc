package httpapi

import (
	"net/http"

	"lexa/internal/lexa"
)

// handleDocumentText sends the text that was read from a document's file, as it was
// read (docs/api.md; decision 0056): what a person checks a reading against. Plain
// text, never sniffed, never cached (it is the customer's document).
func (s *Server) handleDocumentText(w http.ResponseWriter, r *http.Request) {
	d, text, err := s.Store.DocumentText(r.Context(), userFrom(r).ID, r.PathValue("id"), r.PathValue("docId"))
	if err == nil && text == "" {
		err = noTextYet(d)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write([]byte(text))
}

// noTextYet says why a document has no text to show.
func noTextYet(d lexa.Document) error {
	msg := "No text was read from this document."
	switch d.State {
	case lexa.DocQueued, lexa.DocAnalyzing:
		msg = "This document has not been read yet."
	case lexa.DocNoText:
		msg = lexa.NoTextReason
	case lexa.DocFailed:
		msg = "No text was read from this document: " + d.Reason
	}
	return &lexa.Error{Code: lexa.ENotFound, Message: msg}
}
