package store

import (
	"context"

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
	if saved, err = db.serviceProfile(ctx, db.sql, "lead_profiles", s.ID, &p); err != nil || saved {
		return p, saved, err
	}
	return lexa.DefaultLeadProfile(s.Name), false, nil
}

// SaveLeadProfile stores the lead profile of one of a user's call-center services,
// replacing the one before. p must be parsed (lexa.ParseBusinessLeadProfile).
func (db *DB) SaveLeadProfile(ctx context.Context, userID, serviceID string, p lexa.BusinessLeadProfile) error {
	if _, err := db.ownedService(ctx, db.sql, userID, serviceID, lexa.CallCenter); err != nil {
		return err
	}
	return db.saveServiceProfile(ctx, "lead_profiles", userID, serviceID, p)
}
