package app

import (
	"fmt"
	"log/slog"
	"path/filepath"
	"strings"

	"lexa/internal/config"
	"lexa/internal/httpapi"
	"lexa/internal/secrets"
)

// secretsKeyFile is the key file kept beside a SQLite database when SECRETS_KEY is not set.
const secretsKeyFile = "secrets.key"

// newSecrets is the box that seals the auth tokens owners give (decision 0063): under
// SECRETS_KEY; without it, on SQLite, under a key kept in a file beside the database
// (created at first start, mode 0600, and logged); on PostgreSQL, none (several
// instances must share one key, which only the operator can give them), so connecting a
// number answers 400 until SECRETS_KEY is set.
func newSecrets(cfg config.Config, logger *slog.Logger) (httpapi.SecretBox, error) {
	key := cfg.Telephony.SecretsKey
	if key == nil {
		path, ok := strings.CutPrefix(cfg.DatabaseURL, "sqlite:")
		if !ok {
			logger.Info("SECRETS_KEY is not set: phone numbers cannot be connected until it is")
			return nil, nil
		}
		keyPath := filepath.Join(filepath.Dir(path), secretsKeyFile)
		var created bool
		var err error
		if key, created, err = secrets.LoadOrCreateKeyFile(keyPath); err != nil {
			return nil, fmt.Errorf("SECRETS_KEY: %w", err)
		}
		if created {
			logger.Info("SECRETS_KEY is not set: created a key beside the database; back it up with the database", "path", keyPath)
		}
	}
	box, err := secrets.New(key)
	if err != nil {
		return nil, fmt.Errorf("SECRETS_KEY: %w", err)
	}
	return box, nil
}
