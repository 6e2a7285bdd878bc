package lexa

import (
	"context"
	"errors"
	"time"
)

// Subscription statuses, as Stripe names them; test mode uses the same.
const (
	StatusTrialing          = "trialing"
	StatusActive            = "active"
	StatusPastDue           = "past_due"
	StatusUnpaid            = "unpaid"
	StatusPaused            = "paused"
	StatusIncomplete        = "incomplete"
	StatusIncompleteExpired = "incomplete_expired"
	StatusCanceled          = "canceled"
)

// Subscription is one subscription as the payment provider last described it, linked to
// the user it belongs to (none when the account was deleted or the provider's customer
// is not one of ours).
type Subscription struct {
	ID                 string // the provider's id, e.g. sub_…
	UserID             string
	CustomerID         string // the provider's customer, e.g. cus_…
	PlanID             string // "" when the price is not in the catalogue
	PlanName           string
	Interval           BillingInterval
	PriceID            string
	ProductID          string
	Status             string
	CurrentPeriodStart time.Time
	CurrentPeriodEnd   time.Time
	TrialEnd           *time.Time
	CancelAt           *time.Time // when it ends, if it is set to end (e.g. at the period's end)
	EndedAt            *time.Time
	CreatedAt          time.Time // when the provider created it
}

// ActiveAt tells whether the subscription gives access at now: it is active or trialing
// and not past the moment it was set to end.
func (s Subscription) ActiveAt(now time.Time) bool {
	if s.Status != StatusActive && s.Status != StatusTrialing {
		return false
	}
	return s.CancelAt == nil || now.Before(*s.CancelAt)
}

// Ended tells whether the subscription is over for good; any other subscription is open
// (even unpaid), and a user with an open subscription manages it rather than buying a
// second one.
func (s Subscription) Ended() bool {
	return s.Status == StatusCanceled || s.Status == StatusIncompleteExpired
}

// ErrAlreadySubscribed refuses a second subscription to a user who has one that has not ended.
var ErrAlreadySubscribed = &Error{Code: EConflict, Message: "You already have a subscription. Manage it from your dashboard."}

// CurrentSubscription is the subscription that gives access at now among a user's
// subscriptions (newest first), if any.
func CurrentSubscription(subs []Subscription, now time.Time) (Subscription, bool) {
	for _, s := range subs {
		if s.ActiveAt(now) {
			return s, true
		}
	}
	return Subscription{}, false
}

// OpenSubscription is the newest of a user's subscriptions that has not ended, if any.
func OpenSubscription(subs []Subscription) (Subscription, bool) {
	for _, s := range subs {
		if !s.Ended() {
			return s, true
		}
	}
	return Subscription{}, false
}

// BillingCustomer is who a payment provider's customer is created for.
type BillingCustomer struct {
	UserID string
	Email  string
	Name   string
}

// Checkout asks a payment provider for a page where the user starts a subscription.
type Checkout struct {
	UserID     string
	CustomerID string
	Price      PlanPrice
	Trial      bool // a first subscription: the free trial, no card needed
}

// Subscription audit actions: what a change did, in the words of the audit trail.
const (
	AuditSubscriptionCreated  = "subscription_created"
	AuditSubscriptionUpdated  = "subscription_updated"
	AuditSubscriptionCanceled = "subscription_canceled"
)

// SubscriptionChange names what storing next over prev (nil when there was none) does,
// for the audit trail; "" means nothing a person would notice changed.
func SubscriptionChange(prev *Subscription, next Subscription) string {
	switch {
	case prev == nil:
		return AuditSubscriptionCreated
	case next.Ended() && !prev.Ended():
		return AuditSubscriptionCanceled
	case prev.Status != next.Status, prev.PriceID != next.PriceID,
		!sameTime(prev.CancelAt, next.CancelAt), !sameTime(prev.TrialEnd, next.TrialEnd),
		!prev.CurrentPeriodEnd.Equal(next.CurrentPeriodEnd), prev.UserID != next.UserID:
		return AuditSubscriptionUpdated
	}
	return ""
}

func sameTime(a, b *time.Time) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Equal(*b)
}

// SubscriptionUpdate is a new description of a subscription to store: from a Stripe event
// (re-read from Stripe), from a test-mode action or from an account deletion.
type SubscriptionUpdate struct {
	Subscription Subscription
	// Seq orders descriptions of one subscription: taken (NextBillingSeq) before the
	// provider was asked, so a description read later wins over an older one however
	// the writes interleave.
	Seq    int64
	Source string // "stripe", "test_mode" or "account_deletion", for the audit trail
	// UserHint is who the provider says the subscription is for (its metadata or the
	// checkout's client_reference_id); the store falls back to the customer's owner.
	UserHint string
	// OnlyIfNoneOpen refuses the update when UserHint has a subscription that has not
	// ended (a new test-mode subscription; Stripe's checkout guards its own).
	OnlyIfNoneOpen bool
	// Event is the webhook event this update completes, if any: it is marked processed
	// in the same transaction, so its effect happens once.
	Event *BillingEvent
	// WorkerID must hold Event's lease.
	WorkerID string
	IP       string // for the audit row; empty for webhooks
}

// SubscriptionMailer composes the mail a stored update sends, if any (owner is nil when
// the subscription belongs to no account of ours).
type SubscriptionMailer func(owner *User, u SubscriptionUpdate) ([]OutgoingMail, error)

// BillingEvent is a verified webhook event the product acts on, reduced to what it
// needs: which subscription to read again, and whose it is.
type BillingEvent struct {
	ID             string // the provider's event id, e.g. evt_…
	Type           string
	SubscriptionID string
	CustomerID     string
	UserHint       string // checkout's client_reference_id
	Created        time.Time
	Attempts       int
}

// The webhook event types Lexa acts on; every other type is acknowledged and ignored.
const (
	EventCheckoutCompleted    = "checkout.session.completed"
	EventSubscriptionCreated  = "customer.subscription.created"
	EventSubscriptionUpdated  = "customer.subscription.updated"
	EventSubscriptionDeleted  = "customer.subscription.deleted"
	EventInvoicePaid          = "invoice.paid"
	EventInvoicePaymentFailed = "invoice.payment_failed"
)

// Where a subscription update came from (SubscriptionUpdate.Source).
const (
	SourceStripe          = "stripe"
	SourceTestMode        = "test_mode"
	SourceAccountDeletion = "account_deletion"
)

// HandledEvent tells whether Lexa acts on webhook events of type t.
func HandledEvent(t string) bool {
	switch t {
	case EventCheckoutCompleted, EventSubscriptionCreated, EventSubscriptionUpdated,
		EventSubscriptionDeleted, EventInvoicePaid, EventInvoicePaymentFailed:
		return true
	}
	return false
}

// ErrEventNotHeld is returned when a webhook event is no longer the caller's to complete:
// its lease ended and another worker took it, or it was processed already.
var ErrEventNotHeld = errors.New("webhook event lease lost or already processed")

// BillingInbox is the queue of received webhook events the billing worker drains. Claims
// are leases, as for the mail outbox.
type BillingInbox interface {
	ClaimWebhookEvents(ctx context.Context, owner string, now time.Time, lease time.Duration, limit int) ([]BillingEvent, error)
	MarkWebhookEventFailed(ctx context.Context, id, owner, reason string, next time.Time) error
	MarkWebhookEventSkipped(ctx context.Context, id, owner, reason string, at time.Time) error
}
