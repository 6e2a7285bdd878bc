package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"hash/fnv"
	"slices"
	"sync"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"lexa/internal/lexa"
)

// usageWriter commits usage reports in groups. Every report must be stored before its
// 201, and a commit costs a disk flush (SQLite, synchronous=FULL) or round trips and a
// WAL flush (PostgreSQL); a writer that takes every report waiting at that moment into
// one transaction pays that once per group instead of once per report. A refused report
// writes nothing (writeReports checks before it inserts), so the others commit as if it
// had not been sent.
//
// SQLite has one writer anyway, so it gets one. PostgreSQL runs transactions side by
// side, so it gets a few (usageWritersPostgres), each taking the reports of its share of
// the API keys: one key's reports wait for each other on the key's rate-limit row in any
// case, so they are best grouped by one writer, while other keys' groups are committed
// beside them. Groups lock rows in one fixed order (usage_order.go), so groups of this
// instance and of other instances on the same database never deadlock.
type usageWriter struct {
	start sync.Once
	// jobs has one channel per writer, unbuffered: a report is either taken by a group
	// or refused.
	jobs    []chan usageJob
	stop    chan struct{}
	stopped sync.WaitGroup
	closing sync.Once
}

// maxUsageGroup bounds one transaction, so a report waits for at most this many others.
const maxUsageGroup = 256

// usageGroupTimeout bounds one group's transaction; it does not depend on any one
// request, so a caller that gives up does not undo the reports of the others.
const usageGroupTimeout = 30 * time.Second

type usageJob struct {
	ctx   context.Context
	r     lexa.UsageRecord
	limit lexa.RateLimit
	// countOnly is a report refused before it came here (CountRefusedUsage): it counts
	// against its limit and writes nothing.
	countOnly bool
	// also writes the rows that belong with the report (a call's, RecordCall) in its
	// transaction, once the report is inserted: both are stored or neither.
	also func(ctx context.Context, tx *sql.Tx, stored lexa.UsageRecord) error
	done chan usageResult
}

type usageResult struct {
	stored   lexa.UsageRecord
	usage    int64
	replayed bool
	err      error
}

var errClosed = errors.New("the database is closed")

func newUsageWriter(writers int) *usageWriter {
	w := &usageWriter{stop: make(chan struct{})}
	for range writers {
		w.jobs = append(w.jobs, make(chan usageJob))
	}
	return w
}

// usageWritersPostgres is how many groups one instance commits side by side on
// PostgreSQL, each from its own share of the API keys (see usageWriter).
const usageWritersPostgres = 4

// writerOf is the writer that takes a report: the same one for every report counted
// against the same limit (its rate-limit row), or of the same service when none.
func (w *usageWriter) writerOf(j usageJob) chan usageJob {
	h := fnv.New32a()
	if j.limit.Limit > 0 {
		h.Write([]byte(j.limit.Key + "\x00" + j.limit.Action))
	} else {
		h.Write([]byte(j.r.ServiceID))
	}
	return w.jobs[h.Sum32()%uint32(len(w.jobs))]
}

// submitUsage hands a report to the writer and waits for its group to commit. Once taken, a
// report is answered after its commit even if ctx ends: it may be stored, and saying
// otherwise would be wrong.
func (db *DB) submitUsage(ctx context.Context, job usageJob) usageResult {
	job.ctx, job.done = ctx, make(chan usageResult, 1)
	w := db.usage
	w.start.Do(func() {
		for _, jobs := range w.jobs {
			w.stopped.Go(func() { db.writeUsage(jobs) })
		}
	})
	select {
	case w.writerOf(job) <- job:
	case <-ctx.Done():
		return usageResult{err: ctx.Err()}
	case <-w.stop:
		return usageResult{err: errClosed}
	}
	return <-job.done
}

