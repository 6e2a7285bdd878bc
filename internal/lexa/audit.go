package lexa

import (
	"context"
	"time"
)

// AuditEntry is one row of the append-only audit trail: authentication events, blocks,
// role and subscription changes, admin reads. Detail never holds a secret.
type AuditEntry struct {
	ID        int64
	Action    string
	TableName string
	IPAddress string
	UserID    string // empty when no user is involved
	Detail    map[string]string
	CreatedAt time.Time
}

// AuditLog records and lists audit entries.
type AuditLog interface {
	AppendAudit(ctx context.Context, e AuditEntry) (AuditEntry, error)
	ListAudit(ctx context.Context, limit int) ([]AuditEntry, error)
}
