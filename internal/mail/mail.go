// Package mail sends Lexa's e-mail. Mail is composed from embedded templates (Composer),
// queued in the database outbox by the change that causes it, and delivered by a Worker
// through a Sender: SMTP when SMTP_URL is set, else the log, so a local user can still
// follow every link.
package mail

import (
	"context"

	"lexa/internal/lexa"
)

// Sender delivers one message. An error means it was not delivered and may be retried.
type Sender interface {
	Send(ctx context.Context, e lexa.Email) error
}
