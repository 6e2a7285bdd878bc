// Package twiliotest is a recording stand-in for Twilio's REST API in httptest, for tests
// (like billing/stripetest): accounts with their numbers, the requests made, and the
// failures a test asks for.
package twiliotest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
)

// Request is one request the stand-in received.
type Request struct {
	Method, Path string
	Query, Form  url.Values
	AccountSID   string // the basic-auth user
}

// Number is a number of an account and where it points.
type Number struct {
	SID, PhoneNumber                 string
	VoiceURL, VoiceMethod, StatusURL string
}

// Server is the stand-in.
type Server struct {
	*httptest.Server
	mu       sync.Mutex
	tokens   map[string]string             // account SID → auth token
	numbers  map[string]map[string]*Number // account SID → phone number → number
	requests []Request
	hold     chan struct{} // when set, waited on before each answer (HoldAnswers)
	// RefuseTexts maps a recipient to the Twilio error code its texts are refused with
	// (21610: the number replied STOP).
	refuseTexts map[string]int
}

// New starts a stand-in; it closes with the test.
func New(t interface{ Cleanup(func()) }) *Server {
	s := &Server{tokens: map[string]string{}, numbers: map[string]map[string]*Number{}, refuseTexts: map[string]int{}}
	s.Server = httptest.NewServer(http.HandlerFunc(s.serve))
	t.Cleanup(s.Close)
	return s
}

// AddNumber puts phoneNumber on the account (made with token when new).
func (s *Server) AddNumber(accountSID, token, phoneNumber string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.tokens[accountSID] = token
	if s.numbers[accountSID] == nil {
		s.numbers[accountSID] = map[string]*Number{}
	}
	s.numbers[accountSID][phoneNumber] = &Number{SID: fmt.Sprintf("PN%032d", len(s.numbers[accountSID])+1), PhoneNumber: phoneNumber}
}

// RefuseTextsTo makes every text to a number fail with Twilio's code (21610: STOP).
func (s *Server) RefuseTextsTo(to string, code int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.refuseTexts[to] = code
}

// HoldAnswers makes every request wait, until release is called (a test's timeout).
func (s *Server) HoldAnswers() (release func()) {
	s.mu.Lock()
	defer s.mu.Unlock()
	ch := make(chan struct{})
	s.hold = ch
	return func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		if s.hold == ch {
			s.hold = nil
			close(ch)
		}
	}
}

// Number is where a number points now.
func (s *Server) Number(accountSID, phoneNumber string) Number {
	s.mu.Lock()
	defer s.mu.Unlock()
	if n := s.numbers[accountSID][phoneNumber]; n != nil {
		return *n
	}
	return Number{}
}

// Requests are the requests received so far.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}

// Texts are the text messages sent (accepted) so far.
func (s *Server) Texts() []Request {
	var out []Request
	for _, r := range s.Requests() {
		if strings.HasSuffix(r.Path, "/Messages.json") {
			out = append(out, r)
		}
	}
	return out
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	hold := s.hold
	s.mu.Unlock()
	if hold != nil {
		select {
		case <-hold:
		case <-r.Context().Done():
			return
		}
	}
	_ = r.ParseForm()
	user, pass, _ := r.BasicAuth()
	s.mu.Lock()
	defer s.mu.Unlock()
	s.requests = append(s.requests, Request{Method: r.Method, Path: r.URL.Path, Query: r.URL.Query(), Form: r.PostForm, AccountSID: user})
	w.Header().Set("Content-Type", "application/json")
	fail := func(status, code int, msg string) {
		w.WriteHeader(status)
		_ = json.NewEncoder(w).Encode(map[string]any{"code": code, "message": msg, "status": status})
	}
	prefix := "/2010-04-01/Accounts/" + user + "/"
	if tok, ok := s.tokens[user]; !ok || tok != pass || !strings.HasPrefix(r.URL.Path, prefix) {
		fail(http.StatusUnauthorized, 20003, "Authenticate")
		return
	}
	rest := strings.TrimPrefix(r.URL.Path, prefix)
	switch {
	case r.Method == http.MethodGet && rest == "IncomingPhoneNumbers.json":
		list := []map[string]string{}
		if n := s.numbers[user][r.URL.Query().Get("PhoneNumber")]; n != nil {
			list = append(list, map[string]string{"sid": n.SID, "phone_number": n.PhoneNumber})
		}
		_ = json.NewEncoder(w).Encode(map[string]any{"incoming_phone_numbers": list})
	case r.Method == http.MethodPost && strings.HasPrefix(rest, "IncomingPhoneNumbers/"):
		sid := strings.TrimSuffix(strings.TrimPrefix(rest, "IncomingPhoneNumbers/"), ".json")
		for _, n := range s.numbers[user] {
			if n.SID == sid {
				n.VoiceURL, n.VoiceMethod, n.StatusURL = r.PostForm.Get("VoiceUrl"), r.PostForm.Get("VoiceMethod"), r.PostForm.Get("StatusCallback")
				_ = json.NewEncoder(w).Encode(map[string]string{"sid": n.SID, "phone_number": n.PhoneNumber, "voice_url": n.VoiceURL})
				return
			}
		}
		fail(http.StatusNotFound, 20404, "The requested resource was not found")
	case r.Method == http.MethodPost && rest == "Messages.json":
		if code, ok := s.refuseTexts[r.PostForm.Get("To")]; ok {
			fail(http.StatusBadRequest, code, "Attempt to send to unsubscribed recipient")
			return
		}
		w.WriteHeader(http.StatusCreated)
		_ = json.NewEncoder(w).Encode(map[string]string{"sid": fmt.Sprintf("SM%032d", len(s.requests)), "status": "queued"})
	default:
		fail(http.StatusNotFound, 20404, "The requested resource was not found")
	}
}
