package store

import (
	"errors"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"
)

// isUniqueViolation tells whether err is a unique-constraint violation on either database.
func isUniqueViolation(err error) bool {
	if err == nil {
		return false
	}
	if pgErr, ok := errors.AsType[*pgconn.PgError](err); ok {
		return pgErr.Code == "23505"
	}
	// modernc.org/sqlite reports SQLITE_CONSTRAINT_UNIQUE with this text.
	return strings.Contains(err.Error(), "UNIQUE constraint failed")
}
