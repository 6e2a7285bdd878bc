package store

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5"
	"lexa/internal/lexa"
)

// How the PostgreSQL side of live events waits after a failure: from liveRetryMin,
// doubling, up to liveRetryMax, so a database that is down for minutes is asked every few
// seconds, not in a tight loop, and one that is back is found quickly.
const (
	liveRetryMin = 250 * time.Millisecond
	liveRetryMax = 5 * time.Second
	// liveNotifyTimeout bounds one NOTIFY batch (and the last one at Close).
	liveNotifyTimeout = 5 * time.Second
)

// liveNotice is a live event as it travels in a notification's payload: ids only.
type liveNotice struct {
	Kind    lexa.LiveEventKind `json:"kind"`
	User    string             `json:"user,omitempty"`
	Service string             `json:"service,omitempty"`
}

// liveChannel is the NOTIFY channel of the schema this database uses, so that several
// deployments (or test runs) in one database, each in a schema of its own, do not hear each
// other: "lexa_live" on public, "lexa_live_<schema>" elsewhere, or a hash of the schema's
// name where that would be longer than PostgreSQL's 63-byte limit for names.
func (db *DB) liveChannel(ctx context.Context) (string, error) {
	l := db.live
	l.mu.Lock()
	channel := l.channel
	l.mu.Unlock()
	if channel != "" {
		return channel, nil
	}
	var schema string
	if err := db.sql.QueryRowContext(ctx, `SELECT COALESCE(current_schema(), '')`).Scan(&schema); err != nil {
		return "", fmt.Errorf("live events channel: %w", err)
	}
	channel = liveChannelOf(schema)
	l.mu.Lock()
	l.channel = channel
	l.mu.Unlock()
	return channel, nil
}

func liveChannelOf(schema string) string {
	switch name := "lexa_live_" + schema; {
	case schema == "public" || schema == "":
		return "lexa_live"
	case len(name) <= 63:
		return name
	default:
		sum := sha256.Sum256([]byte(schema))
		return "lexa_live_" + hex.EncodeToString(sum[:8])
	}
}

// publishLive sends the outbox's events with NOTIFY whenever there are some, until ctx
// ends. A batch that fails goes back into the outbox and is tried again after a pause: an
// event is only "fetch again", so a late one does no harm, and a lost one would leave a
// page behind until its next event.
func (db *DB) publishLive(ctx context.Context, logger *slog.Logger) {
	wait := liveRetryMin
	var retry <-chan time.Time
	for {
		select {
		case <-ctx.Done():
			return
		case <-db.live.wake:
		case <-retry:
		}
		retry = nil
		if err := db.notifyOutbox(ctx); err != nil {
			if ctx.Err() != nil {
				return // the outbox keeps them; Close sends what is left
			}
			logger.Warn("live updates: could not announce committed changes; trying again",
				"error", err.Error(), "retry_in", wait.String())
			retry = time.After(wait)
			wait = min(2*wait, liveRetryMax)
			continue
		}
		wait = liveRetryMin
	}
}

// notifyOutbox sends every event of the outbox in one statement (one notification each),
// or puts them back when that fails.
func (db *DB) notifyOutbox(ctx context.Context) error {
	l := db.live
	l.mu.Lock()
	batch := l.outbox
	l.outbox = nil
	clear(l.inbox)
	l.mu.Unlock()
	if len(batch) == 0 {
		return nil
	}
	err := db.notify(ctx, batch)
	if err != nil {
		l.mu.Lock()
		for _, ev := range batch {
			if !l.inbox[ev] {
				l.inbox[ev] = true
				l.outbox = append(l.outbox, ev)
			}
		}
		l.mu.Unlock()
	}
	return err
}

func (db *DB) notify(ctx context.Context, batch []lexa.LiveEvent) error {
	ctx, cancel := context.WithTimeout(ctx, liveNotifyTimeout)
	defer cancel()
	channel, err := db.liveChannel(ctx)
	if err != nil {
		return err
	}
	payloads := make([]string, len(batch))
	for i, ev := range batch {
		raw, err := json.Marshal(liveNotice{Kind: ev.Kind, User: ev.UserID, Service: ev.ServiceID})
		if err != nil {
			return err
		}
		payloads[i] = string(raw)
	}
	// Outside any transaction of ours: it writes nothing, so its commit waits for no disk.
	if _, err := db.sql.ExecContext(ctx, `SELECT pg_notify($1, p) FROM unnest($2::text[]) AS p`, channel, payloads); err != nil {
		return fmt.Errorf("notify %d live events: %w", len(batch), err)
	}
	return nil
}

// flushLive sends what the outbox still holds, for Close: a command such as demo-data
// commits usage reports and exits, and the running instances should still hear of them.
func (db *DB) flushLive() error {
	if db.dialect != Postgres {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), liveNotifyTimeout)
	defer cancel()
	return db.notifyOutbox(ctx)
}

// listenLive keeps one connection of its own LISTENing on the schema's channel and hands
// every notification to deliver, until ctx ends. When the connection is lost (the database
// restarted, the network broke) it connects again, pausing longer after each failure, and
// sends a LiveResync once it listens again: what was committed meanwhile was not heard.
func (db *DB) listenLive(ctx context.Context, logger *slog.Logger, deliver func(lexa.LiveEvent)) {
	wait := liveRetryMin
	lost := false
	for {
		err := db.listenOnce(ctx, logger, func() {
			if lost {
				logger.Info("live updates: listening again")
			}
			lost, wait = false, liveRetryMin
			deliver(lexa.LiveEvent{Kind: lexa.LiveResync})
		}, deliver)
		if ctx.Err() != nil {
			return
		}
		lost = true
		logger.Warn("live updates: not listening to the database; trying again",
			"error", err.Error(), "retry_in", wait.String())
		select {
		case <-ctx.Done():
			return
		case <-time.After(wait):
		}
		wait = min(2*wait, liveRetryMax)
	}
}

// listenOnce connects, listens, calls listening, then delivers notifications until the
// connection fails or ctx ends.
func (db *DB) listenOnce(ctx context.Context, logger *slog.Logger, listening func(), deliver func(lexa.LiveEvent)) error {
	channel, err := db.liveChannel(ctx)
	if err != nil {
		return err
	}
	// Its own connection, not one of the pool's: it is held for the life of the process,
	// and the pool's size is for requests. It dials like the pool (timeouts, keep-alive),
	// so a dead peer is noticed within about half a minute even while nothing arrives.
	conn, err := pgx.ConnectConfig(ctx, db.pgConfig.Copy())
	if err != nil {
		return fmt.Errorf("connect: %w", err)
	}
	defer func() {
		closeCtx, cancel := context.WithTimeout(context.Background(), time.Second)
		defer cancel()
		_ = conn.Close(closeCtx) // it is going away either way
	}()
	if _, err := conn.Exec(ctx, "LISTEN "+pgx.Identifier{channel}.Sanitize()); err != nil {
		return fmt.Errorf("listen: %w", err)
	}
	listening()
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return fmt.Errorf("wait for notification: %w", err)
		}
		var notice liveNotice
		if err := json.Unmarshal([]byte(n.Payload), &notice); err != nil || notice.Kind == "" {
			// Not ours (someone NOTIFYs on the channel by hand): say so, but go on.
			logger.Warn("live updates: ignored a notification that is not a live event", "bytes", len(n.Payload))
			continue
		}
		deliver(lexa.LiveEvent{Kind: notice.Kind, UserID: notice.User, ServiceID: notice.Service})
	}
}
