package store

import (
	"context"
	"database/sql"
	"errors"
	"sync"
	"time"

	"lexa/internal/lexa"
)

// usageWriter commits usage reports in groups on SQLite. Every report must be on disk
// before its 201, and a commit waits for the disk (synchronous=FULL); one writer that
// takes every report waiting at that moment into one transaction pays that wait once per
// group instead of once per report, and SQLite has only one writer anyway. A refused
// report writes nothing (writeReports checks before it inserts), so the others commit
// as if it had not been sent.
type usageWriter struct {
	start   sync.Once
	jobs    chan usageJob // unbuffered: a report is either taken by a group or refused
	stop    chan struct{}
	stopped chan struct{}
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

func newUsageWriter() *usageWriter {
	return &usageWriter{jobs: make(chan usageJob), stop: make(chan struct{}), stopped: make(chan struct{})}
}

// submitUsage hands a report to the writer and waits for its group to commit. Once taken, a
// report is answered after its commit even if ctx ends: it may be stored, and saying
// otherwise would be wrong.
func (db *DB) submitUsage(ctx context.Context, job usageJob) usageResult {
	job.ctx, job.done = ctx, make(chan usageResult, 1)
	if db.dialect == Postgres {
		// PostgreSQL groups concurrent commits itself and runs transactions side by side;
		// one writer would only queue reports behind each other's round trips (half the
		// rate in the API bench). Each report is a group of its own, at once.
		db.commitUsageGroup([]usageJob{job})
		return <-job.done
	}
	w := db.usage
	w.start.Do(func() { go db.writeUsage() })
	select {
	case w.jobs <- job:
	case <-ctx.Done():
		return usageResult{err: ctx.Err()}
	case <-w.stop:
		return usageResult{err: errClosed}
	}
	return <-job.done
}

// writeUsage is the writer's loop: wait for a report, take every other one waiting
// now, commit them together, answer each.
func (db *DB) writeUsage() {
	w := db.usage
	defer close(w.stopped)
	for {
		var group []usageJob
		select {
		case j := <-w.jobs:
			group = append(group, j)
		case <-w.stop:
			return
		}
	more:
		for len(group) < maxUsageGroup {
			select {
			case j := <-w.jobs:
				group = append(group, j)
			default:
				break more
			}
		}
		db.commitUsageGroup(group)
	}
}

func (db *DB) commitUsageGroup(group []usageJob) {
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
		if err := db.writeReports(ctx, tx, group, results); err != nil {
			return err
		}
		db.announce(tx, usageEvents(results)...) // to the pages, once the group commits
		return nil
	})
	for i, j := range group {
		if err != nil && results[i].err == nil {
			results[i] = usageResult{err: err}
		}
		j.done <- results[i]
	}
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
		started := true
		w.start.Do(func() { started = false })
		if started {
			<-w.stopped
		}
	})
}
