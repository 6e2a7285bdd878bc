package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"lexa/internal/lexa"
)

// What the receptionist's conversation takes (issue 30; decision 0060, "The conversation
// books"): a booking into the book, or a message into the call log, each once per
// conversation, and the owner's e-mail about it (mail composes it for the owner's
// account) queued in the same transaction, so the mail exists exactly when the thing it
// is about does.

// BookFromConversation puts a booking the conversation completed into the book of one of
// a user's voice-ai services, as BookAppointment does, once per in.ConversationKey: the
// same conversation again answers the appointment it booked (replayed) and queues
// nothing. mail is queued with it unless the owner turned receptionist mail off. A time
// another appointment holds is lexa.ErrAppointmentTimeTaken, and nothing is stored.
func (db *DB) BookFromConversation(ctx context.Context, userID, serviceID string, in lexa.AppointmentRequest, mail func(to lexa.Recipient, a lexa.Appointment) (lexa.Email, error)) (a lexa.Appointment, replayed bool, err error) {
	if in.ConversationKey == "" {
		return a, false, errors.New("book from conversation: no conversation key")
	}
	err = db.inTx(ctx, func(tx *sql.Tx) error {
		prior, err := db.conversationAppointment(ctx, tx, userID, serviceID, in.ConversationKey)
		switch {
		case err == nil:
			a, replayed = prior, true
			return nil
		case err != lexa.ErrAppointmentNotFound:
			return err
		}
		if a, err = db.insertAppointment(ctx, tx, userID, serviceID, in); err != nil {
			return err
		}
		if err := db.queuePhoneText(ctx, tx, &a); err != nil {
			return err
		}
		return db.mailOwner(ctx, tx, userID, "receptionist_booking", func(to lexa.Recipient) (lexa.Email, error) { return mail(to, a) })
	})
	if isUniqueViolation(err) || err == lexa.ErrAppointmentTimeTaken {
		// The same conversation sent twice at once: the other request booked it, and the
		// database refused this one by the key or (PostgreSQL may check it first) by the
		// overlap. Its appointment is the answer; a time someone else took stays refused.
		if prior, readErr := db.conversationAppointment(ctx, db.sql, userID, serviceID, in.ConversationKey); readErr == nil {
			a, replayed, err = prior, true, nil
		} else if isUniqueViolation(err) {
			err = readErr
		}
	}
	if _, ok := lexa.AsError(err); err != nil && !ok {
		return a, false, fmt.Errorf("book from conversation: %w", err)
	}
	a.Start, a.End = a.Start.UTC(), a.End.UTC()
	return a, replayed, err
}

func (db *DB) conversationAppointment(ctx context.Context, q rowQuerier, userID, serviceID, key string) (lexa.Appointment, error) {
	return scanAppointment(q.QueryRowContext(ctx, db.rebind(`SELECT `+appointmentReadColumns+` FROM appointments
		WHERE service_id = ? AND user_id = ? AND conversation_key = ?`), serviceID, userID, key))
}

// RecordMessage puts a message the conversation took into the call log of one of a
// user's voice-ai services (c.Outcome is "message"), once per c.IdempotencyKey: the same
// conversation again answers the stored call (replayed) and queues nothing. It is not
// usage: no call reached a phone line. mail is queued with it unless the owner turned
// receptionist mail off.
func (db *DB) RecordMessage(ctx context.Context, userID, serviceID string, c lexa.Call, mail func(to lexa.Recipient, c lexa.Call) (lexa.Email, error)) (stored lexa.Call, replayed bool, err error) {
	c.ID, c.UserID, c.ServiceID, c.CreatedAt = lexa.NewID(), userID, serviceID, dbTime(db.clock.Now())
	err = db.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := db.ownedService(ctx, tx, userID, serviceID, lexa.VoiceAI); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, db.rebind(`INSERT INTO calls (id, user_id, service_id, idempotency_key, caller,
			started_at, duration_seconds, outcome, transcript, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (service_id, idempotency_key) DO NOTHING`),
			c.ID, userID, serviceID, c.IdempotencyKey, c.Caller, dbTime(c.StartedAt), c.DurationSeconds, c.Outcome, c.Transcript, c.CreatedAt)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			replayed = true
			return err
		}
		return db.mailOwner(ctx, tx, userID, "receptionist_message", func(to lexa.Recipient) (lexa.Email, error) { return mail(to, c) })
	})
	if err == nil && replayed {
		c, err = scanCallWithTranscript(db.queryRow(ctx, `SELECT `+callColumns+`, c.transcript FROM calls c
			WHERE c.service_id = ? AND c.idempotency_key = ?`, serviceID, c.IdempotencyKey))
	}
	if _, ok := lexa.AsError(err); err != nil && !ok {
		return c, false, fmt.Errorf("record message: %w", err)
	}
	return c, replayed, err
}

// mailOwner queues the owner's receptionist e-mail in tx, unless they turned it off on
// the settings page (read in the transaction, so a change made meanwhile counts).
func (db *DB) mailOwner(ctx context.Context, tx *sql.Tx, userID, kind string, compose func(lexa.Recipient) (lexa.Email, error)) error {
	var to lexa.Recipient
	var wanted bool
	err := tx.QueryRowContext(ctx, db.rebind(`SELECT u.email, p.full_name, p.email_receptionist FROM users u
		JOIN profiles p ON p.id = u.id WHERE u.id = ?`), userID).Scan(&to.Email, &to.Name, &wanted)
	if err != nil || !wanted {
		return err
	}
	e, err := compose(to)
	if err != nil {
		return err
	}
	return db.enqueueMail(ctx, tx, kind, e)
}

