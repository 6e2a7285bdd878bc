package httpapi

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"

	"lexa/internal/lexa"
)

// Page images of a document (GET …/documents/{docId}/pages/{n}.png; decision 0056): page
// n rendered in the document reader's child process under the reader's limits, so that
// a hostile file is as harmless here as when its text was read.

// The widths a page is rendered at, in pixels.
const (
	defaultPageWidth = 1200
	minPageWidth     = 100
	maxPageWidth     = 1600 // extract.MaxPageWidth
)

// pageRenderWait is how long a request waits for a free render slot before it is
// answered 503: long enough for a page picker's click to queue behind another page.
const pageRenderWait = 3 * time.Second

// errPagesBusy is the answer when every render slot stayed taken.
var errPagesBusy = &lexa.Error{Code: lexa.EUnavailable, Message: "Page images are busy right now. Please try again in a moment.",
	RetryAfter: 2 * time.Second}

// renderSlots bounds the renders running at once: each holds a slot.
type renderSlots chan struct{}

func newRenderSlots(n int) renderSlots {
	if n <= 0 {
		n = 2
	}
	return make(renderSlots, n)
}

// take waits up to wait for a slot; false when none came free (or ctx ended).
func (s renderSlots) take(ctx context.Context, wait time.Duration) bool {
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case s <- struct{}{}:
		return true
	case <-t.C:
		return false
	case <-ctx.Done():
		return false
	}
}

func (s renderSlots) give() { <-s }

func (s *Server) handleDocumentPage(w http.ResponseWriter, r *http.Request) {
	n, ok := pageNumber(r.PathValue("page"))
	if !ok || s.PageImage == nil {
		s.writeError(w, r, errNoSuchPage)
		return
	}
	width, err := pageWidth(r.URL.Query().Get("width"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	d, body, err := s.Store.DocumentFile(r.Context(), userFrom(r).ID, r.PathValue("id"), r.PathValue("docId"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if !s.pages.take(r.Context(), pageRenderWait) {
		s.writeError(w, r, errPagesBusy)
		return
	}
	png, pages, err := s.PageImage(r.Context(), d.MediaType, body, n, width)
	s.pages.give()
	if err != nil {
		s.writePageError(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "image/png")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	// Not cached: the image is the customer's document, and signing out must leave none
	// of it behind (docs/security.md); the web app keeps the pages it fetched in memory.
	w.Header().Set("Cache-Control", "private, no-store")
	if pages > 0 {
		w.Header().Set("X-Page-Count", strconv.Itoa(pages))
	}
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(png)
}

// errNoSuchPage is a page the document does not have, or a document without pages.
var errNoSuchPage = &lexa.Error{Code: lexa.ENotFound, Message: "This document has no such page."}

// writePageError answers a render that failed: 404 for a page that is not there; 422 with
// the reason for a file the reader refused (a bomb, a damaged PDF, a limit hit) or one
// that stopped it, which is the file's doing, not the server's.
func (s *Server) writePageError(w http.ResponseWriter, r *http.Request, err error) {
	if s.ErrNoPage != nil && errors.Is(err, s.ErrNoPage) {
		s.writeError(w, r, errNoSuchPage)
		return
	}
	if errors.Is(err, lexa.ErrReaderStopped) {
		err = &lexa.Error{Code: lexa.EInvalid, Message: "This page could not be shown: the file stopped the reader."}
	}
	if e, ok := lexa.AsError(err); ok && e.Code == lexa.EInvalid {
		writeJSON(w, http.StatusUnprocessableEntity, errorBody(string(e.Code), e.Message, nil))
		return
	}
	s.writeError(w, r, err)
}

// pageNumber reads "3.png" as 3.
func pageNumber(segment string) (int, bool) {
	digits, ok := strings.CutSuffix(segment, ".png")
	n, err := strconv.Atoi(digits)
	return n, ok && err == nil && n >= 1 && digits[0] != '0' && len(digits) <= 6
}

// pageWidth reads ?width=, 1200 when absent.
func pageWidth(raw string) (int, error) {
	if raw == "" {
		return defaultPageWidth, nil
	}
	n, err := strconv.Atoi(raw)
	if err != nil || n < minPageWidth || n > maxPageWidth {
		return 0, &lexa.Error{Code: lexa.EInvalid, Message: "Some fields contain invalid data.",
			Fields: map[string]string{"width": "The width must be a whole number of pixels from 100 to 1,600."}}
	}
	return n, nil
}
