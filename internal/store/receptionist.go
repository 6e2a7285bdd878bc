package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"lexa/internal/lexa"
)

// ReceptionistProfile is the business profile of one of a user's voice-ai services, and
// whether its owner saved one; before they did, it is lexa.StarterProfile.
func (db *DB) ReceptionistProfile(ctx context.Context, userID, serviceID string) (p lexa.BusinessProfile, saved bool, err error) {
	return db.receptionistProfile(ctx, db.sql, userID, serviceID)
}

// receptionistProfile is ReceptionistProfile read in q (a transaction that goes on to
// book by the profile).
func (db *DB) receptionistProfile(ctx context.Context, q rowQuerier, userID, serviceID string) (p lexa.BusinessProfile, saved bool, err error) {
	_, err = db.ownedService(ctx, q, userID, serviceID, lexa.VoiceAI)
	if err != nil {
		return p, false, err
	}
	var raw string
	err = q.QueryRowContext(ctx, db.rebind(`SELECT profile FROM receptionist_profiles WHERE service_id = ? AND user_id = ?`),
		serviceID, userID).Scan(&raw)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		// The starter speaks for the business (the account's company name), never in the
		// service's own name, which is only the owner's label (decision 0065).
		var company string
		if err := q.QueryRowContext(ctx, db.rebind(`SELECT company_name FROM profiles WHERE id = ?`), userID).Scan(&company); err != nil &&
			!errors.Is(err, sql.ErrNoRows) {
			return p, false, fmt.Errorf("receptionist profile: %w", err)
		}
		return lexa.StarterProfile(company), false, nil
	case err != nil:
		return p, false, fmt.Errorf("receptionist profile: %w", err)
	}
	if err := json.Unmarshal([]byte(raw), &p); err != nil {
		return p, false, fmt.Errorf("receptionist profile: %w", err)
	}
	return p, true, nil
}

// SaveReceptionistProfile stores the profile of one of a user's voice-ai services,
// replacing the one before. p must be parsed (lexa.ParseReceptionistProfile).
func (db *DB) SaveReceptionistProfile(ctx context.Context, userID, serviceID string, p lexa.BusinessProfile) error {
	if _, err := db.ownedService(ctx, db.sql, userID, serviceID, lexa.VoiceAI); err != nil {
		return err
	}
	raw, err := json.Marshal(p)
	if err != nil {
		return fmt.Errorf("save receptionist profile: %w", err)
	}
	// The owner is checked again in the statement: a service deleted since the read
	// above leaves nothing behind (its foreign key refuses the row).
	_, err = db.sql.ExecContext(ctx, db.rebind(`INSERT INTO receptionist_profiles (service_id, user_id, profile, updated_at)
		VALUES (?, ?, ?, ?) ON CONFLICT (service_id) DO UPDATE SET profile = excluded.profile, updated_at = excluded.updated_at`),
		serviceID, userID, string(raw), dbTime(db.clock.Now()))
	if err != nil {
		return fmt.Errorf("save receptionist profile: %w", err)
	}
	return nil
}
