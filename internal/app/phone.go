package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"path/filepath"
	"strings"

	"lexa/internal/config"
	"lexa/internal/httpapi"
	"lexa/internal/lexa"
	"lexa/internal/secrets"
	"lexa/internal/store"
	"lexa/internal/twilio"
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

// phoneTexter runs JobPhoneText jobs: it texts a caller the booking they made on the
// phone, from the service's connected number. A failure Twilio may get over (a timeout,
// Twilio down) is retried by the job queue; a refusal for good (the number replied STOP,
// is no mobile) is recorded on the appointment and not retried.
type phoneTexter struct {
	db     *store.DB
	box    httpapi.SecretBox
	twilio *twilio.Client
	logger *slog.Logger
}

func (p phoneTexter) Handle(ctx context.Context, job lexa.Job) (json.RawMessage, error) {
	var in lexa.PhoneTextJob
	if err := json.Unmarshal(job.Payload, &in); err != nil {
		return nil, fmt.Errorf("phone text: payload: %w", err)
	}
	a, err := p.db.PhoneTextAppointment(ctx, job.UserID, job.ServiceID, in.AppointmentID)
	if err == lexa.ErrAppointmentNotFound {
		return json.RawMessage(`{"skipped":"appointment gone"}`), nil
	}
	if err != nil {
		return nil, err
	}
	line, err := p.db.PhoneLine(ctx, job.UserID, job.ServiceID)
	if err != nil {
		if _, ok := lexa.AsError(err); ok { // disconnected (or the service is gone) meanwhile
			return json.RawMessage(`{"skipped":"no number connected"}`), nil
		}
		return nil, err
	}
	profile, _, err := p.db.ReceptionistProfile(ctx, job.UserID, job.ServiceID)
	if err != nil {
		return nil, err
	}
	if p.box == nil {
		return nil, errors.New("phone text: SECRETS_KEY is not set")
	}
	token, err := p.box.Open(line.SealedAuthToken)
	if err != nil {
		return nil, fmt.Errorf("phone text: %w", err)
	}
	err = p.twilio.SendText(ctx, line.AccountSID, token, line.PhoneNumber, a.Phone, lexa.BookingText(profile, a))
	if refused, ok := errors.AsType[*twilio.ErrTextRefused](err); ok {
		reason := fmt.Sprintf("Twilio refused the text (error %d): %s", refused.Code, refused.Message)
		if err := p.db.RecordPhoneText(ctx, a.ID, lexa.TextRefused, reason); err != nil {
			return nil, err
		}
		p.logger.Info("phone: Twilio refused a booking's text message", "appointment_id", a.ID, "code", refused.Code)
		return json.RawMessage(`{"refused":true}`), nil
	}
	if err != nil {
		return nil, err
	}
	if err := p.db.RecordPhoneText(ctx, a.ID, lexa.TextSent, ""); err != nil {
		return nil, err
	}
	return json.RawMessage(`{"sent":true}`), nil
}
