package httpapi

import (
	"context"
	"log/slog"
	"net/http"
	"net/url"
	"time"

	"lexa/internal/lexa"
)

// The receptionist's phone line (issue 30, item 4; decision 0063): the owner connects a
// number of their Twilio account; Lexa checks it there and points its voice URL and
// status callback at the webhooks of phone_webhook.go, named by a token only Twilio and
// the owner see.

// PhoneStore keeps the phone lines and the calls in progress on them (internal/store).
type PhoneStore interface {
	ConnectPhone(ctx context.Context, userID, serviceID string, l lexa.PhoneLine) (lexa.PhoneLine, error)
	PhoneLine(ctx context.Context, userID, serviceID string) (lexa.PhoneLine, error)
	DisconnectPhone(ctx context.Context, userID, serviceID string) error
	PhoneLineByToken(ctx context.Context, tokenHash string) (lexa.PhoneLine, error)
	PhoneCall(ctx context.Context, serviceID, callSID string) (lexa.PhoneCall, bool, error)
	SavePhoneCall(ctx context.Context, c lexa.PhoneCall) error
	DropPhoneCall(ctx context.Context, serviceID, callSID string) error
	FinishPhoneCall(ctx context.Context, c lexa.Call, callSID string) (lexa.Call, bool, error)
}

// Telephony is the phone provider's REST API and webhook signature (internal/twilio).
type Telephony interface {
	// PointNumber checks phoneNumber is on the account and points its calls at voiceURL
	// and its status callbacks at statusURL; its errors are in words for the owner.
	PointNumber(ctx context.Context, accountSID, authToken, phoneNumber, voiceURL, statusURL string) error
	ValidSignature(authToken, fullURL string, params url.Values, signature string) bool
}

// SecretBox seals secrets for storage and opens them (internal/secrets, SECRETS_KEY).
type SecretBox interface {
	Seal(plain string) (string, error)
	Open(sealed string) (string, error)
}

// phoneOut is a phone line as the API shows it: never the auth token.
type phoneOut struct {
	Provider    string    `json:"provider"`
	AccountSID  string    `json:"account_sid"`
	PhoneNumber string    `json:"phone_number"`
	VoiceURL    string    `json:"voice_url"`
	StatusURL   string    `json:"status_url"`
	ConnectedAt time.Time `json:"connected_at"`
}

// phoneURLs are the webhook URLs of a line's token.
func (s *Server) phoneURLs(token string) (voice, status string) {
	base := s.BaseURL.String() + "/api/phone/twilio/" + url.PathEscape(token)
	return base + "/voice", base + "/status"
}

func (s *Server) phoneOut(l lexa.PhoneLine, token string) phoneOut {
	voice, status := s.phoneURLs(token)
	return phoneOut{Provider: l.Provider, AccountSID: l.AccountSID, PhoneNumber: l.PhoneNumber, VoiceURL: voice,
		StatusURL: status, ConnectedAt: l.ConnectedAt}
}

// handlePhoneLine shows the connected number, or 404 when there is none.
func (s *Server) handlePhoneLine(w http.ResponseWriter, r *http.Request) {
	l, err := s.Store.PhoneLine(r.Context(), userFrom(r).ID, r.PathValue("id"))
	if err == nil && s.Secrets == nil {
		err = lexa.ErrSecretsKeyMissing
	}
	var token string
	if err == nil {
		token, err = s.Secrets.Open(l.SealedToken)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, map[string]any{"phone": s.phoneOut(l, token)})
}

// handleConnectPhone connects a number: checked and pointed at Lexa on Twilio first, then
// stored with its token sealed. A refusal from Twilio, or a server without SECRETS_KEY,
// stores nothing.
func (s *Server) handleConnectPhone(w http.ResponseWriter, r *http.Request) {
	u, serviceID := userFrom(r), r.PathValue("id")
	var in lexa.PhoneInput
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	// Ownership first: another user's service is 404 whatever the body says.
	if _, err := s.Store.PhoneLine(r.Context(), u.ID, serviceID); err != nil && err != lexa.ErrPhoneNotConnected {
		s.writeError(w, r, err)
		return
	}
	in, err := lexa.ParsePhoneInput(in)
	switch {
	case err != nil:
		s.writeError(w, r, err)
		return
	case s.Secrets == nil:
		s.writeError(w, r, lexa.ErrSecretsKeyMissing)
		return
	}
	if !s.allow(w, r, "account:"+u.ID, "phone_connect") {
		return
	}
	token, tokenHash := lexa.NewToken()
	voiceURL, statusURL := s.phoneURLs(token)
	if err := s.Telephony.PointNumber(r.Context(), in.AccountSID, in.AuthToken, in.PhoneNumber, voiceURL, statusURL); err != nil {
		// Twilio's own words go to the log (never the token); the owner gets plain ones.
		s.Logger.LogAttrs(r.Context(), slog.LevelInfo, "phone: Twilio refused to connect a number",
			slog.String("id", RequestID(r.Context())), slog.String("service_id", serviceID), slog.String("error", err.Error()))
		s.writeError(w, r, err)
		return
	}
	sealedAuth, err := s.Secrets.Seal(in.AuthToken)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	sealedToken, err := s.Secrets.Seal(token)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	l, err := s.Store.ConnectPhone(r.Context(), u.ID, serviceID, lexa.PhoneLine{Provider: in.Provider, AccountSID: in.AccountSID,
		PhoneNumber: in.PhoneNumber, SealedAuthToken: sealedAuth, TokenHash: tokenHash, SealedToken: sealedToken})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.audit(r, lexa.AuditEntry{Action: "phone_connected", TableName: "phone_lines", UserID: u.ID,
		Detail: map[string]string{"service_id": serviceID, "phone_number": in.PhoneNumber}})
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, map[string]any{"phone": s.phoneOut(l, token)})
}

// handleDisconnectPhone forgets the number: its webhooks answer 404 from now on. The
// number on Twilio keeps pointing at them until the owner changes it there.
func (s *Server) handleDisconnectPhone(w http.ResponseWriter, r *http.Request) {
	u, serviceID := userFrom(r), r.PathValue("id")
	if err := s.Store.DisconnectPhone(r.Context(), u.ID, serviceID); err != nil {
		s.writeError(w, r, err)
		return
	}
	s.audit(r, lexa.AuditEntry{Action: "phone_disconnected", TableName: "phone_lines", UserID: u.ID,
		Detail: map[string]string{"service_id": serviceID}})
	writeJSON(w, http.StatusOK, map[string]any{"phone": nil})
}
