package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"

	"lexa/internal/lexa"
)

// AppendAudit adds one entry to the audit trail, stamped with the store's clock.
func (db *DB) AppendAudit(ctx context.Context, e lexa.AuditEntry) (lexa.AuditEntry, error) {
	return db.appendAudit(ctx, db.sql, e)
}

// rowQuerier is a database or a transaction: audit rows are written on their own or as
// part of the change they record.
type rowQuerier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

func (db *DB) appendAudit(ctx context.Context, q rowQuerier, e lexa.AuditEntry) (lexa.AuditEntry, error) {
	if e.Action == "" {
		return e, fmt.Errorf("append audit: action is required")
	}
	detail, err := json.Marshal(e.Detail)
	if err != nil {
		return e, fmt.Errorf("append audit: %w", err)
	}
	if e.Detail == nil {
		detail = []byte("{}")
	}
	e.CreatedAt = db.clock.Now().UTC()
	err = q.QueryRowContext(ctx, db.rebind(
		`INSERT INTO audit_logs (action, table_name, ip_address, user_id, detail, created_at)
		 VALUES (?, ?, ?, ?, ?, ?) RETURNING id`),
		e.Action, e.TableName, e.IPAddress, nullString(e.UserID), string(detail), e.CreatedAt,
	).Scan(&e.ID)
	if err != nil {
		return e, fmt.Errorf("append audit: %w", err)
	}
	return e, nil
}

// ListAudit returns the newest entries first, at most limit of them.
func (db *DB) ListAudit(ctx context.Context, limit int) ([]lexa.AuditEntry, error) {
	rows, err := db.sql.QueryContext(ctx, db.rebind(
		`SELECT id, action, table_name, ip_address, user_id, detail, created_at
		 FROM audit_logs ORDER BY created_at DESC, id DESC LIMIT ?`), limit)
	entries, err := scanAll(rows, err, scanAuditEntry)
	if err != nil {
		return nil, fmt.Errorf("list audit: %w", err)
	}
	return entries, nil
}

func scanAuditEntry(row scanner) (lexa.AuditEntry, error) {
	var e lexa.AuditEntry
	var userID sql.NullString
	var detail []byte
	if err := row.Scan(&e.ID, &e.Action, &e.TableName, &e.IPAddress, &userID, &detail, &e.CreatedAt); err != nil {
		return e, err
	}
	e.UserID = userID.String
	if err := json.Unmarshal(detail, &e.Detail); err != nil {
		return e, fmt.Errorf("detail of %d: %w", e.ID, err)
	}
	e.CreatedAt = e.CreatedAt.UTC()
	return e, nil
}

func nullString(s string) sql.NullString { return sql.NullString{String: s, Valid: s != ""} }
