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

func (s *Server) handleForgotPassword(w http.ResponseWriter, r *http.Request) {
	s.mailLinkOnRequest(w, r, linkRequest{
		action:   "password_forgot",
		eligible: func(lexa.User) bool { return true },
		// The reset link lands on the home page's dialog; a return page is not offered.
		mail: func(u lexa.User, fullName, _ string) (lexa.OneTimeToken, lexa.OutgoingMail, error) {
			return s.resetMail(u, fullName)
		},
		audit:  "password_reset_requested",
		answer: "If an account uses that address, a link to reset its password is on its way.",
	})
}

// resetMail makes a reset token for u and the mail that carries its link to the site,
// which asks for the new password.
func (s *Server) resetMail(u lexa.User, fullName string) (lexa.OneTimeToken, lexa.OutgoingMail, error) {
	return s.tokenMail(u, fullName, "reset_password", lexa.ResetTTL, "/?reset=", s.AccountMail.ResetPassword)
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
	if !s.allowAddress(w, r, "password_reset") {
		return
	}
	if err := lexa.ValidatePassword(in.Password); err != nil {
		s.writeError(w, r, err)
		return
	}
	hash, ok := s.hashPassword(w, r, in.Password)
	if !ok {
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

// hashPassword hashes a new, already checked password (sign-up, reset); ok is false when
// it failed and the error was answered.
func (s *Server) hashPassword(w http.ResponseWriter, r *http.Request, password string) (hash string, ok bool) {
	hash, err := s.Passwords.Hash(r.Context(), password)
	if err != nil {
		s.writeError(w, r, err)
		return "", false
	}
	return hash, true
}
