package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"lexa/internal/lexa"
)

const serviceColumns = `id, user_id, service_type, service_name, status, usage_current, usage_period, usage_limit,
	usage_included, created_at`

func scanService(row interface{ Scan(...any) error }) (lexa.Service, error) {
	var s lexa.Service
	err := row.Scan(&s.ID, &s.UserID, &s.Type, &s.Name, &s.Status, &s.UsageCurrent, &s.UsagePeriod, &s.UsageLimit, &s.UsageIncluded, &s.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return s, lexa.ErrServiceNotFound
	}
	s.CreatedAt = s.CreatedAt.UTC()
	return s, err
}

// CreateService adds a paused service for a user, with the usage limit of their current
// plan, unless they have MaxServicesPerUser already.
func (db *DB) CreateService(ctx context.Context, userID string, in lexa.ServiceInput) (lexa.Service, error) {
	now := dbTime(db.clock.Now())
	s := lexa.Service{ID: lexa.NewID(), UserID: userID, Type: in.Type, Name: in.Name, Status: lexa.ServicePaused, CreatedAt: now}
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		if err := db.lockKey(ctx, tx, "services:"+userID); err != nil {
			return err
		}
		var n int
		var tier sql.NullString
		if err := tx.QueryRowContext(ctx, db.rebind(`SELECT (SELECT COUNT(*) FROM services WHERE user_id = ?),
			(SELECT subscription_tier FROM profiles WHERE id = ?)`), userID, userID).Scan(&n, &tier); err != nil {
			return err
		}
		if n >= lexa.MaxServicesPerUser {
			return lexa.ErrTooManyServices
		}
		allowance := lexa.PlanAllowance(tier.String, s.Type)
		s.UsageLimit, s.UsageIncluded = allowance.UsageLimit(), allowance.Included
		_, err := tx.ExecContext(ctx, db.rebind(`INSERT INTO services (id, user_id, service_type, service_name, status,
			usage_limit, usage_included, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`),
			s.ID, s.UserID, s.Type, s.Name, s.Status, s.UsageLimit, s.UsageIncluded, now, now)
		return err
	})
	if err != nil {
		if _, ok := lexa.AsError(err); ok {
			return s, err
		}
		return s, fmt.Errorf("create service: %w", err)
	}
	return s, nil
}

// UserServices returns a user's services, newest first.
func (db *DB) UserServices(ctx context.Context, userID string) ([]lexa.Service, error) {
	rows, err := db.query(ctx, `SELECT `+serviceColumns+` FROM services
		WHERE user_id = ? ORDER BY created_at DESC, id DESC`, userID)
	services, err := scanAll(rows, err, scanService)
	if err != nil {
		return nil, fmt.Errorf("user services: %w", err)
	}
	return services, nil
}

// UserServicesJSON is UserServices as the API shows it at now (lexa.ServiceJSON), as a
// JSON array the database builds: one value to read instead of 9 columns of every row,
// a third of the cost on SQLite. storetest checks it equals the Go encoding.
// The list comes from db.lists while the user's services_version is the one it was
// read at (a sixth of the cost of building it); callers must not change it.
func (db *DB) UserServicesJSON(ctx context.Context, userID string, now time.Time) ([]byte, error) {
	month := lexa.UsageMonth(now)
	var version int64
	err := db.queryRow(ctx, `SELECT services_version FROM users WHERE id = ?`, userID).Scan(&version)
	if errors.Is(err, sql.ErrNoRows) {
		return []byte("[]"), nil // the account went just now: it has no services
	}
	if err != nil {
		return nil, fmt.Errorf("user services: %w", err)
	}
	if list, ok := db.lists.get(userID, version, month); ok {
		return list, nil
	}
	var list []byte
	if err := db.queryRow(ctx, servicesJSONQuery[db.dialect], month, userID).Scan(&list); err != nil {
		return nil, fmt.Errorf("user services: %w", err)
	}
	db.lists.put(userID, version, month, list)
	return list, nil
}

// servicesJSONQuery writes created_at as Go does (RFC 3339, UTC as Z, the fraction
// without trailing zeros). SQLite keeps it as "2006-01-02 15:04:05.999999999+00:00"
// text already; PostgreSQL's microseconds are trimmed. On SQLite each row's object is
// one format() (twice as fast as json_object or || under load: one allocation per row,
// and modernc's allocator takes a lock); only the name needs quoting, as the id is a UUID
// and the type and status are checked against fixed lists. Both read the services_user
// index in its order; SQLite keeps a subquery's order for the aggregate over it.
var servicesJSONQuery = map[Dialect]string{
	SQLite: `SELECT '[' || COALESCE(group_concat(format(
		'{"id":"%s","service_type":"%s","service_name":%s,"status":"%s","usage_current":%d,"usage_limit":%d,"usage_included":%s,"created_at":"%.10sT%sZ"}',
		id, service_type, json_quote(service_name), status, CASE WHEN usage_period = ? THEN usage_current ELSE 0 END, usage_limit,
		CASE WHEN usage_included THEN 'true' ELSE 'false' END,
		created_at, substr(created_at, 12, length(created_at) - 17)), ','), '') || ']'
		FROM (SELECT * FROM services WHERE user_id = ? ORDER BY created_at DESC, id DESC)`,
	Postgres: `SELECT COALESCE(json_agg(json_build_object('id', id, 'service_type', service_type, 'service_name', service_name,
		'status', status, 'usage_current', CASE WHEN usage_period = ? THEN usage_current ELSE 0 END, 'usage_limit', usage_limit,
		'usage_included', usage_included,
		'created_at', regexp_replace(to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), '\.?0+$', '') || 'Z')
		ORDER BY created_at DESC, id DESC), '[]') FROM services WHERE user_id = ?`,
}

