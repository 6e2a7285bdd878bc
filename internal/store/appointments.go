package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"lexa/internal/lexa"
)

// The appointment book of a voice-ai service (docs/api.md, "Voice receptionist"; decision
// 0060). Every method is scoped to the owner: another user's service is
// lexa.ErrServiceNotFound, a service of another type has no receptionist. That two
// appointments do not overlap is the database's to enforce (migration 00020), so two
// bookings racing for one time cannot both win, whichever instance takes them.

const appointmentColumns = `id, user_id, service_id, service_name, start_at, end_at, caller_name, phone, notes,
	source, status, created_at, updated_at, conversation_key`

// appointmentReadColumns are appointmentColumns and what became of the text message
// confirming a phone booking (migration 00024), which an insert leaves empty.
const appointmentReadColumns = appointmentColumns + `, text_status, text_error`

// maxListedAppointments bounds one listing: 92 days of a busy book, cancellations included.
const maxListedAppointments = 5000

func scanAppointment(row scanner) (lexa.Appointment, error) {
	var a lexa.Appointment
	var key, textStatus, textError sql.NullString
	err := row.Scan(&a.ID, &a.UserID, &a.ServiceID, &a.ServiceName, &a.Start, &a.End, &a.CallerName, &a.Phone, &a.Notes,
		&a.Source, &a.Status, &a.CreatedAt, &a.UpdatedAt, &key, &textStatus, &textError)
	if errors.Is(err, sql.ErrNoRows) {
		return a, lexa.ErrAppointmentNotFound
	}
	a.ConversationKey, a.TextStatus, a.TextError = key.String, textStatus.String, textError.String
	a.Start, a.End, a.CreatedAt, a.UpdatedAt = a.Start.UTC(), a.End.UTC(), a.CreatedAt.UTC(), a.UpdatedAt.UTC()
	return a, err
}

// Appointments lists the appointments of one of a user's voice-ai services that start in
// [from, to), cancelled ones included, by start; truncated is true when there were more
// than one listing holds.
func (db *DB) Appointments(ctx context.Context, userID, serviceID string, from, to time.Time) (list []lexa.Appointment, truncated bool, err error) {
	if _, err := db.ownedService(ctx, db.sql, userID, serviceID, lexa.VoiceAI); err != nil {
		return nil, false, err
	}
	rows, err := db.query(ctx, `SELECT `+appointmentReadColumns+` FROM appointments
		WHERE service_id = ? AND user_id = ? AND start_at >= ? AND start_at < ? ORDER BY start_at, id LIMIT ?`,
		serviceID, userID, dbTime(from), dbTime(to), maxListedAppointments+1)
	list, err = scanAll(rows, err, scanAppointment)
	if err != nil {
		return nil, false, fmt.Errorf("appointments: %w", err)
	}
	if len(list) > maxListedAppointments {
		return list[:maxListedAppointments], true, nil
	}
	return list, false, nil
}

// BookAppointment puts a booking the receptionist took into the book of one of a user's
// voice-ai services, by its saved profile at the store's time (lexa.NewAppointment):
// lexa.ErrBookWithoutProfile before a profile is saved, a validation error for a start
// the profile does not allow, lexa.ErrAppointmentTimeTaken when another appointment holds
// some of its time. The conversation calls it; nothing is written unless all of it is.
func (db *DB) BookAppointment(ctx context.Context, userID, serviceID string, in lexa.AppointmentRequest) (lexa.Appointment, error) {
	var a lexa.Appointment
	err := db.inTx(ctx, func(tx *sql.Tx) (err error) {
		a, err = db.insertAppointment(ctx, tx, userID, serviceID, in)
		return err
	})
	if _, ok := lexa.AsError(err); err != nil && !ok {
		return a, fmt.Errorf("book appointment: %w", err)
	}
	a.Start, a.End = a.Start.UTC(), a.End.UTC()
	return a, err
}

// insertAppointment checks in against the service's saved profile and inserts it in tx.
func (db *DB) insertAppointment(ctx context.Context, tx *sql.Tx, userID, serviceID string, in lexa.AppointmentRequest) (lexa.Appointment, error) {
	p, saved, err := db.receptionistProfile(ctx, tx, userID, serviceID)
	switch {
	case err != nil:
		return lexa.Appointment{}, err
	case !saved:
		return lexa.Appointment{}, lexa.ErrBookWithoutProfile
	}
	a, err := lexa.NewAppointment(p, in, dbTime(db.clock.Now()))
	if err != nil {
		return a, err
	}
	a.UserID, a.ServiceID = userID, serviceID
	key := sql.NullString{String: a.ConversationKey, Valid: a.ConversationKey != ""}
	_, err = tx.ExecContext(ctx, db.rebind(`INSERT INTO appointments (`+appointmentColumns+`)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
		a.ID, a.UserID, a.ServiceID, a.ServiceName, dbTime(a.Start), dbTime(a.End), a.CallerName, a.Phone, a.Notes,
		string(a.Source), string(a.Status), a.CreatedAt, a.UpdatedAt, key)
	return a, timeTakenOr(err)
}

// UpdateAppointment confirms, cancels or moves one appointment of one of a user's
// voice-ai services (lexa.ApplyAppointmentChange, by the service's profile, at the
// store's time) and says what it did ("" for nothing). A move is checked against the
// other appointments by the database in the same statement that makes it
// (lexa.ErrAppointmentTimeTaken); a cancellation frees the time at once.
func (db *DB) UpdateAppointment(ctx context.Context, userID, serviceID, appointmentID string, c lexa.AppointmentChange) (lexa.Appointment, lexa.AppointmentChangeKind, error) {
	var a lexa.Appointment
	var kind lexa.AppointmentChangeKind
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		p, _, err := db.receptionistProfile(ctx, tx, userID, serviceID)
		if err != nil {
			return err
		}
		old, err := scanAppointment(tx.QueryRowContext(ctx, db.rebind(`SELECT `+appointmentReadColumns+` FROM appointments
			WHERE id = ? AND service_id = ? AND user_id = ?`), appointmentID, serviceID, userID))
		if err != nil {
			return err
		}
		if a, kind, err = lexa.ApplyAppointmentChange(p, old, c, dbTime(db.clock.Now())); err != nil || kind == "" {
			return err
		}
		_, err = tx.ExecContext(ctx, db.rebind(`UPDATE appointments SET start_at = ?, end_at = ?, status = ?, updated_at = ?
			WHERE id = ?`), dbTime(a.Start), dbTime(a.End), string(a.Status), a.UpdatedAt, a.ID)
		return timeTakenOr(err)
	})
	if _, ok := lexa.AsError(err); err != nil && !ok {
		return a, "", fmt.Errorf("update appointment: %w", err)
	}
	a.Start, a.End = a.Start.UTC(), a.End.UTC()
	return a, kind, err
}

// timeTakenOr is lexa.ErrAppointmentTimeTaken when err is the database refusing an
// overlap (PostgreSQL's exclusion constraint, SQLite's minute rows), else err.
func timeTakenOr(err error) error {
	if err == nil {
		return nil
	}
	if pgErr, ok := errors.AsType[*pgconn.PgError](err); ok && pgErr.ConstraintName == "appointments_no_overlap" {
		return lexa.ErrAppointmentTimeTaken
	}
	if strings.Contains(err.Error(), "UNIQUE constraint failed: appointment_minutes.") {
		return lexa.ErrAppointmentTimeTaken
	}
	return err
}
