package httpapi

import (
	"net/http"

	"lexa/internal/lexa"
)

// The web app maps this message to 'Invalid email or password. Please try again.'
// Wrong e-mail and wrong password get the same words and take the same time.
var errBadCredentials = &lexa.Error{Code: lexa.EInvalid, Message: "Invalid login credentials"}

var errNotVerified = &lexa.Error{Code: lexa.EForbidden,
	Message: "Email not confirmed. Please open the link we sent to your inbox, or ask for a new one."}

// authUser is the signed-in user (docs/product.md, "Accounts and roles"). Structs rather
// than maps: a map is encoded by reflection with its keys sorted on every request, and the
// session's answer is one of the most frequent; the fields are in the order the sorted
// keys had, so the bytes are the same.
type authUser struct {
	ID           string       `json:"id"`
	Email        string       `json:"email"`
	UserMetadata userMetadata `json:"user_metadata"`
	AppMetadata  appMetadata  `json:"app_metadata"`
}

type userMetadata struct {
	AvatarURL string `json:"avatar_url"`
	FullName  string `json:"full_name"`
}

type appMetadata struct {
	Provider string `json:"provider"`
}

// authAnswer is the body of the session and sign-in answers.
type authAnswer struct {
	User authUser `json:"user"`
}

func (s *Server) authUserOf(r *http.Request, u lexa.User) (authUser, error) {
	name, avatar, err := s.Store.NameAndAvatar(r.Context(), u.ID)
	if err != nil {
		return authUser{}, err
	}
	return authUser{
		ID: u.ID, Email: u.Email,
		UserMetadata: userMetadata{AvatarURL: avatar, FullName: name},
		AppMetadata:  appMetadata{Provider: u.Provider},
	}, nil
}

// handleSignin checks a password. Attempts count per address and per account (the
// "login" limit): guessing one account's password from many addresses hits the second.
func (s *Server) handleSignin(w http.ResponseWriter, r *http.Request) {
	var in lexa.SigninInput
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	if !s.allowAddress(w, r, "login") || !s.allow(w, r, accountKey(in.Email), "login") {
		return
	}
	in, err := lexa.ParseSignin(in)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	u, err := s.Store.UserByEmail(r.Context(), in.Email)
	if err != nil && lexa.ErrorCodeOf(err) != lexa.ENotFound {
		s.writeError(w, r, err)
		return
	}
	// An unknown e-mail is checked against a dummy hash (u.PasswordHash is empty).
	ok, err := s.Passwords.Verify(r.Context(), in.Password, u.PasswordHash)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if !ok {
		s.audit(r, lexa.AuditEntry{Action: "sign_in_failed", TableName: "users", UserID: u.ID})
		s.writeError(w, r, errBadCredentials)
		return
	}
	if u.EmailVerifiedAt == nil {
		s.audit(r, lexa.AuditEntry{Action: "sign_in_unverified", TableName: "users", UserID: u.ID})
		s.writeError(w, r, errNotVerified)
		return
	}
	s.signIn(w, r, u)
}

// signIn starts a session for u and answers with the auth user.
func (s *Server) signIn(w http.ResponseWriter, r *http.Request, u lexa.User) {
	if err := s.startSession(w, r, u.ID, "password"); err != nil {
		s.writeError(w, r, err)
		return
	}
	s.audit(r, lexa.AuditEntry{Action: "sign_in", TableName: "sessions", UserID: u.ID})
	au, err := s.authUserOf(r, u)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, authAnswer{User: au})
}

func (s *Server) handleSession(w http.ResponseWriter, r *http.Request) {
	au, err := s.authUserOf(r, userFrom(r))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, authAnswer{User: au})
}

func (s *Server) handleSignout(w http.ResponseWriter, r *http.Request) {
	if token := s.sessionToken(r); token != "" {
		if u, err := s.currentUser(r); err == nil {
			s.audit(r, lexa.AuditEntry{Action: "sign_out", TableName: "sessions", UserID: u.ID})
		}
		if err := s.Store.DeleteSession(r.Context(), lexa.HashToken(token)); err != nil {
			s.writeError(w, r, err)
			return
		}
	}
	s.clearSessionCookie(w)
	w.WriteHeader(http.StatusNoContent)
}
