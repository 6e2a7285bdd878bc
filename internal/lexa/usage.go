package lexa

import (
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// UsageRecord is one report of a service's automation: what it did, when, and the
// caller's key that makes sending it again harmless.
type UsageRecord struct {
	ID        int64
	ServiceID string
	// KeyID is the API key that sent the report; the write checks it is still in use.
	// Empty only for reports the operator writes (lexa demo-data).
	KeyID          string
	UserID         string
	ServiceType    ServiceType
	IdempotencyKey string
	Calls          int64
	Leads          int64
	RevenueCents   int64
	// Units counts the work in the service type's own unit (units.go); MinutesSaved is
	// the manual work it took over. UnitsGiven tells whether Units is known: named by the
	// report, or ServiceType.DefaultUnits filled in by ForService. Only then can it be stored.
	Units        int64
	MinutesSaved int64
	UnitsGiven   bool
	OccurredAt   time.Time
	RecordedAt   time.Time
	// TimeGiven tells whether the report named its time; a report without one is dated
	// when it arrives, so a resent copy of it arrives with another time.
	TimeGiven bool
}

// SameReport tells whether u, arriving now, resends prior: the same numbers, and the
// same time if u names one. u's units are compared once ForService has filled them in.
func (u UsageRecord) SameReport(prior UsageRecord) bool {
	return u.Calls == prior.Calls && u.Leads == prior.Leads && u.RevenueCents == prior.RevenueCents &&
		u.Units == prior.Units && u.MinutesSaved == prior.MinutesSaved &&
		(!u.TimeGiven || u.OccurredAt.Equal(prior.OccurredAt))
}

// ForService is the report as the service of serviceType stores it: with its default
// units when it names none.
func (u UsageRecord) ForService(serviceType ServiceType) UsageRecord {
	if !u.UnitsGiven {
		u.Units, u.UnitsGiven = serviceType.DefaultUnits(u.Calls, u.Leads), true
	}
	return u
}

// UsageInput is a usage report as it arrives. Numbers stay JSON numbers until checked,
// so 1.5 calls or 1e3 dollars are refused rather than rounded.
type UsageInput struct {
	IdempotencyKey string      `json:"idempotency_key"`
	Calls          json.Number `json:"calls"`
	Leads          json.Number `json:"leads"`
	Revenue        json.Number `json:"revenue"`
	Units          json.Number `json:"units"`
	MinutesSaved   json.Number `json:"minutes_saved"`
	OccurredAt     string      `json:"occurred_at"`
}

// Usage report limits.
const (
	maxUsageCount      = 1_000_000
	maxRevenueCents    = 10_000_000 * 100
	usageBackdateLimit = 90 * 24 * time.Hour
	usageClockSkew     = 5 * time.Minute
)

var (
	wholeNumber = regexp.MustCompile(`^(0|[1-9][0-9]{0,6})$`)
	money       = regexp.MustCompile(`^(0|[1-9][0-9]{0,7})(\.[0-9]{1,2})?$`)
)

// ParseUsage checks a report against the rules of docs/api.md and returns the record to
// store (without its service, which the API key names).
func ParseUsage(in UsageInput, now time.Time) (UsageRecord, error) {
	f := fieldErrors{}
	r := UsageRecord{IdempotencyKey: strings.TrimSpace(in.IdempotencyKey), OccurredAt: now.UTC()}
	if r.IdempotencyKey == "" {
		f.add("idempotency_key", "Idempotency key is required")
	}
	f.maxLen("idempotency_key", r.IdempotencyKey, 100, "Idempotency key must be at most 100 characters")
	r.Calls = count(f, "calls", in.Calls, "Calls must be a whole number from 0 to 1,000,000")
	r.Leads = count(f, "leads", in.Leads, "Leads must be a whole number from 0 to 1,000,000")
	r.RevenueCents = cents(f, in.Revenue)
	r.Units = count(f, "units", in.Units, "Units must be a whole number from 0 to 1,000,000")
	r.UnitsGiven = in.Units != ""
	r.MinutesSaved = count(f, "minutes_saved", in.MinutesSaved, "Minutes saved must be a whole number from 0 to 1,000,000")
	if in.OccurredAt != "" {
		at, err := time.Parse(time.RFC3339Nano, in.OccurredAt)
		switch {
		case err != nil:
			f.add("occurred_at", "occurred_at must be an RFC 3339 time, e.g. 2026-11-23T14:00:00Z")
		case at.After(now.Add(usageClockSkew)) || at.Before(now.Add(-usageBackdateLimit)):
			f.add("occurred_at", "occurred_at must be within the last 90 days and not in the future")
		default:
			r.OccurredAt, r.TimeGiven = at.UTC(), true
		}
	}
	r.OccurredAt = r.OccurredAt.Truncate(time.Microsecond) // what the databases keep
	return r, f.err()
}

func count(f fieldErrors, field string, n json.Number, message string) int64 {
	if n == "" {
		return 0
	}
	if !wholeNumber.MatchString(n.String()) {
		f.add(field, message)
		return 0
	}
	v, _ := strconv.ParseInt(n.String(), 10, 64)
	if v > maxUsageCount {
		f.add(field, message)
		return 0
	}
	return v
}

// cents reads a report's revenue exactly.
func cents(f fieldErrors, n json.Number) int64 {
	if n == "" {
		return 0
	}
	return amountCents(f, "revenue", n, maxRevenueCents, "Revenue must be an amount from 0 to 10,000,000 with at most two decimals")
}

// amountCents reads a dollar amount from 0 to limit cents exactly, from its decimal text
// (never through a float); anything else is field's message.
func amountCents(f fieldErrors, field string, n json.Number, limit int64, message string) int64 {
	m := money.FindStringSubmatch(n.String())
	if m == nil {
		f.add(field, message)
		return 0
	}
	dollars, _ := strconv.ParseInt(m[1], 10, 64)
	fraction := strings.TrimPrefix(m[2], ".")
	for len(fraction) < 2 {
		fraction += "0"
	}
	c, _ := strconv.ParseInt(fraction, 10, 64)
	total := dollars*100 + c
	if total > limit {
		f.add(field, message)
		return 0
	}
	return total
}

// Dollars turns cents into the JSON number the API shows (49.99).
func Dollars(cents int64) json.Number {
	s := strconv.FormatInt(cents/100, 10)
	if c := cents % 100; c != 0 {
		s += "." + strings.TrimRight(strconv.FormatInt(100+c, 10)[1:], "0")
	}
	return json.Number(s)
}

// APIKey lets one service report its usage. The secret is shown once; only its hash
// (HashToken) is stored.
type APIKey struct {
	ID        string
	ServiceID string
	UserID    string
	// ServiceType is the type of the key's service (which never changes), known to the
	// usage API with the key so a report's default units need no second read.
	ServiceType ServiceType
	Prefix      string // the secret's first characters, to tell keys apart
	CreatedAt   time.Time
	LastUsedAt  *time.Time
	RevokedAt   *time.Time
}

// MaxAPIKeysPerService bounds the keys in use for one service.
const MaxAPIKeysPerService = 5

// apiKeyPrefixLength is how much of a secret is kept to show: "lexa_" and 7 characters.
const apiKeyPrefixLength = 12

// NewAPIKeySecret returns a new secret ("lexa_" and 256 random bits), its stored hash and
// the prefix shown in lists.
func NewAPIKeySecret() (secret, hash, prefix string) {
	var b [32]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails
	secret = "lexa_" + base64.RawURLEncoding.EncodeToString(b[:])
	return secret, HashToken(secret), secret[:apiKeyPrefixLength]
}

// Usage errors.
var (
	ErrInvalidAPIKey    = &Error{Code: EUnauthenticated, Message: "Invalid API key."}
	ErrServicePaused    = &Error{Code: EConflict, Message: "This service is paused. Activate it on your dashboard to record usage."}
	ErrIdempotencyClash = &Error{Code: EConflict, Message: "This idempotency_key was used for a different report."}
	ErrTooManyAPIKeys   = &Error{Code: EConflict, Message: "This service already has 5 API keys. Revoke one first."}
	ErrAPIKeyNotFound   = &Error{Code: ENotFound, Message: "API key not found."}
)
