package httpapi

import (
	"context"
	"net/http"

	"lexa/internal/lexa"
)

// PasswordStore is what the password-reset endpoints need from the database.
type PasswordStore interface {
	ResetPassword(ctx context.Context, tokenHash, passwordHash string) (lexa.User, error)
}

// forgotAnswer is the same whether or not the address has an account.
const forgotAnswer = "If an account uses that address, a link to reset its password is on its way."

func (s *Server) handleForgotPassword(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Email string `json:"email"`
	}
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	email := lexa.Sanitize(in.Email)
	if !s.allow(w, r, ClientIPFrom(r.Context()).String(), "password_forgot", signupLimit) ||
		!s.allow(w, r, accountKey(email), "password_forgot", signupLimit) {
		return
	}
	u, err := s.Store.UserByEmail(r.Context(), email)
	switch {
	case err == nil:
		if err := s.sendReset(r, u); err != nil {
			s.writeError(w, r, err)
			return
		}
		s.audit(r, lexa.AuditEntry{Action: "password_reset_requested", TableName: "users", UserID: u.ID})
	case lexa.ErrorCodeOf(err) != lexa.ENotFound:
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusAccepted, map[string]string{"message": forgotAnswer})
}

func (s *Server) sendReset(r *http.Request, u lexa.User) error {
	p, err := s.Store.Profile(r.Context(), u.ID)
	if err != nil {
		return err
	}
	token, hash := lexa.NewToken()
	e, err := s.AccountMail.ResetPassword(u.Email, p.FullName, s.BaseURL.String()+"/?reset="+token)
	if err != nil {
		return err
	}
	t := lexa.OneTimeToken{Hash: hash, UserID: u.ID, Purpose: "reset_password", ExpiresAt: s.Clock.Now().Add(lexa.ResetTTL)}
	if err := s.Store.CreateOneTimeToken(r.Context(), t, []lexa.OutgoingMail{{Kind: "reset_password", Email: e}}); err != nil {
		return err
	}
	s.MailQueued()
	return nil
}

func (s *Server) handleResetPassword(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Token    string `json:"token"`
		Password string `json:"password"`
	}
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	if !s.allow(w, r, ClientIPFrom(r.Context()).String(), "password_reset", signupLimit) {
		return
	}
	if err := lexa.ValidatePassword(in.Password); err != nil {
		s.writeError(w, r, err)
		return
	}
	hash, err := s.Passwords.Hash(r.Context(), in.Password)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	u, err := s.Store.ResetPassword(r.Context(), lexa.HashToken(in.Token), hash)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.audit(r, lexa.AuditEntry{Action: "password_reset_done", TableName: "users", UserID: u.ID})
	s.clearSessionCookie(w)
	w.WriteHeader(http.StatusNoContent)
}
