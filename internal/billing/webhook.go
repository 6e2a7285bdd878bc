package billing

import (
	"encoding/json"
	"errors"
	"time"

	"github.com/stripe/stripe-go/v85/webhook"
	"lexa/internal/lexa"
)

// webhookTolerance is how old a signed webhook may be; older ones may be replays.
const webhookTolerance = 300 * time.Second

// The answers to a webhook that is not one of Stripe's.
var (
	ErrInvalidSignature = &lexa.Error{Code: lexa.EInvalid, Message: "Invalid signature."}
	ErrInvalidEvent     = &lexa.Error{Code: lexa.EInvalid, Message: "Invalid event."}
)

// ParseWebhook verifies a webhook's Stripe-Signature (with stripe-go, tolerance 300 s)
// before reading anything, then reduces the event to what Lexa acts on. handled is false
// for event types Lexa ignores and for events about no subscription (a one-off invoice).
// The event's API version may differ from stripe-go's: only ids are read from it, and
// the subscription itself is read again from Stripe.
func (s *Stripe) ParseWebhook(payload []byte, signature string) (e lexa.BillingEvent, handled bool, err error) {
	ev, err := webhook.ConstructEventWithOptions(payload, signature, s.webhookSecret,
		webhook.ConstructEventOptions{Tolerance: webhookTolerance, IgnoreAPIVersionMismatch: true})
	if err != nil {
		for _, sigErr := range []error{webhook.ErrNotSigned, webhook.ErrInvalidHeader, webhook.ErrNoValidSignature, webhook.ErrTooOld} {
			if errors.Is(err, sigErr) {
				return e, false, ErrInvalidSignature
			}
		}
		return e, false, ErrInvalidEvent
	}
	if ev.ID == "" || ev.Data == nil {
		return e, false, ErrInvalidEvent
	}
	e = lexa.BillingEvent{ID: ev.ID, Type: string(ev.Type), Created: unixTime(ev.Created)}
	if !lexa.HandledEvent(e.Type) {
		return e, false, nil
	}
	var obj eventObject
	if err := json.Unmarshal(ev.Data.Raw, &obj); err != nil {
		return e, false, ErrInvalidEvent
	}
	e.CustomerID = obj.Customer.ID
	switch obj.Object {
	case "subscription":
		e.SubscriptionID = obj.ID
	case "checkout.session":
		if obj.Mode != "subscription" {
			return e, false, nil
		}
		e.SubscriptionID, e.UserHint = obj.Subscription.ID, obj.ClientReferenceID
	case "invoice":
		// The subscription moved under parent.subscription_details in API 2025-03-31.
		e.SubscriptionID = obj.Subscription.ID
		if e.SubscriptionID == "" && obj.Parent != nil && obj.Parent.SubscriptionDetails != nil {
			e.SubscriptionID = obj.Parent.SubscriptionDetails.Subscription.ID
		}
	}
	return e, e.SubscriptionID != "", nil
}

// eventObject is the part of an event's object Lexa reads, in any API version.
type eventObject struct {
	Object            string   `json:"object"`
	ID                string   `json:"id"`
	Mode              string   `json:"mode"`
	ClientReferenceID string   `json:"client_reference_id"`
	Customer          expandID `json:"customer"`
	Subscription      expandID `json:"subscription"`
	Parent            *struct {
		SubscriptionDetails *struct {
			Subscription expandID `json:"subscription"`
		} `json:"subscription_details"`
	} `json:"parent"`
}

// expandID is a reference Stripe sends as an id or, when expanded, as the object.
type expandID struct{ ID string }

func (x *expandID) UnmarshalJSON(data []byte) error {
	if string(data) == "null" {
		return nil
	}
	if err := json.Unmarshal(data, &x.ID); err == nil {
		return nil
	}
	var obj struct {
		ID string `json:"id"`
	}
	if err := json.Unmarshal(data, &obj); err != nil {
		return err
	}
	x.ID = obj.ID
	return nil
}