// ChangeFromConversation moves or cancels the appointment a caller asked about in the
// conversation (lexa.FindCallerAppointment among the service's upcoming appointments,
// lexa.ApplyCallerChange by its saved profile at the store's time), once per
// c.ConversationKey: the same turn again answers what it did (replayed) and changes and
// queues nothing. mail, told the appointment before and after, is queued with the change
// unless the owner turned receptionist mail off. before is the caller's appointment as it
// was, also when the change is refused (lexa.ErrAppointmentTimeTaken, a start the
// profile does not allow), so the answer can offer times of its length; nothing is
// stored then. lexa.ErrNoCallerAppointment and lexa.ErrSeveralCallerAppointments say the
// appointment was not found.
func (db *DB) ChangeFromConversation(ctx context.Context, userID, serviceID string, c lexa.CallerChange,
	mail func(to lexa.Recipient, a, before lexa.Appointment, kind lexa.AppointmentChangeKind) (lexa.Email, error),
) (a, before lexa.Appointment, kind lexa.AppointmentChangeKind, replayed bool, err error) {
	if c.ConversationKey == "" {
		return a, before, "", false, errors.New("change from conversation: no conversation key")
	}
	err = db.inTx(ctx, func(tx *sql.Tx) error {
		// The owner's service first: another user's is not found, whatever the key.
		p, saved, err := db.receptionistProfile(ctx, tx, userID, serviceID)
		if err != nil {
			return err
		}
		prior, priorBefore, priorKind, err := db.conversationChange(ctx, tx, userID, serviceID, c.ConversationKey)
		switch {
		case err == nil:
			a, before, kind, replayed = prior, priorBefore, priorKind, true
			return nil
		case err != lexa.ErrAppointmentNotFound:
			return err
		case !saved:
			return lexa.ErrNoCallerAppointment
		}
		now := dbTime(db.clock.Now())
		rows, err := tx.QueryContext(ctx, db.rebind(`SELECT `+appointmentReadColumns+` FROM appointments
			WHERE service_id = ? AND user_id = ? AND status <> 'cancelled' AND start_at > ? ORDER BY start_at, id LIMIT ?`),
			serviceID, userID, now, maxListedAppointments)
		upcoming, err := scanAll(rows, err, scanAppointment)
		if err != nil {
			return err
		}
		if before, err = lexa.FindCallerAppointment(upcoming, c, p.Location(), now); err != nil {
			return err
		}
		if a, kind, err = lexa.ApplyCallerChange(p, before, c, now); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, db.rebind(`UPDATE appointments SET start_at = ?, end_at = ?, status = ?, updated_at = ?
			WHERE id = ?`), dbTime(a.Start), dbTime(a.End), string(a.Status), a.UpdatedAt, a.ID)
		if err = timeTakenOr(err); err != nil {
			return err
		}
		if _, err = tx.ExecContext(ctx, db.rebind(`INSERT INTO appointment_changes (service_id, conversation_key,
			appointment_id, kind, previous_start, created_at) VALUES (?, ?, ?, ?, ?, ?)`),
			serviceID, c.ConversationKey, a.ID, string(kind), dbTime(before.Start), now); err != nil {
			return err
		}
		return db.mailOwner(ctx, tx, userID, "receptionist_change", func(to lexa.Recipient) (lexa.Email, error) {
			return mail(to, a, before, kind)
		})
	})
	if err != nil && (isUniqueViolation(err) || err == lexa.ErrAppointmentTimeTaken) {
		// The same turn sent twice at once: the other request made the change, and the
		// database refused this one by the key (or, on PostgreSQL, by an overlap the
		// other's move left). Its change is the answer.
		if prior, priorBefore, priorKind, readErr := db.conversationChange(ctx, db.sql, userID, serviceID, c.ConversationKey); readErr == nil {
			a, before, kind, replayed, err = prior, priorBefore, priorKind, true, nil
		} else if isUniqueViolation(err) {
			err = readErr
		}
	}
	if _, ok := lexa.AsError(err); err != nil && !ok {
		return a, before, "", false, fmt.Errorf("change from conversation: %w", err)
	}
	a.Start, a.End, before.Start, before.End = a.Start.UTC(), a.End.UTC(), before.Start.UTC(), before.End.UTC()
	return a, before, kind, replayed, err
}

// conversationChange is the change a conversation's turn made: the appointment as it is
// now, as it was before the change (its start then) and what the change was;
// lexa.ErrAppointmentNotFound when the turn made none.
func (db *DB) conversationChange(ctx context.Context, q rowQuerier, userID, serviceID, key string) (a, before lexa.Appointment, kind lexa.AppointmentChangeKind, err error) {
	var id, k string
	var previous time.Time
	err = q.QueryRowContext(ctx, db.rebind(`SELECT appointment_id, kind, previous_start FROM appointment_changes
		WHERE service_id = ? AND conversation_key = ?`), serviceID, key).Scan(&id, &k, &previous)
	if errors.Is(err, sql.ErrNoRows) {
		return a, before, "", lexa.ErrAppointmentNotFound
	}
	if err != nil {
		return a, before, "", err
	}
	a, err = scanAppointment(q.QueryRowContext(ctx, db.rebind(`SELECT `+appointmentReadColumns+` FROM appointments
		WHERE id = ? AND service_id = ? AND user_id = ?`), id, serviceID, userID))
	// What it was before: its start then; its status then is not kept.
	before, kind = a, lexa.AppointmentChangeKind(k)
	before.Start, before.Status = previous.UTC(), ""
	before.End = before.Start.Add(a.End.Sub(a.Start))
	return a, before, kind, err
}
