package lexa

// LiveEvent tells a user's open pages that something they show has changed, so they fetch
// it again (GET /api/events). It names what changed, never the data itself: the pages read
// that through the API with the same checks as always. It carries no secret, because on
// PostgreSQL it travels through the database to every instance.
type LiveEvent struct {
	Kind LiveEventKind
	// UserID is whose pages it concerns; empty for LiveResync, which concerns everyone.
	UserID string
	// ServiceID is the service that reported usage (LiveUsage only).
	ServiceID string
}

// LiveEventKind says what a LiveEvent announces.
type LiveEventKind string

// The kinds of live events.
const (
	// LiveUsage: a usage report of the user's service ServiceID was committed.
	LiveUsage LiveEventKind = "usage"
	// LiveSessionEnded: one or more of the user's sessions ended (sign-out, password reset,
	// account deletion). Each open stream checks whether its own session is still alive.
	LiveSessionEnded LiveEventKind = "session_ended"
	// LiveResync: events may have been missed (the instance started listening, or started
	// again after losing the database), so every open page should fetch afresh.
	LiveResync LiveEventKind = "resync"
)
