package httpapi

import (
	"context"
	"net/http"
	"time"

	"lexa/internal/lexa"
)

// AccountStore is what sign-in and sessions need from the database.
type AccountStore interface {
	UserByEmail(ctx context.Context, email string) (lexa.User, error)
	Profile(ctx context.Context, userID string) (lexa.Profile, error)
	CreateSession(ctx context.Context, tokenHash, userID string, expires time.Time, ip, userAgent string) error
	SessionUser(ctx context.Context, tokenHash string, idle time.Duration) (lexa.User, error)
	DeleteSession(ctx context.Context, tokenHash string) error
}

// PasswordChecker verifies passwords (auth.Hasher).
type PasswordChecker interface {
	Verify(ctx context.Context, password, encoded string) (bool, error)
}

// sessionCookie is the cookie's name: with the __Host- prefix on https, which the browser
// only accepts from a secure origin, for the whole site, without a Domain.
func (s *Server) sessionCookie() string {
	if s.secure() {
		return "__Host-lexa_session"
	}
	return "lexa_session"
}

func (s *Server) secure() bool { return s.BaseURL.Scheme == "https" }

// startSession creates a session for the user and sets its cookie. A fresh token each
// time: a session id seen before sign-in is never the one used after it.
func (s *Server) startSession(w http.ResponseWriter, r *http.Request, userID string) error {
	token, hash := lexa.NewToken()
	expires := s.Clock.Now().Add(s.SessionMaxAge)
	if err := s.Store.CreateSession(r.Context(), hash, userID, expires, ClientIPFrom(r.Context()).String(), r.UserAgent()); err != nil {
		return err
	}
	http.SetCookie(w, &http.Cookie{
		Name: s.sessionCookie(), Value: token, Path: "/", Expires: expires, MaxAge: int(s.SessionMaxAge.Seconds()),
		HttpOnly: true, Secure: s.secure(), SameSite: http.SameSiteLaxMode,
	})
	return nil
}

func (s *Server) clearSessionCookie(w http.ResponseWriter) {
	http.SetCookie(w, &http.Cookie{Name: s.sessionCookie(), Value: "", Path: "/", MaxAge: -1,
		HttpOnly: true, Secure: s.secure(), SameSite: http.SameSiteLaxMode})
}

// sessionToken is the raw token of the request's session cookie, if any.
func (s *Server) sessionToken(r *http.Request) string {
	c, err := r.Cookie(s.sessionCookie())
	if err != nil {
		return ""
	}
	return c.Value
}

// currentUser is the signed-in user of the request, or lexa.ErrNoSession.
func (s *Server) currentUser(r *http.Request) (lexa.User, error) {
	token := s.sessionToken(r)
	if token == "" {
		return lexa.User{}, lexa.ErrNoSession
	}
	return s.Store.SessionUser(r.Context(), lexa.HashToken(token), s.SessionIdle)
}
