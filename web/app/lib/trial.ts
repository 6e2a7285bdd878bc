/**
 * The free trial every first subscription starts with, in days. The server owns it
 * (Go's lexa.TrialDays, also sent as trial_days by GET /api/plans); it is a constant of
 * the product, not configuration, so the prerendered pages can write it. The Go test
 * internal/app/terms_page_test.go checks that /terms says what lexa.TrialDays says.
 */
export const trialDays = 30;
