package store

import "database/sql"

// scanner is what a row scanner reads from: a *sql.Row, the current row of *sql.Rows,
// or a scanFunc.
type scanner = interface{ Scan(...any) error }

// scanAll reads every row of a list query with scan. rows and err are what the query
// returned, so that the caller checks one error:
//
//	rows, err := db.query(ctx, `SELECT …`, userID)
//	services, err := scanAll(rows, err, scanService)
//	if err != nil {
//		return nil, fmt.Errorf("user services: %w", err)
//	}
//
// It is the one loop over a list query's rows: it stops at the first row that does not
// scan, reports an error the iteration ended with (rows.Err), and always closes rows, so
// a caller needs no defer of its own. A list with no rows is empty, not nil (it encodes
// as [] in JSON). The error is returned unwrapped; the caller names its query.
func scanAll[T any](rows *sql.Rows, err error, scan func(scanner) (T, error)) ([]T, error) {
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []T{}
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return out, nil
}
