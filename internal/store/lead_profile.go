package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"lexa/internal/lexa"
)

// LeadProfile is the lead profile of one of a user's call-center services, and whether
// its owner saved one; before they did, it is lexa.DefaultLeadProfile named after the
// service (decision 0073).
func (db *DB) LeadProfile(ctx context.Context, userID, serviceID string) (p lexa.BusinessLeadProfile, saved bool, err error) {
	s, err := db.ownedService(ctx, db.sql, userID, serviceID, lexa.CallCenter)
	if err != nil {
		return p, false, err
	}
	return db.leadProfileOf(ctx, s)
}

// leadProfileOf is the lead profile of service s, whose owner was checked.
func (db *DB) leadProfileOf(ctx context.Context, s lexa.Service) (p lexa.BusinessLeadProfile, saved bool, err error) {
	var raw string
	err = db.queryRow(ctx, `SELECT profile FROM lead_profiles WHERE service_id = ?`, s.ID).Scan(&raw)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return lexa.DefaultLeadProfile(s.Name), false, nil
	case err != nil:
		return p, false, fmt.Errorf("lead profile: %w", err)
	}
	if err := json.Unmarshal([]byte(raw), &p); err != nil {
		return p, false, fmt.Errorf("lead profile: %w", err)
	}
	return p, true, nil
}

// SaveLeadProfile stores the lead profile of one of a user's call-center services,
// replacing the one before. p must be parsed (lexa.ParseBusinessLeadProfile).
func (db *DB) SaveLeadProfile(ctx context.Context, userID, serviceID string, p lexa.BusinessLeadProfile) error {
	if _, err := db.ownedService(ctx, db.sql, userID, serviceID, lexa.CallCenter); err != nil {
		return err
	}
	raw, err := json.Marshal(p)
	if err != nil {
		return fmt.Errorf("save lead profile: %w", err)
	}
	// A service deleted since the check above leaves nothing behind: its foreign key
	// refuses the row.
	_, err = db.sql.ExecContext(ctx, db.rebind(`INSERT INTO lead_profiles (service_id, user_id, profile, updated_at)
		VALUES (?, ?, ?, ?) ON CONFLICT (service_id) DO UPDATE SET profile = excluded.profile, updated_at = excluded.updated_at`),
		serviceID, userID, string(raw), dbTime(db.clock.Now()))
	if err != nil {
		return fmt.Errorf("save lead profile: %w", err)
	}
	return nil
}
