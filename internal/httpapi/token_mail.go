package httpapi

import (
	"time"

	"lexa/internal/lexa"
)

// tokenMail makes a one-time token of purpose for u, valid for ttl, and the mail (of the
// same kind) that write composes around its link: the site's address, then linkPath,
// then the token. Only the token's hash is stored; the token itself is only in the mail.
func (s *Server) tokenMail(u lexa.User, fullName, purpose string, ttl time.Duration, linkPath string,
	write func(email, fullName, link string) (lexa.Email, error)) (lexa.OneTimeToken, lexa.OutgoingMail, error) {
	token, hash := lexa.NewToken()
	t := lexa.OneTimeToken{Hash: hash, UserID: u.ID, Purpose: purpose, ExpiresAt: s.Clock.Now().Add(ttl)}
	e, err := write(u.Email, fullName, s.BaseURL.String()+linkPath+token)
	return t, lexa.OutgoingMail{Kind: purpose, Email: e}, err
}
