package lexa

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"strings"
	"time"
)

// The lead inbox of a call-center service (docs/api.md, "Lead inbox"): leads arrive from
// the customer's systems (POST /api/v1/leads, with an API key) or from the public form
// (/f/{token}); each is scored once in the background by a job of kind JobScoreLead and
// moves through the pipeline's stages. Not to be confused with the site's own contact
// form and demo bookings (leads.go, contact.go).

// JobScoreLead is the job kind that scores an inbox lead.
const JobScoreLead = "score_lead"

// The lead score's tiers: the same ones the lead scorer demo shows ("Hot Lead" from 80,
// "Warm Lead" from 60; web/app/features/demos/lead-scorer/lead-score.ts). A lead scored
// HotLeadScore or more mails the customer at once, once.
const (
	HotLeadScore  = 80
	WarmLeadScore = 60
)

// The limits of a lead.
const (
	MaxLeadNotes = 10_000
	// MaxListedLeads bounds a list of leads (the newest are kept).
	MaxListedLeads = 500
	// MaxLeadRevenueCents is the largest revenue a won lead carries: a usage report's.
	MaxLeadRevenueCents = maxRevenueCents
)

// LeadScoring is where a lead's scoring stands: queued → scored, or failed.
type LeadScoring string

// The scoring states.
const (
	LeadScoringQueued LeadScoring = "queued"
	LeadScoringScored LeadScoring = "scored"
	LeadScoringFailed LeadScoring = "failed"
)

// LeadStages are the pipeline's stages, in order; a new lead is in the first.
var LeadStages = []string{"new", "contacted", "qualified", "won", "lost"}

// LeadStageWon is the stage in which a lead carries revenue.
const LeadStageWon = "won"

// Where a lead came from when its sender does not say: the lead API, the public form, or
// the owner adding it by hand in the inbox.
const (
	LeadSourceAPI    = "api"
	LeadSourceForm   = "form"
	LeadSourceManual = "manual"
)

// InboxLeadInput is a lead as it arrives, before sanitising: the API's body or the
// public form's fields (which have no idempotency key).
type InboxLeadInput struct {
	Name           string `json:"name"`
	Company        string `json:"company"`
	Email          string `json:"email"`
	Phone          string `json:"phone"`
	Source         string `json:"source"`
	Notes          string `json:"notes"`
	IdempotencyKey string `json:"idempotency_key"`
}

// InboxLead is one lead of a call-center service.
type InboxLead struct {
	ID, UserID, ServiceID string
	IdempotencyKey        string // "" for a form lead
	// Fingerprint is the SHA-256 of the lead as sent, to tell a retry from a clash.
	Fingerprint                                string
	Name, Company, Email, Phone, Source, Notes string
	Scoring                                    LeadScoring
	Score                                      *int
	Temperature                                string // "hot", "warm", "cold"; "" until scored
	// Kind is what the lead reader found the message to be; "" until scored (and for a
	// lead scored before kinds were read). DoNotContact is set for an opt-out: such a
	// lead is never mailed as hot.
	Kind                 LeadKind
	DoNotContact         bool
	Reasons              []string
	Analysis             string       // the engine's assessment
	Profile              *LeadProfile // what the lead reader found; nil until scored
	Stage                string
	RevenueCents         int64
	RevenueRecordedAt    *time.Time
	HotNotifiedAt        *time.Time
	JobID                string
	CreatedAt, UpdatedAt time.Time
	ScoredAt             *time.Time
}

// ParseInboxLead sanitises and validates a lead that arrived by way of origin (one of the
// LeadSource constants). Only the API's leads have an idempotency key; a form's source is
// always LeadSourceForm, and a lead without a source is given its origin. The result is
// safe to store.
func ParseInboxLead(in InboxLeadInput, origin string) (InboxLead, error) {
	l := InboxLead{Name: Sanitize(in.Name), Company: Sanitize(in.Company), Email: Sanitize(in.Email),
		Phone: Sanitize(in.Phone), Source: Sanitize(in.Source), Notes: Sanitize(in.Notes),
		IdempotencyKey: strings.TrimSpace(in.IdempotencyKey), Stage: LeadStages[0], Scoring: LeadScoringQueued}
	f := fieldErrors{}
	f.maxLen("name", l.Name, 100, "Name must be at most 100 characters")
	f.maxLen("company", l.Company, 100, "Company must be at most 100 characters")
	if l.Email != "" && !ValidEmail(l.Email) {
		f.add("email", "Invalid email address")
	}
	f.maxLen("email", l.Email, 255, "Email must be at most 255 characters")
	f.maxLen("phone", l.Phone, 30, "Phone must be at most 30 characters")
	f.maxLen("notes", l.Notes, MaxLeadNotes, "Notes must be at most 10,000 characters")
	if l.Name == "" && l.Email == "" && l.Phone == "" {
		f.add("name", "Give a name, an email address or a phone number")
	}
	if origin != LeadSourceAPI {
		l.IdempotencyKey = ""
	}
	if origin == LeadSourceForm {
		l.Source = LeadSourceForm
	}
	f.maxLen("source", l.Source, 60, "Source must be at most 60 characters")
	if l.Source == "" {
		l.Source = origin
	}
	if textLength(l.IdempotencyKey) > 100 {
		f.add("idempotency_key", "idempotency_key must be at most 100 characters")
	}
	if err := f.err(); err != nil {
		return l, err
	}
	sum := sha256.Sum256([]byte(strings.Join([]string{l.Name, l.Company, l.Email, l.Phone, l.Source, l.Notes}, "\x00")))
	l.Fingerprint = hex.EncodeToString(sum[:])
	return l, nil
}

