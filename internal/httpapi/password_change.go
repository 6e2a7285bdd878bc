package httpapi

import (
	"context"
	"net/http"

	"lexa/internal/lexa"
)

// PasswordChangeStore is what changing a signed-in user's password needs from the database.
type PasswordChangeStore interface {
	ChangePassword(ctx context.Context, userID, keepTokenHash, passwordHash string, notice lexa.OutgoingMail) error
}

// errNoPasswordToChange answers an account that signs in only with Google: it has no
// password to change, and setting one is what 'Forgot password' is for.
var errNoPasswordToChange = &lexa.Error{Code: lexa.EInvalid,
	Message: "Your account signs in with Google and has no password to change. To add one, sign out and use 'Forgot password'."}

// errWrongCurrentPassword is the answer to a wrong current password, under its field.
var errWrongCurrentPassword = &lexa.Error{Code: lexa.EInvalid, Message: "Incorrect password",
	Fields: map[string]string{"current_password": "Incorrect password"}}

// handleChangePassword changes the signed-in user's password: the current one proves it
// is them, the new one follows the sign-up rules. Every other session ends (this one
// stays) and a notice is mailed, in the transaction that changes the hash.
func (s *Server) handleChangePassword(w http.ResponseWriter, r *http.Request) {
	var in lexa.PasswordChange
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	u := userFrom(r)
	if u.PasswordHash == "" {
		s.writeError(w, r, errNoPasswordToChange)
		return
	}
	if err := lexa.ParsePasswordChange(in); err != nil {
		s.writeError(w, r, err)
		return
	}
	// Counted per account, like sign-in: each request is a guess at the current password.
	if !s.allow(w, r, "account:"+u.ID, "password_change") {
		return
	}
	ok, err := s.Passwords.Verify(r.Context(), in.CurrentPassword, u.PasswordHash)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if !ok {
		s.audit(r, lexa.AuditEntry{Action: "password_change_failed", TableName: "users", UserID: u.ID})
		s.writeError(w, r, errWrongCurrentPassword)
		return
	}
	hash, ok := s.hashPassword(w, r, in.NewPassword)
	if !ok {
		return
	}
	p, err := s.Store.Profile(r.Context(), u.ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	notice, err := s.AccountMail.PasswordChanged(u.Email, p.FullName, s.Clock.Now(), ClientIPFrom(r.Context()).String())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	keep := lexa.HashToken(s.sessionToken(r))
	if err := s.Store.ChangePassword(r.Context(), u.ID, keep, hash, lexa.OutgoingMail{Kind: "password_changed", Email: notice}); err != nil {
		s.writeError(w, r, err)
		return
	}
	s.audit(r, lexa.AuditEntry{Action: "password_changed", TableName: "users", UserID: u.ID})
	s.MailQueued()
	w.WriteHeader(http.StatusNoContent)
}
