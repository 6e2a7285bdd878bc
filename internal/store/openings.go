package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"lexa/internal/lexa"
)

// openingColumns read an opening with the count of its candidates.
const openingColumns = `o.id, o.service_id, o.title, o.description, o.must_have, o.nice_to_have, o.location, o.created_at,
	(SELECT COUNT(*) FROM documents d WHERE d.opening_id = o.id)`

func scanOpening(row scanner) (lexa.Opening, error) {
	var o lexa.Opening
	var must, nice []byte
	err := row.Scan(&o.ID, &o.ServiceID, &o.Title, &o.Description, &must, &nice, &o.Location, &o.CreatedAt, &o.Candidates)
	if errors.Is(err, sql.ErrNoRows) {
		return o, lexa.ErrOpeningNotFound
	}
	if err != nil {
		return o, err
	}
	o.CreatedAt = o.CreatedAt.UTC()
	if err := errors.Join(json.Unmarshal(must, &o.MustHave), json.Unmarshal(nice, &o.NiceToHave)); err != nil {
		return o, fmt.Errorf("opening %s skills: %w", o.ID, err)
	}
	return o, nil
}

// CreateOpening adds a job to one of a user's recruitment services, unless it has
// lexa.MaxOpeningsPerService already.
func (db *DB) CreateOpening(ctx context.Context, userID, serviceID string, o lexa.Opening) (lexa.Opening, error) {
	if _, err := db.ownedService(ctx, db.sql, userID, serviceID, lexa.Recruitment); err != nil {
		return o, err
	}
	o.ID, o.ServiceID, o.CreatedAt, o.Candidates = lexa.NewID(), serviceID, dbTime(db.clock.Now()), 0
	must, _ := json.Marshal(o.MustHave)
	nice, _ := json.Marshal(o.NiceToHave)
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		if err := db.lockKey(ctx, tx, "openings:"+serviceID); err != nil {
			return err
		}
		var n int
		if err := tx.QueryRowContext(ctx, db.rebind(`SELECT COUNT(*) FROM openings WHERE service_id = ?`), serviceID).Scan(&n); err != nil {
			return err
		}
		if n >= lexa.MaxOpeningsPerService {
			return lexa.ErrTooManyOpenings
		}
		_, err := tx.ExecContext(ctx, db.rebind(`INSERT INTO openings (id, user_id, service_id, title, description,
			must_have, nice_to_have, location, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`),
			o.ID, userID, serviceID, o.Title, o.Description, string(must), string(nice), o.Location, o.CreatedAt)
		return err
	})
	if _, ok := lexa.AsError(err); err != nil && !ok {
		return o, fmt.Errorf("create opening: %w", err)
	}
	return o, err
}

// Openings lists the jobs of one of a user's recruitment services, newest first.
func (db *DB) Openings(ctx context.Context, userID, serviceID string) ([]lexa.Opening, error) {
	if _, err := db.ownedService(ctx, db.sql, userID, serviceID, lexa.Recruitment); err != nil {
		return nil, err
	}
	rows, err := db.query(ctx, `SELECT `+openingColumns+` FROM openings o
		WHERE o.service_id = ? AND o.user_id = ? ORDER BY o.created_at DESC, o.id DESC`, serviceID, userID)
	out, err := scanAll(rows, err, scanOpening)
	if err != nil {
		return nil, fmt.Errorf("openings: %w", err)
	}
	return out, nil
}

// Opening is one job of a user's recruitment service.
func (db *DB) Opening(ctx context.Context, userID, serviceID, openingID string) (lexa.Opening, error) {
	o, err := scanOpening(db.queryRow(ctx, `SELECT `+openingColumns+` FROM openings o
		WHERE o.id = ? AND o.service_id = ? AND o.user_id = ?`, openingID, serviceID, userID))
	if err != nil && err != lexa.ErrOpeningNotFound {
		return o, fmt.Errorf("opening: %w", err)
	}
	return o, err
}

// DeleteOpening removes a job with its candidates, their files and results.
func (db *DB) DeleteOpening(ctx context.Context, userID, serviceID, openingID string) error {
	if _, err := db.ownedService(ctx, db.sql, userID, serviceID, lexa.Recruitment); err != nil {
		return err
	}
	return db.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, db.rebind(`DELETE FROM jobs WHERE id IN
			(SELECT job_id FROM documents WHERE opening_id = ? AND user_id = ?) AND finished_at IS NULL`), openingID, userID); err != nil {
			return fmt.Errorf("delete opening's jobs: %w", err)
		}
		res, err := tx.ExecContext(ctx, db.rebind(`DELETE FROM openings WHERE id = ? AND service_id = ? AND user_id = ?`),
			openingID, serviceID, userID)
		if err != nil {
			return fmt.Errorf("delete opening: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return lexa.ErrOpeningNotFound
		}
		return nil
	})
}
