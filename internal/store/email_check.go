package store

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"lexa/internal/lexa"
)

// CheckEmailAddresses refuses a database whose accounts do not all have an address in
// the one form Lexa compares (lexa.CanonicalEmail of an ASCII address, lexa.ValidEmail),
// or where two accounts share a canonical form. Before issue 18 the server accepted
// addresses whose letters only Unicode case folding makes ASCII ('ſ', the Kelvin sign),
// and PostgreSQL's lower() folds more than SQLite's: such rows are named for the operator
// to change or delete rather than merged or left to match the wrong account. It reads
// every account's address once, at start-up.
func (db *DB) CheckEmailAddresses(ctx context.Context) error {
	rows, err := db.sql.QueryContext(ctx, `SELECT id, email FROM users ORDER BY id`)
	if err != nil {
		return fmt.Errorf("check e-mail addresses: %w", err)
	}
	defer rows.Close()
	byCanonical := map[string][]string{}
	var problems []string
	for rows.Next() {
		var id, email string
		if err := rows.Scan(&id, &email); err != nil {
			return fmt.Errorf("check e-mail addresses: %w", err)
		}
		if !lexa.ValidEmail(strings.TrimSpace(email)) {
			problems = append(problems, fmt.Sprintf("account %s has the address %q, which is not an ASCII e-mail address", id, email))
		}
		c := lexa.CanonicalEmail(email)
		byCanonical[c] = append(byCanonical[c], fmt.Sprintf("%s (%q)", id, email))
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("check e-mail addresses: %w", err)
	}
	for c, accounts := range byCanonical {
		if len(accounts) > 1 {
			problems = append(problems, fmt.Sprintf("accounts %s are one address, %q", strings.Join(accounts, ", "), c))
		}
	}
	if len(problems) == 0 {
		return nil
	}
	sort.Strings(problems)
	return fmt.Errorf("e-mail addresses that Lexa can no longer tell apart or accept (docs/decisions/0023-security-review-fixes.md, \"One form of an e-mail address\"); "+
		"change or delete these accounts in the database, then start again: %s", strings.Join(problems, "; "))
}
