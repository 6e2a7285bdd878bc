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
	NameAndAvatar(ctx context.Context, userID string) (fullName, avatarURL string, err error)
	CreateSession(ctx context.Context, s lexa.Session, tokenHash string) error
	SessionUser(ctx context.Context, tokenHash string, idle time.Duration) (lexa.User, lexa.Session, error)
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

// hintCookie tells the web app that a session may exist, so anonymous pages never ask
// the API (and log no 401). It holds no secret; the session cookie is the credential.
const hintCookie = "lexa_auth"

// startSession creates a session for the user and sets its cookies. A fresh token each
// time: a session id seen before sign-in is never the one used after it, and the session
// this browser had before ends (ASVS 7.2.4), so signing in again leaves one live session
// per browser. method is how the user proved who they are ("password", "email_link",
// "google").
func (s *Server) startSession(w http.ResponseWriter, r *http.Request, userID, method string) error {
	if old := s.sessionToken(r); old != "" {
		if err := s.Store.DeleteSession(r.Context(), lexa.HashToken(old)); err != nil {
			return err
		}
	}
	token, hash := lexa.NewToken()
	now := s.Clock.Now()
	sess := lexa.Session{
		UserID: userID, Method: method, CreatedAt: now, ExpiresAt: now.Add(s.SessionMaxAge),
		IPAddress: ClientIPFrom(r.Context()).String(), UserAgent: r.UserAgent(),
	}
	if err := s.Store.CreateSession(r.Context(), sess, hash); err != nil {
		return err
	}
	maxAge := int(s.SessionMaxAge.Seconds())
	http.SetCookie(w, &http.Cookie{
		Name: s.sessionCookie(), Value: token, Path: "/", Expires: sess.ExpiresAt, MaxAge: maxAge,
		HttpOnly: true, Secure: s.secure(), SameSite: http.SameSiteLaxMode,
	})
	http.SetCookie(w, &http.Cookie{
		Name: hintCookie, Value: "1", Path: "/", Expires: sess.ExpiresAt, MaxAge: maxAge,
		Secure: s.secure(), SameSite: http.SameSiteLaxMode,
	})
	return nil
}

func (s *Server) clearSessionCookie(w http.ResponseWriter) {
	http.SetCookie(w, &http.Cookie{Name: s.sessionCookie(), Value: "", Path: "/", MaxAge: -1,
		HttpOnly: true, Secure: s.secure(), SameSite: http.SameSiteLaxMode})
	http.SetCookie(w, &http.Cookie{Name: hintCookie, Value: "", Path: "/", MaxAge: -1,
		Secure: s.secure(), SameSite: http.SameSiteLaxMode})
}

// sessionToken is the raw token of the request's session cookie, if any.
func (s *Server) sessionToken(r *http.Request) string {
	c, err := r.Cookie(s.sessionCookie())
	if err != nil {
		return ""
	}
	return c.Value
}

// currentSession is the signed-in user of the request and their session, or
// lexa.ErrNoSession.
func (s *Server) currentSession(r *http.Request) (lexa.User, lexa.Session, error) {
	token := s.sessionToken(r)
	if token == "" {
		return lexa.User{}, lexa.Session{}, lexa.ErrNoSession
	}
	return s.Store.SessionUser(r.Context(), lexa.HashToken(token), s.SessionIdle)
}

// currentUser is the signed-in user of the request, or lexa.ErrNoSession.
func (s *Server) currentUser(r *http.Request) (lexa.User, error) {
	u, _, err := s.currentSession(r)
	return u, err
}

type sessionKey struct{}

type signedIn struct {
	user    lexa.User
	session lexa.Session
}

// requireSession lets only signed-in requests through, with their user in the context.
// Without a live session the answer is 401 and the cookies are cleared, so the web app
// stops asking. Every answer is private: Cache-Control no-store.
func (s *Server) requireSession(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		u, sess, err := s.currentSession(r)
		if err != nil {
			if lexa.ErrorCodeOf(err) == lexa.EUnauthenticated {
				s.clearSessionCookie(w)
			}
			s.writeError(w, r, err)
			return
		}
		ctx := context.WithValue(r.Context(), sessionKey{}, signedIn{user: u, session: sess})
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

// userFrom is the signed-in user of a request that passed requireSession.
func userFrom(r *http.Request) lexa.User {
	return r.Context().Value(sessionKey{}).(signedIn).user
}

// sessionFrom is the session of a request that passed requireSession.
func sessionFrom(r *http.Request) lexa.Session {
	return r.Context().Value(sessionKey{}).(signedIn).session
}
