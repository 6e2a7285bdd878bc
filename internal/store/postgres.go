package store

import (
	"database/sql"
	"fmt"
	"net"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
)

// How long PostgreSQL may keep a request waiting when it cannot be reached. Without these
// a request meets the operating system's defaults: a dial to a host that is gone waits
// for minutes, and a query sent into a cut network is retransmitted for about fifteen
// minutes before the socket fails. With them the request fails in seconds, answers 503,
// and the pool forgets the dead connection.
const (
	// pgConnectTimeout bounds dial, TLS and start-up of one new connection, unless
	// DATABASE_URL says connect_timeout=N itself.
	pgConnectTimeout = 5 * time.Second
	// pgUserTimeout closes a connection whose sent data stays unacknowledged this long
	// (TCP_USER_TIMEOUT, Linux): the server or the path to it is gone. Acknowledged data
	// is not affected, so a slow query is never cut by it.
	pgUserTimeout = 15 * time.Second
)

// pgKeepAlive finds a dead peer under an idle connection (one in the pool, or one
// waiting for a slow answer) within Idle + Interval×Count, about half a minute.
var pgKeepAlive = net.KeepAliveConfig{Enable: true, Idle: 15 * time.Second, Interval: 5 * time.Second, Count: 3}

// openPostgres opens a pool of pgx connections with the bounds above. Pooled connections
// are checked before reuse: pgx's database/sql driver pings one that was idle for more
// than a second and reports a dead one as driver.ErrBadConn, which makes database/sql
// drop it and dial afresh, so the pool recovers by itself when the database is back.
// The configuration is returned too, for the one connection outside the pool (the live
// events' listener).
func openPostgres(rawURL string) (*sql.DB, *pgx.ConnConfig, error) {
	cfg, err := pgx.ParseConfig(rawURL)
	if err != nil {
		// ParseConfigError masks the password of the URL it quotes.
		return nil, nil, fmt.Errorf("open postgres: %w", err)
	}
	if cfg.ConnectTimeout == 0 {
		cfg.ConnectTimeout = pgConnectTimeout
	}
	dialer := &net.Dialer{Timeout: cfg.ConnectTimeout, KeepAliveConfig: pgKeepAlive, Control: setUserTimeout(pgUserTimeout)}
	cfg.DialFunc = dialer.DialContext
	return stdlib.OpenDB(*cfg), cfg, nil
}
