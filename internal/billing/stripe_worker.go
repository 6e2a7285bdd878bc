package billing

// StripeWithWorker is Stripe as the HTTP layer takes it when its webhook worker runs:
// everything Stripe does (checkout, portal, ParseWebhook), and WebhookStored, which
// tells the worker a new event waits to be applied.
type StripeWithWorker struct {
	*Stripe
	Worker *Worker
}

// WebhookStored nudges the worker; it never blocks.
func (s StripeWithWorker) WebhookStored() { s.Worker.Notify() }
