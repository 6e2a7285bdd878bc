package lexa

import (
	"context"
	"time"
)

// Email is a message ready to send. It is stored in the outbox as JSON in the same
// transaction as the change that causes it, and sent later by the mail worker.
type Email struct {
	To          []string     `json:"to"`
	ReplyTo     string       `json:"reply_to,omitempty"`
	Subject     string       `json:"subject"`
	Text        string       `json:"text"`
	HTML        string       `json:"html"`
	Attachments []Attachment `json:"attachments,omitempty"`
}

// Attachment is a file sent with an Email (for example an ICS calendar invite).
type Attachment struct {
	Filename    string `json:"filename"`
	ContentType string `json:"content_type"` // e.g. "text/calendar; method=REQUEST; charset=UTF-8"
	Data        []byte `json:"data"`
}

// OutboxMail is one queued message as the mail worker sees it.
type OutboxMail struct {
	ID       int64
	Kind     string // what caused it, e.g. "contact_notification", "demo_confirmation"
	Email    Email
	Attempts int
}

// Outbox is the queue the mail worker drains. Claims are leases: a message claimed by one
// instance is invisible to the others until the lease ends, so it is sent once.
type Outbox interface {
	// ClaimDueMail leases up to limit unsent messages whose next attempt is due.
	ClaimDueMail(ctx context.Context, owner string, now time.Time, lease time.Duration, limit int) ([]OutboxMail, error)
	// MarkMailSent records delivery; it fails if owner no longer holds the lease.
	MarkMailSent(ctx context.Context, id int64, owner string, at time.Time) error
	// MarkMailFailed records a failed attempt and when to try again, releasing the lease.
	MarkMailFailed(ctx context.Context, id int64, owner string, reason string, next time.Time) error
}

// OutgoingMail is a message to queue together with the change that causes it.
type OutgoingMail struct {
	Kind  string
	Email Email
}
