package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"lexa/internal/lexa"
)

const callColumns = `c.id, c.user_id, c.service_id, c.idempotency_key, c.caller, c.started_at, c.duration_seconds, c.outcome, c.created_at`

func scanCall(row scanner) (lexa.Call, error) {
	var c lexa.Call
	err := row.Scan(&c.ID, &c.UserID, &c.ServiceID, &c.IdempotencyKey, &c.Caller, &c.StartedAt, &c.DurationSeconds, &c.Outcome, &c.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return c, lexa.ErrCallNotFound
	}
	c.StartedAt, c.CreatedAt = c.StartedAt.UTC(), c.CreatedAt.UTC()
	return c, err
}

func scanCallWithTranscript(row scanner) (lexa.Call, error) {
	var c lexa.Call
	err := row.Scan(&c.ID, &c.UserID, &c.ServiceID, &c.IdempotencyKey, &c.Caller, &c.StartedAt, &c.DurationSeconds, &c.Outcome, &c.CreatedAt, &c.Transcript)
	if errors.Is(err, sql.ErrNoRows) {
		return c, lexa.ErrCallNotFound
	}
	c.StartedAt, c.CreatedAt = c.StartedAt.UTC(), c.CreatedAt.UTC()
	return c, err
}

// RecordCall stores a call of the API key's service once per idempotency key, with its
// usage (lexa.Call.Usage) in the same transaction: the call is kept exactly when its
// usage is. It rides on the usage reports' writer, so it is counted against limit, and
// refused for a paused service (lexa.ErrServicePaused) or a key no longer in use
// (lexa.ErrInvalidAPIKey), like a usage report. The same call sent again answers the
// stored one with replayed true; a different call under a used key is
// lexa.ErrIdempotencyClash.
func (db *DB) RecordCall(ctx context.Context, c lexa.Call, keyID string, limit lexa.RateLimit) (stored lexa.Call, replayed bool, err error) {
	c.ID, c.CreatedAt = lexa.NewID(), dbTime(db.clock.Now())
	r := c.Usage()
	r.KeyID = keyID
	res := db.submitUsage(ctx, usageJob{r: r, limit: limit, also: func(ctx context.Context, tx *sql.Tx, u lexa.UsageRecord) error {
		c.UserID = u.UserID
		_, err := tx.ExecContext(ctx, db.rebind(`INSERT INTO calls (id, user_id, service_id, idempotency_key, caller,
			started_at, duration_seconds, outcome, transcript, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
			c.ID, u.UserID, c.ServiceID, c.IdempotencyKey, c.Caller, dbTime(c.StartedAt), c.DurationSeconds, c.Outcome, c.Transcript, c.CreatedAt)
		return err
	}})
	switch {
	case res.err == lexa.ErrInvalidAPIKey:
		db.keys.drop(keyID)
		return c, false, res.err
	case res.err != nil:
		if _, ok := lexa.AsError(res.err); !ok {
			return c, false, fmt.Errorf("record call: %w", res.err)
		}
		return c, false, res.err
	case !res.replayed:
		return c, false, nil
	}
	prior, err := scanCallWithTranscript(db.queryRow(ctx, `SELECT `+callColumns+`, c.transcript FROM calls c
		WHERE c.service_id = ? AND c.idempotency_key = ?`, c.ServiceID, c.IdempotencyKey))
	switch {
	case err == lexa.ErrCallNotFound || (err == nil && !c.SameCall(prior)):
		// A usage report took the key's namespace, or the call differs: not this call.
		return c, false, lexa.ErrIdempotencyClash
	case err != nil:
		return c, false, fmt.Errorf("record call: %w", err)
	}
	return prior, true, nil
}

// Calls is a page of the call log of one of a user's voice-ai services, newest first,
// without transcripts, and the id to ask for the next page with ("" on the last page).
func (db *DB) Calls(ctx context.Context, userID, serviceID string, q lexa.CallQuery) ([]lexa.Call, string, error) {
	if _, err := db.ownedService(ctx, db.sql, userID, serviceID, lexa.VoiceAI); err != nil {
		return nil, "", err
	}
	where := ` WHERE c.service_id = ? AND c.user_id = ?`
	args := []any{serviceID, userID}
	if q.Outcome != "" {
		where += ` AND c.outcome = ?`
		args = append(args, q.Outcome)
	}
	if q.Search != "" {
		pattern := "%" + likeEscaper.Replace(strings.ToLower(q.Search)) + "%"
		where += ` AND (LOWER(c.caller) LIKE ? ESCAPE '!' OR LOWER(c.transcript) LIKE ? ESCAPE '!')`
		args = append(args, pattern, pattern)
	}
	if q.Before != "" {
		where += ` AND EXISTS (SELECT 1 FROM calls b WHERE b.id = ? AND b.service_id = c.service_id
			AND (c.started_at < b.started_at OR (c.started_at = b.started_at AND c.id < b.id)))`
		args = append(args, q.Before)
	}
	args = append(args, lexa.CallsPageSize+1)
	rows, err := db.query(ctx, `SELECT `+callColumns+` FROM calls c`+where+` ORDER BY c.started_at DESC, c.id DESC LIMIT ?`, args...)
	calls, err := scanAll(rows, err, scanCall)
	if err != nil {
		return nil, "", fmt.Errorf("calls: %w", err)
	}
	next := ""
	if len(calls) > lexa.CallsPageSize {
		calls = calls[:lexa.CallsPageSize]
		next = calls[len(calls)-1].ID
	}
	return calls, next, nil
}

// Call is one call of one of a user's voice-ai services, with its transcript.
func (db *DB) Call(ctx context.Context, userID, serviceID, callID string) (lexa.Call, error) {
	if _, err := db.ownedService(ctx, db.sql, userID, serviceID, lexa.VoiceAI); err != nil {
		return lexa.Call{}, err
	}
	c, err := scanCallWithTranscript(db.queryRow(ctx, `SELECT `+callColumns+`, c.transcript FROM calls c
		WHERE c.id = ? AND c.service_id = ? AND c.user_id = ?`, callID, serviceID, userID))
	if err != nil && err != lexa.ErrCallNotFound {
		return c, fmt.Errorf("call: %w", err)
	}
	return c, err
}