// UserService returns one of a user's services; another user's is ErrServiceNotFound.
func (db *DB) UserService(ctx context.Context, userID, serviceID string) (lexa.Service, error) {
	s, err := scanService(db.sql.QueryRowContext(ctx, db.rebind(`SELECT `+serviceColumns+` FROM services
		WHERE id = ? AND user_id = ?`), serviceID, userID))
	if err != nil && err != lexa.ErrServiceNotFound {
		return s, fmt.Errorf("user service: %w", err)
	}
	return s, err
}

// ownedService is one of a user's services, read in q, of type want: lexa.ErrServiceNotFound
// when it is not the user's, and the type's "not this type" error (lexa.ServiceKind.NotThisType)
// when it is of another type. Every workspace's store methods start here.
func (db *DB) ownedService(ctx context.Context, q rowQuerier, userID, serviceID string, want lexa.ServiceType) (lexa.Service, error) {
	return db.ownedServiceThat(ctx, q, userID, serviceID, func(t lexa.ServiceType) bool { return t == want }, want.Kind().NotThisType)
}

// ownedServiceThat is one of a user's services, read in q, whose type has what the
// caller needs (has): lexa.ErrServiceNotFound when it is not the user's, lacking when its
// type has not.
func (db *DB) ownedServiceThat(ctx context.Context, q rowQuerier, userID, serviceID string, has func(lexa.ServiceType) bool, lacking error) (lexa.Service, error) {
	s, err := scanService(q.QueryRowContext(ctx, db.rebind(`SELECT `+serviceColumns+` FROM services
		WHERE id = ? AND user_id = ?`), serviceID, userID))
	switch {
	case err == lexa.ErrServiceNotFound:
		return s, err
	case err != nil:
		return s, fmt.Errorf("owned service: %w", err)
	case !has(s.Type):
		return s, lacking
	}
	return s, nil
}

// UpdateService changes one of a user's services and returns it as stored.
func (db *DB) UpdateService(ctx context.Context, userID, serviceID string, u lexa.ServiceUpdate) (lexa.Service, error) {
	s, err := scanService(db.sql.QueryRowContext(ctx, db.rebind(`UPDATE services SET
		status = COALESCE(?, status), service_name = COALESCE(?, service_name), updated_at = ?
		WHERE id = ? AND user_id = ? RETURNING `+serviceColumns),
		optional(u.Status), optional(u.Name), dbTime(db.clock.Now()), serviceID, userID))
	if err != nil && err != lexa.ErrServiceNotFound {
		return s, fmt.Errorf("update service: %w", err)
	}
	return s, err
}

// SyncUsageLimits gives every service the usage limit of its owner's plan as this
// version of Lexa sets them (lexa.PlanAllowance): run at start-up, so a release that
// changes an allowance changes the stored limits too. Only rows that differ are written;
// a second instance starting beside it finds nothing left to do.
func (db *DB) SyncUsageLimits(ctx context.Context) (int64, error) {
	var changed int64
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		changed = 0
		for _, plan := range append(lexa.PlanIDs(), "") {
			for _, t := range lexa.ServiceTypes {
				a := lexa.PlanAllowance(plan, t)
				res, err := tx.ExecContext(ctx, db.rebind(`UPDATE services SET usage_limit = ?, usage_included = ?
					WHERE service_type = ? AND (usage_limit <> ? OR usage_included <> ?) AND user_id IN
					(SELECT id FROM profiles WHERE COALESCE(subscription_tier, '') = ?)`),
					a.UsageLimit(), a.Included, t, a.UsageLimit(), a.Included, plan)
				if err != nil {
					return err
				}
				n, err := res.RowsAffected()
				if err != nil {
					return err
				}
				changed += n
			}
		}
		return nil
	})
	if err != nil {
		return 0, fmt.Errorf("sync usage limits: %w", err)
	}
	return changed, nil
}

// syncUsageLimits gives a user's services the limits of the plan they are on now.
func (db *DB) syncUsageLimits(ctx context.Context, tx *sql.Tx, userID, planID string) error {
	for _, t := range lexa.ServiceTypes {
		a := lexa.PlanAllowance(planID, t)
		if _, err := tx.ExecContext(ctx, db.rebind(`UPDATE services SET usage_limit = ?, usage_included = ? WHERE user_id = ? AND service_type = ?`),
			a.UsageLimit(), a.Included, userID, t); err != nil {
			return err
		}
	}
	return nil
}
