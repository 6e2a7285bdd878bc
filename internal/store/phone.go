package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"lexa/internal/lexa"
)

// The receptionist's phone line (issue 30, item 4; decision 0063): the connected number
// of a voice-ai service, the calls in progress on it, and the call log entry each call
// becomes when Twilio reports its end. The store keeps sealed secrets as they are given:
// sealing and opening them is the HTTP layer's, with SECRETS_KEY.

const phoneLineColumns = `l.service_id, l.user_id, l.provider, l.account_sid, l.phone_number, l.auth_token_sealed,
	l.webhook_token_hash, l.webhook_token_sealed, l.connected_at`

func scanPhoneLine(row scanner, extra ...any) (lexa.PhoneLine, error) {
	var l lexa.PhoneLine
	err := row.Scan(append([]any{&l.ServiceID, &l.UserID, &l.Provider, &l.AccountSID, &l.PhoneNumber, &l.SealedAuthToken,
		&l.TokenHash, &l.SealedToken, &l.ConnectedAt}, extra...)...)
	if errors.Is(err, sql.ErrNoRows) {
		return l, lexa.ErrPhoneNotConnected
	}
	l.ConnectedAt = l.ConnectedAt.UTC()
	return l, err
}

// ConnectPhone stores the phone line of one of a user's voice-ai services, replacing the
// one it had (whose webhook token then names nothing). The line's ConnectedAt is now.
func (db *DB) ConnectPhone(ctx context.Context, userID, serviceID string, l lexa.PhoneLine) (lexa.PhoneLine, error) {
	l.ServiceID, l.UserID, l.ConnectedAt = serviceID, userID, dbTime(db.clock.Now())
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := db.ownedService(ctx, tx, userID, serviceID, lexa.VoiceAI); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, db.rebind(`INSERT INTO phone_lines (service_id, user_id, provider, account_sid,
			phone_number, auth_token_sealed, webhook_token_hash, webhook_token_sealed, connected_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (service_id) DO UPDATE SET provider = excluded.provider, account_sid = excluded.account_sid,
			phone_number = excluded.phone_number, auth_token_sealed = excluded.auth_token_sealed,
			webhook_token_hash = excluded.webhook_token_hash, webhook_token_sealed = excluded.webhook_token_sealed,
			connected_at = excluded.connected_at`),
			serviceID, userID, l.Provider, l.AccountSID, l.PhoneNumber, l.SealedAuthToken, l.TokenHash, l.SealedToken, l.ConnectedAt)
		return err
	})
	if _, ok := lexa.AsError(err); err != nil && !ok {
		return l, fmt.Errorf("connect phone: %w", err)
	}
	l.ConnectedAt = l.ConnectedAt.UTC()
	return l, err
}

// PhoneLine is the connected number of one of a user's voice-ai services, or
// lexa.ErrPhoneNotConnected.
func (db *DB) PhoneLine(ctx context.Context, userID, serviceID string) (lexa.PhoneLine, error) {
	if _, err := db.ownedService(ctx, db.sql, userID, serviceID, lexa.VoiceAI); err != nil {
		return lexa.PhoneLine{}, err
	}
	l, err := scanPhoneLine(db.queryRow(ctx, `SELECT `+phoneLineColumns+` FROM phone_lines l WHERE l.service_id = ? AND l.user_id = ?`,
		serviceID, userID))
	if err != nil && err != lexa.ErrPhoneNotConnected {
		return l, fmt.Errorf("phone line: %w", err)
	}
	return l, err
}

// DisconnectPhone forgets the connected number of one of a user's voice-ai services (its
// webhooks then answer 404), with the calls still in progress on it.
func (db *DB) DisconnectPhone(ctx context.Context, userID, serviceID string) error {
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := db.ownedService(ctx, tx, userID, serviceID, lexa.VoiceAI); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, db.rebind(`DELETE FROM phone_lines WHERE service_id = ? AND user_id = ?`), serviceID, userID)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return cmpErr(err, lexa.ErrPhoneNotConnected)
		}
		_, err = tx.ExecContext(ctx, db.rebind(`DELETE FROM phone_calls WHERE service_id = ?`), serviceID)
		return err
	})
	if _, ok := lexa.AsError(err); err != nil && !ok {
		return fmt.Errorf("disconnect phone: %w", err)
	}
	return err
}

func cmpErr(err, otherwise error) error {
	if err != nil {
		return err
	}
	return otherwise
}

// PhoneLineByToken is the line whose webhook token has SHA-256 tokenHash (hex), with its
// service's status, or lexa.ErrPhoneLineUnknown.
func (db *DB) PhoneLineByToken(ctx context.Context, tokenHash string) (lexa.PhoneLine, error) {
	var status string
	l, err := scanPhoneLine(db.queryRow(ctx, `SELECT `+phoneLineColumns+`, s.status FROM phone_lines l
		JOIN services s ON s.id = l.service_id WHERE l.webhook_token_hash = ?`, tokenHash), &status)
	switch {
	case err == lexa.ErrPhoneNotConnected:
		return l, lexa.ErrPhoneLineUnknown
	case err != nil:
		return l, fmt.Errorf("phone line by token: %w", err)
	}
	l.ServiceStatus = status
	return l, nil
}