// writeUsage is the writer's loop: wait for a report, take every other one waiting
// now, commit them together, answer each.
func (db *DB) writeUsage(jobs chan usageJob) {
	w := db.usage
	for {
		var group []usageJob
		select {
		case j := <-jobs:
			group = append(group, j)
		case <-w.stop:
			return
		}
	more:
		for len(group) < maxUsageGroup {
			select {
			case j := <-jobs:
				group = append(group, j)
			default:
				break more
			}
		}
		db.commitUsageGroup(group)
	}
}

// commitUsageGroup commits a group and answers each of its reports. A group PostgreSQL
// undid because of a deadlock or a serialization failure (which the fixed lock order
// should make impossible; a row locked elsewhere in another order can still do it)
// committed nothing, so it is tried once more; failing again, each report is answered
// "unavailable, try again" (503 with Retry-After): never an acknowledged write that was
// not stored.
func (db *DB) commitUsageGroup(group []usageJob) {
	sortUsageGroup(group)
	results, err := db.tryUsageGroup(group)
	if retryableTxError(err) {
		results, err = db.tryUsageGroup(group)
		if retryableTxError(err) {
			err = fmt.Errorf("%w: %w", lexa.ErrUnavailable, err)
		}
	}
	for i, j := range group {
		if err != nil && results[i].err == nil {
			results[i] = usageResult{err: err}
		}
		j.done <- results[i]
	}
}

// tryUsageGroup is one transaction of a group, sorted by sortUsageGroup.
func (db *DB) tryUsageGroup(group []usageJob) ([]usageResult, error) {
	ctx, cancel := context.WithTimeout(context.Background(), usageGroupTimeout)
	defer cancel()
	results := make([]usageResult, len(group))
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		for i, j := range group {
			if err := j.ctx.Err(); err != nil { // its caller left before the group began
				results[i].err = err
			}
		}
		if err := db.countGroupAgainstLimits(ctx, tx, group, results); err != nil {
			return err
		}
		if err := db.lockGroupServices(ctx, tx, group, results); err != nil {
			return err
		}
		if err := db.writeReports(ctx, tx, group, results); err != nil {
			return err
		}
		db.announce(tx, usageEvents(results)...) // to the pages, once the group commits
		return nil
	})
	return results, err
}

// retryableTxError tells whether PostgreSQL undid a transaction that may simply be run
// again: deadlock_detected or serialization_failure.
func retryableTxError(err error) bool {
	pgErr, ok := errors.AsType[*pgconn.PgError](err)
	return ok && (pgErr.Code == "40P01" || pgErr.Code == "40001")
}

// countGroupAgainstLimits counts the group's reports against their keys' limits, one
// statement per key however many reports it sent, and refuses those over the limit as
// if they had come one by one. Reports already refused (their callers left) do not count.
func (db *DB) countGroupAgainstLimits(ctx context.Context, tx *sql.Tx, group []usageJob, results []usageResult) error {
	byLimit := map[lexa.RateLimit][]int{}
	var order []lexa.RateLimit
	for i, j := range group {
		if results[i].err != nil || j.limit.Limit <= 0 {
			continue
		}
		if _, seen := byLimit[j.limit]; !seen {
			order = append(order, j.limit)
		}
		byLimit[j.limit] = append(byLimit[j.limit], i)
	}
	slices.SortFunc(order, compareLimits) // the rows are locked in this order (usage_order.go)
	for _, l := range order {
		reports := byLimit[l]
		count, start, err := db.countRequests(ctx, preparedTx{db, tx}, l, len(reports))
		if err != nil {
			return err
		}
		for k, i := range reports {
			if count-len(reports)+k+1 > l.Limit {
				results[i].err = &lexa.Error{Code: lexa.ERateLimited, Message: lexa.RateLimitedText,
					RetryAfter: retryAfterOf(start, l.Window, db.clock.Now())}
			}
		}
	}
	return nil
}

// closeUsageWriter stops the writer after its current group.
func (db *DB) closeUsageWriter() {
	w := db.usage
	w.closing.Do(func() {
		close(w.stop)
		w.start.Do(func() {}) // no writer starts after this
		w.stopped.Wait()
	})
}
