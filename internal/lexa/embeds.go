package lexa

import (
	"crypto/rand"
	"encoding/base64"
	"time"
)

// Embed is a public link to one of a customer's services that they put on their own
// website: the text receptionist of a voice-ai service (/r/{token}) or the lead form of a
// call-center service (/f/{token}). Its token is random and unguessable; revoking it
// closes the link at once.
type Embed struct {
	ID        string     `json:"id"`
	ServiceID string     `json:"service_id"`
	Kind      string     `json:"kind"` // EmbedWidget or EmbedForm
	Token     string     `json:"token"`
	CreatedAt time.Time  `json:"created_at"`
	RevokedAt *time.Time `json:"revoked_at"`
	// UserID, ServiceType and ServiceStatus are the service's, for the public page.
	UserID        string      `json:"-"`
	ServiceType   ServiceType `json:"-"`
	ServiceStatus string      `json:"-"`
}

// The kinds of embed, and the path each is served under.
const (
	EmbedWidget = "widget" // a voice-ai service's text receptionist: /r/{token}
	EmbedForm   = "form"   // a call-center service's lead form: /f/{token}
)

// EmbedPath is the public path of an embed: /r/{token} or /f/{token}.
func (e Embed) EmbedPath() string {
	if e.Kind == EmbedForm {
		return "/f/" + e.Token
	}
	return "/r/" + e.Token
}

// MaxEmbedsPerService bounds a service's links that are not revoked.
const MaxEmbedsPerService = 5

// NewEmbedToken is a new embed token: 192 random bits, URL-safe.
func NewEmbedToken() string {
	var b [24]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails
	return base64.RawURLEncoding.EncodeToString(b[:])
}

// The errors of embeds.
var (
	ErrEmbedNotFound = &Error{Code: ENotFound, Message: "This link is not active. Ask the business for a current one."}
	ErrNoEmbeds      = &Error{Code: ENotFound, Message: "This service has no public link."}
	ErrTooManyEmbeds = &Error{Code: EConflict, Message: "This service already has 5 public links. Revoke one first."}
	ErrEmbedRevoked  = &Error{Code: ENotFound, Message: "Public link not found."}
)