// PhoneCall is the call in progress with Twilio's CallSid on a service's line; found is
// false for a call the line has not answered (or whose end is already in the log).
func (db *DB) PhoneCall(ctx context.Context, serviceID, callSID string) (c lexa.PhoneCall, found bool, err error) {
	var messages string
	var appointment sql.NullString
	err = db.queryRow(ctx, `SELECT service_id, call_sid, caller, started_at, messages, outcome, appointment_id, updated_at
		FROM phone_calls WHERE service_id = ? AND call_sid = ?`, serviceID, callSID).Scan(&c.ServiceID, &c.CallSID, &c.Caller,
		&c.StartedAt, &messages, &c.Outcome, &appointment, &c.UpdatedAt)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return c, false, nil
	case err != nil:
		return c, false, fmt.Errorf("phone call: %w", err)
	}
	if err := json.Unmarshal([]byte(messages), &c.Messages); err != nil {
		return c, false, fmt.Errorf("phone call %s: messages: %w", callSID, err)
	}
	c.AppointmentID = appointment.String
	c.StartedAt, c.UpdatedAt = c.StartedAt.UTC(), c.UpdatedAt.UTC()
	return c, true, nil
}

// SavePhoneCall stores the call in progress as it stands now (its conversation so far and
// what it came to); UpdatedAt is now.
func (db *DB) SavePhoneCall(ctx context.Context, c lexa.PhoneCall) error {
	messages, err := json.Marshal(c.Messages)
	if err != nil {
		return fmt.Errorf("save phone call: %w", err)
	}
	var appointment any
	if c.AppointmentID != "" {
		appointment = c.AppointmentID
	}
	_, err = db.sql.ExecContext(ctx, db.rebind(`INSERT INTO phone_calls (service_id, call_sid, caller, started_at, messages,
		outcome, appointment_id, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (service_id, call_sid) DO UPDATE SET messages = excluded.messages, outcome = excluded.outcome,
		appointment_id = excluded.appointment_id, updated_at = excluded.updated_at`),
		c.ServiceID, c.CallSID, c.Caller, dbTime(c.StartedAt), string(messages), c.Outcome, appointment, dbTime(db.clock.Now()))
	if err != nil {
		return fmt.Errorf("save phone call: %w", err)
	}
	return nil
}

// DropPhoneCall forgets a call in progress without logging it (a workspace test call that
// ended).
func (db *DB) DropPhoneCall(ctx context.Context, serviceID, callSID string) error {
	if _, err := db.sql.ExecContext(ctx, db.rebind(`DELETE FROM phone_calls WHERE service_id = ? AND call_sid = ?`), serviceID, callSID); err != nil {
		return fmt.Errorf("drop phone call: %w", err)
	}
	return nil
}

// FinishPhoneCall puts a phone call whose end Twilio reported into the call log, with its
// usage (as RecordCall, without an API key: the line is the service's own), once per
// c.IdempotencyKey ("twilio:<CallSid>"), and forgets the call in progress (callSID), all
// in one transaction. A message the call left is in the log already under the same key
// (RecordMessage): it is completed (duration, whole transcript), not stored twice. The same
// end reported again stores nothing and answers the logged call, replayed.
func (db *DB) FinishPhoneCall(ctx context.Context, c lexa.Call, callSID string) (stored lexa.Call, replayed bool, err error) {
	c.ID, c.CreatedAt = lexa.NewID(), dbTime(db.clock.Now())
	res := db.submitUsage(ctx, usageJob{r: c.Usage(), also: func(ctx context.Context, tx *sql.Tx, u lexa.UsageRecord) error {
		c.UserID = u.UserID
		if _, err := tx.ExecContext(ctx, db.rebind(`INSERT INTO calls (id, user_id, service_id, idempotency_key, caller,
			started_at, duration_seconds, outcome, transcript, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (service_id, idempotency_key) DO UPDATE SET duration_seconds = excluded.duration_seconds,
			outcome = excluded.outcome, transcript = excluded.transcript`),
			c.ID, u.UserID, c.ServiceID, c.IdempotencyKey, c.Caller, dbTime(c.StartedAt), c.DurationSeconds, c.Outcome,
			c.Transcript, c.CreatedAt); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, db.rebind(`DELETE FROM phone_calls WHERE service_id = ? AND call_sid = ?`), c.ServiceID, callSID)
		return err
	}})
	if res.err != nil {
		if _, ok := lexa.AsError(res.err); !ok {
			return c, false, fmt.Errorf("finish phone call: %w", res.err)
		}
		return c, false, res.err
	}
	stored, err = scanCallWithTranscript(db.queryRow(ctx, `SELECT `+callColumns+`, c.transcript FROM calls c
		WHERE c.service_id = ? AND c.idempotency_key = ?`, c.ServiceID, c.IdempotencyKey))
	if err != nil {
		return c, false, fmt.Errorf("finish phone call: %w", err)
	}
	return stored, res.replayed, nil
}

