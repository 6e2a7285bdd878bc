package store

import (
	"context"
	"database/sql"
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
	if saved, err = db.serviceProfile(ctx, q, "receptionist_profiles", serviceID, &p); err != nil || saved {
		return p, saved, err
	}
	// The starter speaks for the business (the account's company name), never in the
	// service's own name, which is only the owner's label (decision 0065).
	var company string
	if err := q.QueryRowContext(ctx, db.rebind(`SELECT company_name FROM profiles WHERE id = ?`), userID).Scan(&company); err != nil &&
		!errors.Is(err, sql.ErrNoRows) {
		return p, false, fmt.Errorf("receptionist profile: %w", err)
	}
	return lexa.StarterProfile(company), false, nil
}

// SaveReceptionistProfile stores the profile of one of a user's voice-ai services,
// replacing the one before. p must be parsed (lexa.ParseReceptionistProfile).
func (db *DB) SaveReceptionistProfile(ctx context.Context, userID, serviceID string, p lexa.BusinessProfile) error {
	if _, err := db.ownedService(ctx, db.sql, userID, serviceID, lexa.VoiceAI); err != nil {
		return err
	}
	return db.saveServiceProfile(ctx, "receptionist_profiles", userID, serviceID, p)
}
