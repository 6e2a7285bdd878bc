package httpapi

import (
	"context"
	"crypto/subtle"
	"encoding/base64"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strings"

	"lexa/internal/lexa"
)

// GoogleSignIn is the OpenID Connect client (auth.Google); nil when Google sign-in is off.
type GoogleSignIn interface {
	AuthURL(ctx context.Context, state, nonce, verifier string) (string, error)
	Identify(ctx context.Context, code, verifier, nonce string) (lexa.GoogleIdentity, error)
}

// GoogleStore is what Google sign-in needs from the database.
type GoogleStore interface {
	SignInWithGoogle(ctx context.Context, id lexa.GoogleIdentity, newUser lexa.User, p lexa.Profile, roles []lexa.RoleChange) (lexa.User, string, error)
}

var errGoogleOff = &lexa.Error{Code: lexa.EUnavailable, Message: "Google sign-in is not available on this site."}

// googleFlow is what one sign-in attempt must remember between leaving for Google and
// coming back. It lives in a short-lived HttpOnly cookie scoped to the callback, so any
// instance can finish the flow and nothing is stored for abandoned attempts.
type googleFlow struct {
	State    string `json:"s"`
	Nonce    string `json:"n"`
	Verifier string `json:"v"`
	Return   string `json:"r"`
}

const (
	googleFlowCookie = "lexa_google_flow"
	googleFlowPath   = "/api/auth/google/callback"
	googleFlowMaxAge = 600 // seconds to complete the sign-in at Google
)

// handleGoogleStart sends the browser to Google. The web app asks with Accept JSON and
// gets the URL to open, so it can show an error instead of leaving the page.
func (s *Server) handleGoogleStart(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	if s.Google == nil {
		s.writeError(w, r, errGoogleOff)
		return
	}
	// Only a page of the allow-list (lexa.ReturnPath); anything else is the home page.
	flow := googleFlow{Return: lexa.ReturnPath(r.URL.Query().Get("return"), "/")}
	// 256 random bits each; the PKCE verifier is 43 URL-safe characters, as RFC 7636 wants.
	flow.State, _ = lexa.NewToken()
	flow.Nonce, _ = lexa.NewToken()
	flow.Verifier, _ = lexa.NewToken()
	target, err := s.Google.AuthURL(r.Context(), flow.State, flow.Nonce, flow.Verifier)
	if err != nil {
		s.Logger.LogAttrs(r.Context(), slog.LevelError, "google sign-in unavailable",
			slog.String("id", RequestID(r.Context())), slog.String("error", err.Error()))
		s.writeError(w, r, &lexa.Error{Code: lexa.EUnavailable, Message: "Google sign-in is unavailable right now. Please try again later."})
		return
	}
	raw, _ := json.Marshal(flow)
	http.SetCookie(w, &http.Cookie{Name: googleFlowCookie, Value: base64.RawURLEncoding.EncodeToString(raw),
		Path: googleFlowPath, MaxAge: googleFlowMaxAge, HttpOnly: true, Secure: s.secure(), SameSite: http.SameSiteLaxMode})
	if strings.Contains(r.Header.Get("Accept"), "application/json") {
		writeJSON(w, http.StatusOK, map[string]string{"url": target})
		return
	}
	http.Redirect(w, r, target, http.StatusFound)
}