// queuePhoneText queues the text message confirming a phone booking to the caller, in
// the booking's transaction, when the service has a connected number and the booking a
// phone to text; the appointment notes it as queued.
func (db *DB) queuePhoneText(ctx context.Context, tx *sql.Tx, a *lexa.Appointment) error {
	if a.Source != lexa.SourcePhone || a.Phone == "" {
		return nil
	}
	var one int
	err := tx.QueryRowContext(ctx, db.rebind(`SELECT 1 FROM phone_lines WHERE service_id = ?`), a.ServiceID).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return err
	}
	payload, _ := json.Marshal(lexa.PhoneTextJob{AppointmentID: a.ID})
	if _, err := db.enqueueJob(ctx, tx, lexa.JobInput{UserID: a.UserID, ServiceID: a.ServiceID, Kind: lexa.JobPhoneText,
		Payload: payload}); err != nil {
		return err
	}
	a.TextStatus = lexa.TextQueued
	_, err = tx.ExecContext(ctx, db.rebind(`UPDATE appointments SET text_status = ? WHERE id = ?`), lexa.TextQueued, a.ID)
	return err
}

// PhoneTextAppointment is the appointment a JobPhoneText job texts about, of the job's
// user and service.
func (db *DB) PhoneTextAppointment(ctx context.Context, userID, serviceID, appointmentID string) (lexa.Appointment, error) {
	a, err := scanAppointment(db.queryRow(ctx, `SELECT `+appointmentReadColumns+` FROM appointments
		WHERE id = ? AND service_id = ? AND user_id = ?`, appointmentID, serviceID, userID))
	if err != nil && err != lexa.ErrAppointmentNotFound {
		return a, fmt.Errorf("phone text appointment: %w", err)
	}
	a.Start, a.End = a.Start.UTC(), a.End.UTC()
	return a, err
}

// RecordPhoneText notes on the appointment what became of its text message: sent, or
// refused with Twilio's reason.
func (db *DB) RecordPhoneText(ctx context.Context, appointmentID, status, reason string) error {
	var note any
	if reason != "" {
		note = reason
	}
	if _, err := db.sql.ExecContext(ctx, db.rebind(`UPDATE appointments SET text_status = ?, text_error = ? WHERE id = ?`),
		status, note, appointmentID); err != nil {
		return fmt.Errorf("record phone text: %w", err)
	}
	return nil
}

// staleCallsSQL reads the calls in progress that had no webhook since before, oldest first.
const staleCallsSQL = `SELECT service_id, call_sid FROM phone_calls WHERE updated_at < ? ORDER BY updated_at LIMIT ?`

// closeStalePhoneCalls puts at most limit calls that had no webhook since before (Twilio
// never reported their end) into the call log with what was heard, their length the time
// from the start to the last webhook, and says how many it closed. A call its service can
// no longer log (paused, gone) is dropped.
func (db *DB) closeStalePhoneCalls(ctx context.Context, before time.Time, limit int) (int, error) {
	rows, err := db.query(ctx, staleCallsSQL, dbTime(before), limit)
	type key struct{ service, sid string }
	keys, err := scanAll(rows, err, func(r scanner) (key, error) {
		var k key
		return k, r.Scan(&k.service, &k.sid)
	})
	if err != nil {
		return 0, fmt.Errorf("stale phone calls: %w", err)
	}
	for _, k := range keys {
		if strings.HasPrefix(k.sid, lexa.TestCallPrefix) {
			// A workspace test call the owner walked away from: never logged.
			if err := db.DropPhoneCall(ctx, k.service, k.sid); err != nil {
				return 0, err
			}
			continue
		}
		c, found, err := db.PhoneCall(ctx, k.service, k.sid)
		if err != nil {
			return 0, err
		}
		if !found {
			continue
		}
		var raw string
		var name struct {
			Name string `json:"name"`
		}
		err = db.queryRow(ctx, `SELECT profile FROM receptionist_profiles WHERE service_id = ?`, k.service).Scan(&raw)
		if err == nil {
			_ = json.Unmarshal([]byte(raw), &name)
		} else if !errors.Is(err, sql.ErrNoRows) {
			return 0, fmt.Errorf("stale phone calls: %w", err)
		}
		seconds := int(c.UpdatedAt.Sub(c.StartedAt) / time.Second)
		logged := lexa.Call{ServiceID: k.service, IdempotencyKey: "twilio:" + k.sid, Caller: c.Caller, StartedAt: c.StartedAt,
			DurationSeconds: min(max(seconds, 0), lexa.MaxCallSeconds), Outcome: c.LoggedOutcome("completed"),
			Transcript: lexa.ConversationTranscript(name.Name, c.Messages)}
		_, _, err = db.FinishPhoneCall(ctx, logged, k.sid)
		if _, refused := lexa.AsError(err); refused {
			_, err = db.sql.ExecContext(ctx, db.rebind(`DELETE FROM phone_calls WHERE service_id = ? AND call_sid = ?`), k.service, k.sid)
		}
		if err != nil {
			return 0, fmt.Errorf("stale phone calls: %w", err)
		}
	}
	return len(keys), nil
}
