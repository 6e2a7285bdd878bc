package stripetest

import (
	"encoding/json"
	"time"

	"github.com/stripe/stripe-go/v85"
	"github.com/stripe/stripe-go/v85/webhook"
)

// Event is a webhook event as Stripe sends it, with object as its data.object.
func Event(id, eventType string, object map[string]any) []byte {
	payload, err := json.Marshal(map[string]any{
		"id": id, "object": "event", "api_version": stripe.APIVersion, "created": time.Now().Unix(),
		"type": eventType, "livemode": false, "pending_webhooks": 1,
		"data": map[string]any{"object": object},
	})
	if err != nil {
		panic(err)
	}
	return payload
}

// Sign is the Stripe-Signature header for payload, signed at the given time with
// stripe-go's own test helper.
func Sign(payload []byte, secret string, at time.Time) string {
	return webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: secret, Timestamp: at}).Header
}

// CheckoutCompleted is the object of a checkout.session.completed event.
func CheckoutCompleted(sessionID, subscriptionID, customerID, userID string) map[string]any {
	return map[string]any{"id": sessionID, "object": "checkout.session", "mode": "subscription",
		"subscription": subscriptionID, "customer": customerID, "client_reference_id": userID, "status": "complete"}
}

// Invoice is the object of an invoice.paid or invoice.payment_failed event, in the
// current API shape (the subscription under parent.subscription_details).
func Invoice(invoiceID, subscriptionID, customerID string) map[string]any {
	return map[string]any{"id": invoiceID, "object": "invoice", "customer": customerID,
		"parent": map[string]any{"type": "subscription_details", "subscription_details": map[string]any{"subscription": subscriptionID}}}
}
