package lexa

import (
	"slices"
	"time"
)

// What Lexa deletes, and when. Rows that record something finished (a rate-limit window
// that ended, mail that went out, a webhook event that was applied, a link that was used
// or ran out, a session past its expiry) would otherwise pile up for ever; each kind is
// kept as long as anything may still read it, and the audit trail as long as the
// operator says (AUDIT_RETENTION).
const (
	// SentMailKept: sent mail stays a month, for questions like "did the confirmation
	// go out?" that come up in the days after.
	SentMailKept = 30 * 24 * time.Hour
	// AppliedWebhookKept: applied events stay a month, well past the three days in which
	// Stripe redelivers an event, so a redelivery still finds its row and is ignored.
	AppliedWebhookKept = 30 * 24 * time.Hour
	// FinishedJobKept: a finished job stays a month, for questions like "why did this
	// document fail"; what it produced is on its document.
	FinishedJobKept = 30 * 24 * time.Hour
	// DefaultAuditKept is AUDIT_RETENTION's default, a year and a month: a full year of
	// the trail is always there to compare with.
	DefaultAuditKept = 400 * 24 * time.Hour
	// RateLimitKeptAtLeast: a rate-limit window stays a day after it started even when
	// every limit counts in shorter windows, so the admin's Security tab shows the last
	// day's activity.
	RateLimitKeptAtLeast = 24 * time.Hour
)

// Retention is how long the rows whose life depends on the configuration are kept.
type Retention struct {
	// LongestRateLimitWindow is the longest window any rate limit counts in: a window
	// that started longer ago counts nothing any more.
	LongestRateLimitWindow time.Duration
	// Audit is how long audit entries are kept (AUDIT_RETENTION); 0 keeps them for ever.
	Audit time.Duration
}

// PruneStep is one kind of finished row and the instant before which it is deleted.
type PruneStep struct {
	Kind   string    // what goes, e.g. "sent_mail"
	Table  string    // where it lives: the label of the metrics and the log
	Before time.Time // rows of the kind finished before this instant are deleted
}

// The kinds of row a retention pass deletes.
const (
	PruneRateLimits      = "rate_limit_windows"     // rate_limits whose window started long ago
	PruneSentMail        = "sent_mail"              // mail_outbox rows sent long ago; unsent mail stays
	PruneAppliedWebhooks = "applied_webhook_events" // webhook_events applied long ago; pending ones stay
	PruneExpiredTokens   = "expired_tokens"         // one_time_tokens past their expiry
	PruneUsedTokens      = "used_tokens"            // one_time_tokens already used
	PruneExpiredSessions = "expired_sessions"       // sessions past their absolute expiry
	PruneAuditLogs       = "audit_logs"             // audit entries older than Audit
	PruneFinishedJobs    = "finished_jobs"          // jobs done or dead long ago; the documents keep their results
	// PruneStalePhoneCalls closes phone calls in progress that went PhoneCallOpenAtMost
	// without a webhook: each goes into the call log with what was heard, then goes.
	PruneStalePhoneCalls = "stale_phone_calls"
)

// Steps is a retention pass at now, in the order it runs.
//
// Sessions go at their absolute expiry (SESSION_MAX_AGE after sign-in), not at the idle
// timeout: a session that went idle is dead already, and finding idle ones would need an
// index on last_seen_at, which every active session moves.
func (r Retention) Steps(now time.Time) []PruneStep {
	steps := []PruneStep{
		{Kind: PruneRateLimits, Table: "rate_limits", Before: now.Add(-max(r.LongestRateLimitWindow, RateLimitKeptAtLeast))},
		{Kind: PruneSentMail, Table: "mail_outbox", Before: now.Add(-SentMailKept)},
		{Kind: PruneAppliedWebhooks, Table: "webhook_events", Before: now.Add(-AppliedWebhookKept)},
		{Kind: PruneExpiredTokens, Table: "one_time_tokens", Before: now},
		{Kind: PruneUsedTokens, Table: "one_time_tokens", Before: now},
		{Kind: PruneExpiredSessions, Table: "sessions", Before: now},
		{Kind: PruneFinishedJobs, Table: "jobs", Before: now.Add(-FinishedJobKept)},
		{Kind: PruneStalePhoneCalls, Table: "phone_calls", Before: now.Add(-PhoneCallOpenAtMost)},
	}
	if r.Audit > 0 {
		steps = append(steps, PruneStep{Kind: PruneAuditLogs, Table: "audit_logs", Before: now.Add(-r.Audit)})
	}
	return steps
}

// RetentionTables are the tables a retention pass deletes from, in its order.
func RetentionTables() []string {
	var out []string
	for _, s := range (Retention{Audit: 1}).Steps(time.Time{}) {
		if !slices.Contains(out, s.Table) {
			out = append(out, s.Table)
		}
	}
	return out
}
