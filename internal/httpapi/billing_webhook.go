package httpapi

import (
	"errors"
	"io"
	"net/http"

	"lexa/internal/lexa"
)

// WebhookParser verifies and reads the payment provider's webhooks (billing.Stripe). A
// Billing without it takes no webhooks: the endpoint is not found.
type WebhookParser interface {
	ParseWebhook(payload []byte, signature string) (e lexa.BillingEvent, handled bool, err error)
}

// WebhookNotifier is told when a new webhook event was stored, so the worker that
// applies them (billing.Worker) starts at once instead of at its next poll.
type WebhookNotifier interface {
	WebhookStored()
}

// webhookMaxBody is more than any Stripe event needs.
const webhookMaxBody = 1 << 20

// handleWebhook receives Stripe's events. The signature is checked before anything is
// read; a handled event is stored once and answered at once, and the billing worker
// applies it. A failure to store it answers 500, so Stripe delivers it again.
func (s *Server) handleWebhook(w http.ResponseWriter, r *http.Request) {
	webhooks, ok := s.Billing.(WebhookParser)
	if !ok {
		s.handleAPINotFound(w, r)
		return
	}
	payload, err := io.ReadAll(r.Body)
	if err != nil {
		if _, tooBig := errors.AsType[*http.MaxBytesError](err); tooBig {
			s.writeError(w, r, errBodyTooLarge)
			return
		}
		s.writeError(w, r, lexa.Errorf(lexa.EInvalid, "The request body could not be read."))
		return
	}
	e, handled, err := webhooks.ParseWebhook(payload, r.Header.Get("Stripe-Signature"))
	if err != nil {
		s.Logger.WarnContext(r.Context(), "webhook refused", "id", RequestID(r.Context()), "err", err.Error(),
			"ip", ClientIPFrom(r.Context()).String())
		s.writeError(w, r, err)
		return
	}
	if handled {
		isNew, err := s.Store.ReceiveWebhookEvent(r.Context(), e)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		if worker, ok := s.Billing.(WebhookNotifier); isNew && ok {
			worker.WebhookStored()
		}
	}
	writeJSON(w, http.StatusOK, map[string]bool{"received": true})
}