// Text is the lead as the engine reads it: its fields labelled, then the notes.
func (l InboxLead) Text() string {
	var b strings.Builder
	for _, kv := range [][2]string{{"Name", l.Name}, {"Company", l.Company}, {"Email", l.Email}, {"Phone", l.Phone}, {"Source", l.Source}} {
		if kv[1] != "" {
			b.WriteString(kv[0] + ": " + kv[1] + "\n")
		}
	}
	if l.Notes != "" {
		b.WriteString("\n" + l.Notes)
	}
	return strings.TrimSpace(b.String())
}

// LeadTemperature is a score's tier: "hot", "warm" or "cold".
func LeadTemperature(score int) string {
	switch {
	case score >= HotLeadScore:
		return "hot"
	case score >= WarmLeadScore:
		return "warm"
	}
	return "cold"
}

// LeadScoreOutcome is what the scoring job found.
type LeadScoreOutcome struct {
	Scoring      LeadScoring
	Score        int
	Temperature  string
	Kind         LeadKind
	DoNotContact bool
	Reasons      []string
	Analysis     string
	Profile      LeadProfile
}

// LeadScoreInput is what the scoring job reads: the lead, its owner, whom a hot lead
// mails, and the service's lead profile it is scored by.
type LeadScoreInput struct {
	Lead       InboxLead
	OwnerEmail string
	OwnerName  string
	Business   BusinessLeadProfile
}

// InboxLeadFilter narrows a list of leads.
type InboxLeadFilter struct {
	Stage string // one stage, or "" for all
	Query string // a case-insensitive part of the name, company, e-mail or phone
}

// InboxLeadChange is a move of a lead to another stage, with its revenue when won.
type InboxLeadChange struct {
	Stage   *string      `json:"stage"`
	Revenue *json.Number `json:"revenue"`
}

// CheckedLeadChange is a valid InboxLeadChange.
type CheckedLeadChange struct {
	Stage        string // "" leaves it
	RevenueCents *int64 // nil leaves it
}

// CheckLeadChange checks a change of a lead now in stage current.
func CheckLeadChange(in InboxLeadChange, current string) (CheckedLeadChange, error) {
	var out CheckedLeadChange
	if in.Stage == nil && in.Revenue == nil {
		return out, Errorf(EInvalid, "Nothing to update.")
	}
	f := fieldErrors{}
	stage := current
	if in.Stage != nil {
		if !validStage(*in.Stage) {
			f.add("stage", "Choose one of: new, contacted, qualified, won, lost.")
		}
		out.Stage, stage = *in.Stage, *in.Stage
	}
	if in.Revenue != nil {
		c := amountCents(f, "revenue", *in.Revenue, MaxLeadRevenueCents, "Revenue must be an amount from 0 to 10,000,000 with at most two decimals")
		if stage != LeadStageWon {
			f.add("revenue", "Only a won lead carries revenue.")
		}
		out.RevenueCents = &c
	}
	return out, f.err()
}

func validStage(s string) bool {
	for _, v := range LeadStages {
		if v == s {
			return true
		}
	}
	return false
}

// ValidLeadStage tells whether s is one of LeadStages (a list's filter).
func ValidLeadStage(s string) bool { return validStage(s) }

// The errors of the lead inbox.
var (
	ErrInboxLeadNotFound   = &Error{Code: ENotFound, Message: "Lead not found."}
	ErrNoInboxLeads        = &Error{Code: ENotFound, Message: "Only a call-center service has a lead inbox."}
	ErrLeadIdempotentClash = &Error{Code: EConflict, Message: "This idempotency_key was used for a different lead."}
	ErrLeadRevenueRecorded = &Error{Code: EConflict, Message: "This lead's revenue is recorded already and cannot change."}
	ErrLeadServicePaused   = &Error{Code: EConflict, Message: "This service is paused. Activate it on your dashboard to record revenue."}
)
