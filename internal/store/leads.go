package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"lexa/internal/lexa"
)

const insertContact = `INSERT INTO contact_submissions
	(id, name, email, company, phone, service_interest, company_size, preferred_contact, message, ip_address, submitted_at)
	VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`

func (db *DB) insertContactTx(ctx context.Context, tx *sql.Tx, c lexa.ContactSubmission) error {
	_, err := tx.ExecContext(ctx, db.rebind(insertContact), c.ID, c.Name, c.Email, c.Company, c.Phone,
		c.ServiceInterest, c.CompanySize, c.PreferredContact, c.Message, c.IPAddress, c.SubmittedAt.UTC())
	return err
}

// CreateContact stores a contact submission and queues its mails in one transaction:
// either the message is kept and the team will hear of it, or nothing happened.
func (db *DB) CreateContact(ctx context.Context, c lexa.ContactSubmission, mails []lexa.OutgoingMail) error {
	return db.inTx(ctx, func(tx *sql.Tx) error {
		if err := db.insertContactTx(ctx, tx, c); err != nil {
			return fmt.Errorf("create contact: %w", err)
		}
		return db.enqueueAll(ctx, tx, mails)
	})
}

// CreateDemoBooking stores the booking, its contact_submissions row and its mails in one
// transaction. A slot held by another active booking gives lexa.ErrSlotTaken.
func (db *DB) CreateDemoBooking(ctx context.Context, b lexa.DemoBooking, c lexa.ContactSubmission, cancelTokenHash string, mails []lexa.OutgoingMail) error {
	return db.inTx(ctx, func(tx *sql.Tx) error {
		if err := db.insertContactTx(ctx, tx, c); err != nil {
			return fmt.Errorf("create demo booking: %w", err)
		}
		_, err := tx.ExecContext(ctx, db.rebind(`INSERT INTO demo_bookings
			(id, contact_submission_id, name, email, company, phone, employees, service, message, slot_start, status, cancel_token_hash, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'booked', ?, ?)`),
			b.ID, c.ID, b.Name, b.Email, b.Company, b.Phone, b.Employees, string(b.Service), b.Message,
			b.SlotStart.UTC(), cancelTokenHash, b.CreatedAt.UTC())
		if isUniqueViolation(err) {
			return lexa.ErrSlotTaken
		}
		if err != nil {
			return fmt.Errorf("create demo booking: %w", err)
		}
		return db.enqueueAll(ctx, tx, mails)
	})
}

// TakenDemoSlots lists the start times of active bookings in [from, to).
func (db *DB) TakenDemoSlots(ctx context.Context, from, to time.Time) ([]time.Time, error) {
	rows, err := db.sql.QueryContext(ctx, db.rebind(
		`SELECT slot_start FROM demo_bookings WHERE status = 'booked' AND slot_start >= ? AND slot_start < ?`),
		from.UTC(), to.UTC())
	slots, err := scanAll(rows, err, func(row scanner) (time.Time, error) {
		var t time.Time
		err := row.Scan(&t)
		return t.UTC(), err
	})
	if err != nil {
		return nil, fmt.Errorf("taken demo slots: %w", err)
	}
	return slots, nil
}

const bookingColumns = `id, contact_submission_id, name, email, company, phone, employees, service, message,
	slot_start, status, created_at, cancelled_at`

func scanBooking(row interface{ Scan(...any) error }) (lexa.DemoBooking, error) {
	var b lexa.DemoBooking
	var service string
	var cancelled sql.NullTime
	err := row.Scan(&b.ID, &b.ContactSubmissionID, &b.Name, &b.Email, &b.Company, &b.Phone, &b.Employees,
		&service, &b.Message, &b.SlotStart, &b.Status, &b.CreatedAt, &cancelled)
	if errors.Is(err, sql.ErrNoRows) {
		return b, errBookingLinkInvalid
	}
	b.Service = lexa.DemoService(service)
	b.SlotStart, b.CreatedAt, b.CancelledAt = b.SlotStart.UTC(), b.CreatedAt.UTC(), timePtr(cancelled)
	return b, err
}

var errBookingLinkInvalid = &lexa.Error{Code: lexa.ENotFound, Message: "This link is no longer valid."}

// DemoBookingByToken finds the active booking a cancel link belongs to.
func (db *DB) DemoBookingByToken(ctx context.Context, tokenHash string) (lexa.DemoBooking, error) {
	b, err := scanBooking(db.sql.QueryRowContext(ctx, db.rebind(
		`SELECT `+bookingColumns+` FROM demo_bookings WHERE cancel_token_hash = ? AND status = 'booked'`), tokenHash))
	if err != nil && lexa.ErrorCodeOf(err) != lexa.ENotFound {
		return b, fmt.Errorf("demo booking by token: %w", err)
	}
	return b, err
}

// CancelDemoBooking cancels the active booking of a cancel link, once: the slot is free
// again and the mails compose builds for the cancelled booking are queued in the same
// transaction. A used or unknown link gives a not-found error.
func (db *DB) CancelDemoBooking(ctx context.Context, tokenHash string, compose func(lexa.DemoBooking) ([]lexa.OutgoingMail, error)) (lexa.DemoBooking, error) {
	var b lexa.DemoBooking
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		b, err = scanBooking(tx.QueryRowContext(ctx, db.rebind(
			`UPDATE demo_bookings SET status = 'cancelled', cancelled_at = ?
			 WHERE cancel_token_hash = ? AND status = 'booked' RETURNING `+bookingColumns),
			db.clock.Now().UTC(), tokenHash))
		if err != nil {
			return err
		}
		mails, err := compose(b)
		if err != nil {
			return err
		}
		return db.enqueueAll(ctx, tx, mails)
	})
	if err != nil && lexa.ErrorCodeOf(err) != lexa.ENotFound {
		return b, fmt.Errorf("cancel demo booking: %w", err)
	}
	return b, err
}

func (db *DB) enqueueAll(ctx context.Context, tx *sql.Tx, mails []lexa.OutgoingMail) error {
	for _, m := range mails {
		if err := db.enqueueMail(ctx, tx, m.Kind, m.Email); err != nil {
			return err
		}
	}
	return nil
}