// handleGoogleCallback finishes the flow: the state must match this browser's attempt,
// the ID token must carry its nonce, and Google must have verified the e-mail.
func (s *Server) handleGoogleCallback(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	flow, ok := s.takeGoogleFlow(w, r)
	q := r.URL.Query()
	switch {
	case s.Google == nil || !ok || subtle.ConstantTimeCompare([]byte(q.Get("state")), []byte(flow.State)) != 1:
		s.googleFailed(w, r, "google_failed", errors.New("missing or mismatched state"))
		return
	case q.Get("error") != "":
		s.googleFailed(w, r, "google_cancelled", errors.New("provider error: "+q.Get("error")))
		return
	}
	id, err := s.Google.Identify(r.Context(), q.Get("code"), flow.Verifier, flow.Nonce)
	if err != nil {
		s.googleFailed(w, r, "google_failed", err)
		return
	}
	if !id.EmailVerified || !lexa.ValidEmail(id.Email) {
		s.googleFailed(w, r, "google_unverified", errors.New("e-mail not verified by the provider"))
		return
	}
	newUser, profile := s.newGoogleUser(id)
	roles := s.newAccountRoles(r, newUser)
	u, outcome, err := s.Store.SignInWithGoogle(r.Context(), id, newUser, profile, roles)
	if err != nil {
		s.googleFailed(w, r, "google_failed", err)
		return
	}
	switch outcome {
	case lexa.GoogleCreated:
		s.audit(r, lexa.AuditEntry{Action: "sign_up", TableName: "users", UserID: u.ID, Detail: map[string]string{"provider": "google"}})
	case lexa.GoogleLinked:
		s.audit(r, lexa.AuditEntry{Action: "google_linked", TableName: "users", UserID: u.ID})
	}
	if err := s.startSession(w, r, u.ID, "google"); err != nil {
		s.googleFailed(w, r, "google_failed", err)
		return
	}
	s.audit(r, lexa.AuditEntry{Action: "sign_in", TableName: "sessions", UserID: u.ID, Detail: map[string]string{"method": "google"}})
	http.Redirect(w, r, s.BaseURL.String()+flow.Return, http.StatusSeeOther)
}

// takeGoogleFlow reads and clears this browser's pending attempt: a callback works once.
func (s *Server) takeGoogleFlow(w http.ResponseWriter, r *http.Request) (googleFlow, bool) {
	var flow googleFlow
	c, err := r.Cookie(googleFlowCookie)
	if err != nil {
		return flow, false
	}
	http.SetCookie(w, &http.Cookie{Name: googleFlowCookie, Value: "", Path: googleFlowPath, MaxAge: -1,
		HttpOnly: true, Secure: s.secure(), SameSite: http.SameSiteLaxMode})
	raw, err := base64.RawURLEncoding.DecodeString(c.Value)
	if err != nil || json.Unmarshal(raw, &flow) != nil || flow.State == "" || !lexa.IsReturnPath(flow.Return) {
		return flow, false
	}
	return flow, true
}

// newGoogleUser is the account a first Google sign-in creates: the address is verified by
// Google, there is no password, and the name and picture come from the claims.
func (s *Server) newGoogleUser(id lexa.GoogleIdentity) (lexa.User, lexa.Profile) {
	now := s.Clock.Now().UTC()
	u := lexa.User{ID: lexa.NewID(), Email: id.Email, EmailVerifiedAt: &now, Provider: "google", GoogleSubject: id.Subject, CreatedAt: now}
	name := truncate(lexa.Sanitize(id.Name), 100)
	if name == "" {
		name = truncate(id.Email[:strings.IndexByte(id.Email, '@')], 100)
	}
	avatar := ""
	if strings.HasPrefix(id.Picture, "https://") && len(id.Picture) <= 2048 {
		avatar = id.Picture
	}
	return u, lexa.Profile{FullName: name, AvatarURL: avatar}
}

func truncate(s string, n int) string {
	for i := range s {
		if n == 0 {
			return s[:i]
		}
		n--
	}
	return s
}

// googleFailed logs why and sends the visitor home, where the site explains the code.
func (s *Server) googleFailed(w http.ResponseWriter, r *http.Request, code string, err error) {
	s.Logger.LogAttrs(r.Context(), slog.LevelWarn, "google sign-in failed",
		slog.String("id", RequestID(r.Context())), slog.String("code", code), slog.String("error", err.Error()))
	s.audit(r, lexa.AuditEntry{Action: "sign_in_failed", TableName: "users", Detail: map[string]string{"method": "google", "reason": code}})
	http.Redirect(w, r, s.BaseURL.String()+"/?auth_error="+code, http.StatusSeeOther)
}

// newAccountRoles is what the configuration (ADMIN_EMAILS) gives the account a sign-up
// makes; the store writes each grant with its audit row, in the account's transaction.
func (s *Server) newAccountRoles(r *http.Request, u lexa.User) []lexa.RoleChange {
	return lexa.ConfiguredGrants(u, s.AdminEmails, ClientIPFrom(r.Context()).String())
}
