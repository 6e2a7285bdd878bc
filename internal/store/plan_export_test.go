package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"lexa/internal/lexa"
)

// PrunePlan is how the database would run PruneBatch's statement.
func (db *DB) PrunePlan(ctx context.Context, step lexa.PruneStep) (string, error) {
	query, args, err := db.pruneSQL(step, 500)
	if err != nil {
		return "", err
	}
	return db.plan(ctx, query, args)
}

// AdminPlan is how the database would read a page of list after before.
func (db *DB) AdminPlan(ctx context.Context, list lexa.AdminList, before *lexa.AdminCursor) (string, error) {
	_, query, args, err := db.adminSQL(list, before)
	if err != nil {
		return "", err
	}
	return db.plan(ctx, query, args)
}

// plan explains query. The test tables are nearly empty, where reading a whole table (or
// sorting a few rows) is cheapest; PostgreSQL is told to avoid table scans, bitmap scans
// and sorts if it can, so the plan shows the index that a large table is read through
// (or, lacking one, still the scan or the sort).
func (db *DB) plan(ctx context.Context, query string, args []any) (string, error) {
	var lines []string
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		explain := "EXPLAIN QUERY PLAN "
		if db.dialect == Postgres {
			explain = "EXPLAIN "
			for _, off := range []string{"enable_seqscan", "enable_bitmapscan", "enable_sort"} {
				if _, err := tx.ExecContext(ctx, "SET LOCAL "+off+" = off"); err != nil {
					return err
				}
			}
		}
		rows, err := tx.QueryContext(ctx, explain+query, args...)
		if err != nil {
			return err
		}
		defer rows.Close()
		cols, err := rows.Columns()
		if err != nil {
			return err
		}
		for rows.Next() {
			values := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range values {
				ptrs[i] = &values[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				return err
			}
			lines = append(lines, fmt.Sprint(values[len(values)-1]))
		}
		return rows.Err()
	})
	return strings.Join(lines, "\n"), err
}
