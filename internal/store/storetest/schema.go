package storetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"regexp"
)

var schemaPrefix = regexp.MustCompile(`^[a-z_][a-z0-9_]*$`)

// NewSchema makes an empty schema named prefix and a random suffix in the PostgreSQL at
// base, and returns the URL whose connections use it (search_path) and how to drop it.
// Unlike PostgresURL it needs no testing.TB: benchmarks and the cluster harness, which
// run lexa as child processes, use it too.
func NewSchema(ctx context.Context, base, prefix string) (string, func() error, error) {
	if !schemaPrefix.MatchString(prefix) {
		return "", nil, fmt.Errorf("new schema: prefix %q is not a lower-case SQL name", prefix)
	}
	u, err := url.Parse(base)
	if err != nil {
		// url's error quotes the whole URL, password included.
		return "", nil, errors.New("new schema: the PostgreSQL URL is not valid")
	}
	suffix := make([]byte, 8)
	_, _ = rand.Read(suffix) // crypto/rand.Read never fails
	schema := prefix + hex.EncodeToString(suffix)

	admin, err := sql.Open("pgx", base)
	if err != nil {
		return "", nil, fmt.Errorf("new schema: %w", err)
	}
	if _, err := admin.ExecContext(ctx, "CREATE SCHEMA "+schema); err != nil {
		admin.Close()
		return "", nil, fmt.Errorf("create schema: %w", err)
	}
	drop := func() error {
		defer admin.Close()
		if _, err := admin.ExecContext(context.Background(), "DROP SCHEMA "+schema+" CASCADE"); err != nil {
			return fmt.Errorf("drop schema %s: %w", schema, err)
		}
		return nil
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String(), drop, nil
}
