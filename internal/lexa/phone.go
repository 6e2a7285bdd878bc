package lexa

import (
	"regexp"
	"strings"
	"time"
)

// A voice-ai service's phone line (issue 30, item 4; decision 0063): a number on the
// owner's Twilio account whose calls Lexa's receptionist answers. The owner gives the
// account's SID and auth token; Lexa points the number's voice URL and status callback at
// webhooks under BASE_URL named by an unguessable token, and keeps the auth token sealed.

// PhoneLine is a connected number. The auth token and the webhook token are stored
// sealed (SECRETS_KEY); neither is ever in an answer.
type PhoneLine struct {
	ServiceID   string    `json:"-"`
	UserID      string    `json:"-"`
	Provider    string    `json:"provider"`
	AccountSID  string    `json:"account_sid"`
	PhoneNumber string    `json:"phone_number"`
	ConnectedAt time.Time `json:"connected_at"`
	// SealedAuthToken is the account's auth token, sealed.
	SealedAuthToken string `json:"-"`
	// TokenHash is SHA-256 of the webhook token (hex), which the webhooks are found by;
	// SealedToken is the token itself, sealed, so the owner can be shown the URLs again.
	TokenHash   string `json:"-"`
	SealedToken string `json:"-"`
	// ServiceStatus is the service's status, read with the line by its webhook token.
	ServiceStatus string `json:"-"`
}

// PhoneProviderTwilio is the one provider so far.
const PhoneProviderTwilio = "twilio"

// PhoneInput is PUT /api/services/{id}/phone's body.
type PhoneInput struct {
	Provider    string `json:"provider"`
	AccountSID  string `json:"account_sid"`
	AuthToken   string `json:"auth_token"`
	PhoneNumber string `json:"phone_number"`
}

var (
	accountSIDPattern = regexp.MustCompile(`^AC[0-9a-fA-F]{32}$`)
	authTokenPattern  = regexp.MustCompile(`^[0-9A-Za-z]{32}$`)
	e164Pattern       = regexp.MustCompile(`^\+[1-9][0-9]{6,14}$`)
	phoneSeparators   = strings.NewReplacer(" ", "", "-", "", "(", "", ")", "", ".", "")
)

// ParsePhoneInput checks a connection's fields and returns them normalised (the number in
// E.164, "+15550102030"), or every problem by field.
func ParsePhoneInput(in PhoneInput) (PhoneInput, error) {
	f := fieldErrors{}
	out := PhoneInput{Provider: strings.TrimSpace(in.Provider), AccountSID: strings.TrimSpace(in.AccountSID),
		AuthToken: strings.TrimSpace(in.AuthToken), PhoneNumber: phoneSeparators.Replace(strings.TrimSpace(in.PhoneNumber))}
	if out.Provider != PhoneProviderTwilio {
		f.add("provider", "Provider must be twilio")
	}
	if !accountSIDPattern.MatchString(out.AccountSID) {
		f.add("account_sid", "Account SID must be AC followed by 32 letters and digits, as the Twilio console shows it")
	}
	if !authTokenPattern.MatchString(out.AuthToken) {
		f.add("auth_token", "Auth token must be the 32 letters and digits the Twilio console shows")
	}
	if !e164Pattern.MatchString(out.PhoneNumber) {
		f.add("phone_number", "Phone number must be in international form, e.g. +15550102030")
	}
	return out, f.err()
}

// The phone line's errors.
var (
	ErrPhoneNotConnected = &Error{Code: ENotFound, Message: "No phone number is connected to this receptionist."}
	// ErrSecretsKeyMissing: on PostgreSQL Lexa stores no token until SECRETS_KEY is set.
	ErrSecretsKeyMissing = &Error{Code: EInvalid, Message: "This server cannot store a Twilio auth token yet: its operator must set SECRETS_KEY first."}
	// ErrPhoneLineUnknown answers a webhook whose token names no connected number.
	ErrPhoneLineUnknown = &Error{Code: ENotFound, Message: "Not found."}
)

// PhoneCall is a call in progress on a phone line: the conversation so far (kept in the
// database, so any instance answers the next webhook) and what it has come to.
type PhoneCall struct {
	ServiceID string
	CallSID   string
	Caller    string
	StartedAt time.Time
	Messages  []ChatMessage
	// Outcome is what the call came to so far: "" (answered, once the caller spoke),
	// booked, message or emergency.
	Outcome       string
	AppointmentID string
	UpdatedAt     time.Time
}

// PhoneCaller is the caller as the call log writes it: the number Twilio gives in From,
// or "anonymous" when it is withheld or not a number.
func PhoneCaller(from string) string {
	c := strings.ToLower(Sanitize(from))
	if c == "" || len([]rune(c)) > maxCallerLength || !callerPattern.MatchString(c) {
		return "anonymous"
	}
	return c
}

// MaxPhoneTurns bounds one call's conversation: past it the receptionist takes no more
// turns (a person speaks perhaps a few dozen; the limit keeps a stuck call's row small).
const MaxPhoneTurns = 120

// JobPhoneText is the job that texts a caller the booking they made on the phone, from
// the connected number (retried by the job queue; a refusal is recorded on the appointment).
const JobPhoneText = "phone_text"

// PhoneTextJob is a JobPhoneText job's payload.
type PhoneTextJob struct {
	AppointmentID string `json:"appointment_id"`
}

// The text statuses of an appointment (Appointment.TextStatus).
const (
	TextQueued  = "queued"
	TextSent    = "sent"
	TextRefused = "refused"
)

// BookingText is the text message confirming a to the caller: the business, the service
// and the time on the business's clock; a request says the office will confirm it.
func BookingText(p BusinessProfile, a Appointment) string {
	when := a.Start.In(p.Location()).Format("Mon Jan 2 at 3:04 PM")
	if a.Status == AppointmentConfirmed {
		return p.Name + ": your " + a.ServiceName + " is booked for " + when + ". Reply STOP to opt out."
	}
	return p.Name + ": we have your request for a " + a.ServiceName + " on " + when +
		". The office will confirm it with you. Reply STOP to opt out."
}

// LoggedOutcome is how the call log names the call's end, given Twilio's final status:
// what it came to (booked, a message, an emergency put through); else answered when the
// caller spoke, missed when the call did not connect or the caller never said a word.
func (c PhoneCall) LoggedOutcome(status string) string {
	switch {
	case c.Outcome != "":
		return c.Outcome
	case status != "completed":
		return "missed"
	}
	for _, m := range c.Messages {
		if m.Role == "user" {
			return "answered"
		}
	}
	return "missed"
}

// PhoneCallOpenAtMost is how long a call may go without a webhook before a retention pass
// closes it with what was heard: Twilio never reported its end (decision 0063).
const PhoneCallOpenAtMost = 4 * time.Hour

// ConversationTranscript is a conversation as the call log shows it, both sides ("Caller:"
// and the business's name), cut from the start to the log's limit (the end holds what it
// came to).
func ConversationTranscript(business string, msgs []ChatMessage) string {
	var b strings.Builder
	for _, m := range msgs {
		who := "Caller"
		if m.Role == "assistant" {
			who = business
		}
		b.WriteString(who + ": " + m.Content + "\n")
	}
	out := []rune(Sanitize(strings.TrimSpace(b.String())))
	if len(out) > MaxTranscript {
		out = out[len(out)-MaxTranscript:]
	}
	return string(out)
}

// TestCallPrefix starts the id of a workspace test call (Twilio's CallSids start with CA):
// it is kept like a phone call while it lasts, but never logged.
const TestCallPrefix = "test-"
