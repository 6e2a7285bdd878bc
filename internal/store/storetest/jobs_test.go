package storetest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/store"
)

// jobOwner is a user with a recruitment service, whose jobs the tests queue.
func jobOwner(t *testing.T, db *store.DB, clock *Clock, email string) (lexa.User, lexa.Service) {
	t.Helper()
	u, p := newUser(email, clock.Now())
	if err := db.CreateUser(context.Background(), u, p, nil, nil, nil); err != nil {
		t.Fatal(err)
	}
	return u, newService(t, db, u.ID, "recruitment", "Hiring")
}

func enqueueJob(t *testing.T, db *store.DB, in lexa.JobInput) lexa.Job {
	t.Helper()
	j, err := db.EnqueueJob(context.Background(), in)
	if err != nil {
		t.Fatalf("enqueue %s: %v", in.Kind, err)
	}
	return j
}

func claimJobs(t *testing.T, db *store.DB, owner string, now time.Time, limit int) []lexa.Job {
	t.Helper()
	got, err := db.ClaimDueJobs(context.Background(), owner, now, testLease, limit)
	if err != nil {
		t.Fatalf("claim jobs by %s: %v", owner, err)
	}
	return got
}

func sameJSON(a, b json.RawMessage) bool {
	var x, y any
	return json.Unmarshal(a, &x) == nil && json.Unmarshal(b, &y) == nil && fmt.Sprint(x) == fmt.Sprint(y)
}

func TestJobEnqueueClaimComplete(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, s := jobOwner(t, db, clock, "jobs@example.com")
		queued := enqueueJob(t, db, lexa.JobInput{UserID: u.ID, ServiceID: s.ID, Kind: "analyze_resume",
			Payload: json.RawMessage(`{"document_id": "d1", "name": "Zoë"}`)})
		if queued.Status != lexa.JobQueued || queued.MaxAttempts != lexa.DefaultJobAttempts || queued.ID == "" {
			t.Errorf("queued job: %+v", queued)
		}
		if pending, dead, err := db.JobBacklog(ctx); err != nil || pending != 1 || dead != 0 {
			t.Errorf("backlog %d pending, %d dead, %v; want 1, 0", pending, dead, err)
		}

		got := claimJobs(t, db, "a", clock.Now(), 10)
		if len(got) != 1 {
			t.Fatalf("claimed %d jobs, want 1", len(got))
		}
		j := got[0]
		if j.ID != queued.ID || j.Kind != "analyze_resume" || j.UserID != u.ID || j.ServiceID != s.ID ||
			j.Status != lexa.JobRunning || j.Attempts != 1 || !sameJSON(j.Payload, queued.Payload) {
			t.Errorf("claimed %+v, want the queued job running on its first attempt", j)
		}
		if listed := JobOf(t, db, u.ID, s.ID, j.ID); listed.Status != lexa.JobRunning {
			t.Errorf("listed as %s while running", listed.Status)
		}
		// Leased: nobody else gets it.
		if again := claimJobs(t, db, "b", clock.Now(), 10); len(again) != 0 {
			t.Errorf("running job claimed again: %+v", again)
		}
		if err := db.CompleteJob(ctx, j.ID, "b", json.RawMessage(`{}`)); !errors.Is(err, store.ErrLeaseLost) {
			t.Errorf("CompleteJob by a non-holder: %v, want ErrLeaseLost", err)
		}
		if err := db.CompleteJob(ctx, j.ID, "a", json.RawMessage(`not json`)); err == nil {
			t.Error("a result that is not JSON was stored")
		}
		clock.Advance(time.Second)
		if err := db.CompleteJob(ctx, j.ID, "a", json.RawMessage(`{"score": 87}`)); err != nil {
			t.Fatal(err)
		}
		done := JobOf(t, db, u.ID, s.ID, j.ID)
		if done.Status != lexa.JobDone || !sameJSON(done.Result, json.RawMessage(`{"score": 87}`)) ||
			done.FinishedAt == nil || !done.FinishedAt.Equal(clock.Now()) || done.LastError != "" {
			t.Errorf("done job: %+v", done)
		}
		// Done is final: not claimed after its lease would have ended, not completed twice.
		clock.Advance(time.Hour)
		if again := claimJobs(t, db, "b", clock.Now(), 10); len(again) != 0 {
			t.Errorf("done job claimed again: %+v", again)
		}
		if err := db.CompleteJob(ctx, j.ID, "a", nil); !errors.Is(err, store.ErrLeaseLost) {
			t.Errorf("second CompleteJob: %v, want ErrLeaseLost", err)
		}
		if pending, _, _ := db.JobBacklog(ctx); pending != 0 {
			t.Errorf("%d pending after the job was done", pending)
		}
	})
}

func TestJobEnqueueChecksItsInput(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, s := jobOwner(t, db, clock, "owner@example.com")
		other, _ := jobOwner(t, db, clock, "other@example.com")
		for name, in := range map[string]lexa.JobInput{
			"no kind":             {UserID: u.ID, ServiceID: s.ID},
			"no user":             {Kind: "k"},
			"payload not JSON":    {UserID: u.ID, Kind: "k", Payload: json.RawMessage(`{`)},
			"another's service":   {UserID: other.ID, ServiceID: s.ID, Kind: "k"},
			"negative attempts":   {UserID: u.ID, Kind: "k", MaxAttempts: -1},
			"service that is not": {UserID: u.ID, ServiceID: lexa.NewID(), Kind: "k"},
		} {
			if _, err := db.EnqueueJob(ctx, in); err == nil {
				t.Errorf("%s: queued", name)
			}
		}
		if _, err := db.EnqueueJob(ctx, lexa.JobInput{UserID: other.ID, ServiceID: s.ID, Kind: "k"}); err != lexa.ErrServiceNotFound {
			t.Errorf("another's service: %v, want ErrServiceNotFound", err)
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM jobs`); n != 0 {
			t.Errorf("%d jobs stored from bad input", n)
		}
		// A job of no service, with no payload, gets {}.
		j := enqueueJob(t, db, lexa.JobInput{UserID: u.ID, Kind: "k"})
		got := claimJobs(t, db, "a", clock.Now(), 1)
		if len(got) != 1 || got[0].ID != j.ID || got[0].ServiceID != "" || !sameJSON(got[0].Payload, json.RawMessage(`{}`)) {
			t.Errorf("claimed %+v", got)
		}
	})
}

// Two workers claiming at once, each on its own connection pool as two instances would:
// every job is claimed and completed by exactly one of them.
func TestJobsClaimedConcurrentlyRunOnce(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		url := b.NewURL(t)
		clock := NewClock()
		handles := []*store.DB{Open(t, url, clock), Open(t, url, clock)}
		// Eight accounts: an account has one job running at a time.
		const jobs, accounts = 40, 8
		owners := make([][2]string, accounts)
		for a := range accounts {
			u, s := jobOwner(t, handles[0], clock, fmt.Sprintf("busy%d@example.com", a))
			owners[a] = [2]string{u.ID, s.ID}
		}
		for i := range jobs {
			o := owners[i%accounts]
			enqueueJob(t, handles[0], lexa.JobInput{UserID: o[0], ServiceID: o[1], Kind: "k", Payload: json.RawMessage(fmt.Sprintf(`{"n": %d}`, i))})
		}
		for _, db := range handles {
			WarmPool(t, db)
		}

		// One job at a time, as the job worker claims.
		ran := claimConcurrently(t, handles, 4, func(db *store.DB, owner string) ([]string, error) {
			got, err := db.ClaimDueJobs(ctx, owner, clock.Now(), testLease, 1)
			ids := make([]string, len(got))
			for i, j := range got {
				ids[i] = j.ID
			}
			return ids, err
		}, func(db *store.DB, owner string, id string) error {
			return db.CompleteJob(ctx, id, owner, json.RawMessage(`{"by": "`+owner+`"}`))
		})
		if len(ran) != jobs {
			t.Errorf("%d jobs ran, want %d", len(ran), jobs)
		}
		var listed []lexa.Job
		for _, o := range owners {
			of, err := handles[1].JobsOfService(ctx, o[0], o[1])
			if err != nil {
				t.Fatal(err)
			}
			listed = append(listed, of...)
		}
		if len(listed) != jobs {
			t.Errorf("%d jobs listed, want %d", len(listed), jobs)
		}
		for _, j := range listed {
			if j.Status != lexa.JobDone || j.Attempts != 1 || !strings.Contains(string(j.Result), ran[j.ID][0]) {
				t.Errorf("job %s: %s after %d attempts, result %s; want done once by %v", j.ID, j.Status, j.Attempts, j.Result, ran[j.ID])
			}
		}
	})
}

// An account has one job running at a time, across workers and instances: a slow
// document of one account holds up its own next one, never another account's.
func TestJobsOfOneAccountRunOneAtATime(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		db, clock := New(t, b)
		ua, sa := jobOwner(t, db, clock, "slow@example.com")
		ub, sb := jobOwner(t, db, clock, "other@example.com")
		a1 := enqueueJob(t, db, lexa.JobInput{UserID: ua.ID, ServiceID: sa.ID, Kind: "k"})
		clock.Advance(time.Second)
		a2 := enqueueJob(t, db, lexa.JobInput{UserID: ua.ID, ServiceID: sa.ID, Kind: "k"})
		clock.Advance(time.Second)
		b1 := enqueueJob(t, db, lexa.JobInput{UserID: ub.ID, ServiceID: sb.ID, Kind: "k"})
		if got := claimJobs(t, db, "w1", clock.Now(), 1); len(got) != 1 || got[0].ID != a1.ID {
			t.Fatalf("first claim %+v, want the oldest job", got)
		}
		if got := claimJobs(t, db, "w2", clock.Now(), 1); len(got) != 1 || got[0].ID != b1.ID {
			t.Fatalf("second claim %+v, want the other account's job before the busy account's second", got)
		}
		if got := claimJobs(t, db, "w3", clock.Now(), 1); len(got) != 0 {
			t.Fatalf("third claim %+v, want none while the account's first runs", got)
		}
		if err := db.FailJob(context.Background(), a1.ID, "w1", "slow", clock.Now().Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		if got := claimJobs(t, db, "w3", clock.Now(), 1); len(got) != 1 || got[0].ID != a2.ID {
			t.Errorf("claim after the first ended: %+v, want the account's second", got)
		}
		// A lease that ran out frees the account too (its worker stopped).
		clock.Advance(testLease + time.Second)
		if got := claimJobs(t, db, "w4", clock.Now(), 1); len(got) != 1 {
			t.Errorf("claim after the leases ran out: %+v", got)
		}
	})
}

// A worker that stops mid-job (crashed, cut off) holds the job until its lease runs out;
// then another claims it and completes it, once, and the first can record nothing.
func TestJobOfAStoppedWorkerIsTakenOverAfterItsLease(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, s := jobOwner(t, db, clock, "crash@example.com")
		j := enqueueJob(t, db, lexa.JobInput{UserID: u.ID, ServiceID: s.ID, Kind: "k"})
		if got := claimJobs(t, db, "stopped", clock.Now(), 1); len(got) != 1 {
			t.Fatalf("claimed %+v", got)
		}
		clock.Advance(testLease)
		if got := claimJobs(t, db, "b", clock.Now(), 1); len(got) != 0 {
			t.Errorf("claimed at the very end of the lease: %+v", got)
		}
		clock.Advance(time.Second)
		got := claimJobs(t, db, "b", clock.Now(), 1)
		if len(got) != 1 || got[0].ID != j.ID || got[0].Attempts != 2 || got[0].Status != lexa.JobRunning {
			t.Fatalf("after the lease b claimed %+v, want the job on its second attempt", got)
		}
		if err := db.CompleteJob(ctx, j.ID, "b", json.RawMessage(`{"by": "b"}`)); err != nil {
			t.Fatal(err)
		}
		if err := db.CompleteJob(ctx, j.ID, "stopped", json.RawMessage(`{"by": "stopped"}`)); !errors.Is(err, store.ErrLeaseLost) {
			t.Errorf("CompleteJob by the stopped worker: %v, want ErrLeaseLost", err)
		}
		if err := db.FailJob(ctx, j.ID, "stopped", "late", clock.Now()); !errors.Is(err, store.ErrLeaseLost) {
			t.Errorf("FailJob by the stopped worker: %v, want ErrLeaseLost", err)
		}
		if done := JobOf(t, db, u.ID, s.ID, j.ID); done.Status != lexa.JobDone || !sameJSON(done.Result, json.RawMessage(`{"by": "b"}`)) {
			t.Errorf("job after the takeover: %+v", done)
		}
	})
}

// A failed attempt makes the job due again after its backoff; the last allowed failure
// makes it dead with its reason, never claimed again.
func TestJobRetriesThenDies(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, s := jobOwner(t, db, clock, "retry@example.com")
		j := enqueueJob(t, db, lexa.JobInput{UserID: u.ID, ServiceID: s.ID, Kind: "k", MaxAttempts: 3})
		for attempt := 1; attempt <= 3; attempt++ {
			got := claimJobs(t, db, "w", clock.Now(), 1)
			if len(got) != 1 || got[0].Attempts != attempt {
				t.Fatalf("attempt %d: claimed %+v", attempt, got)
			}
			next := clock.Now().Add(time.Duration(attempt) * time.Minute)
			if err := db.FailJob(ctx, j.ID, "w", fmt.Sprintf("engine unavailable (%d)", attempt), next); err != nil {
				t.Fatal(err)
			}
			listed := JobOf(t, db, u.ID, s.ID, j.ID)
			if attempt == 3 {
				break
			}
			if listed.Status != lexa.JobFailed || listed.FinishedAt != nil || !listed.NextAttemptAt.Equal(next) ||
				listed.LastError != fmt.Sprintf("engine unavailable (%d)", attempt) {
				t.Errorf("after failed attempt %d: %+v", attempt, listed)
			}
			clock.Advance(time.Duration(attempt)*time.Minute - time.Second)
			if early := claimJobs(t, db, "w", clock.Now(), 1); len(early) != 0 {
				t.Errorf("claimed a second before its retry was due: %+v", early)
			}
			clock.Advance(time.Second)
		}
		dead := JobOf(t, db, u.ID, s.ID, j.ID)
		if dead.Status != lexa.JobDead || dead.LastError != "engine unavailable (3)" || dead.FinishedAt == nil ||
			!dead.FinishedAt.Equal(clock.Now()) || dead.Attempts != 3 {
			t.Errorf("after the last attempt: %+v, want dead with the last reason", dead)
		}
		clock.Advance(24 * time.Hour)
		if again := claimJobs(t, db, "w", clock.Now(), 10); len(again) != 0 {
			t.Errorf("dead job claimed again: %+v", again)
		}
		if pending, n, err := db.JobBacklog(ctx); pending != 0 || n != 1 || err != nil {
			t.Errorf("backlog %d pending, %d dead, %v; want 0, 1", pending, n, err)
		}
	})
}

// A worker that stops during the job's last attempt leaves it running; once the lease
// runs out the next claim makes it dead instead of running it past its attempts.
func TestJobWhoseLastAttemptWasAbandonedDies(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		db, clock := New(t, b)
		u, s := jobOwner(t, db, clock, "poison@example.com")
		j := enqueueJob(t, db, lexa.JobInput{UserID: u.ID, ServiceID: s.ID, Kind: "k", MaxAttempts: 1})
		clock.Advance(time.Second)
		later := enqueueJob(t, db, lexa.JobInput{UserID: u.ID, ServiceID: s.ID, Kind: "k"})
		if got := claimJobs(t, db, "crashed", clock.Now(), 1); len(got) != 1 || got[0].ID != j.ID { // the older
			t.Fatalf("claimed %+v", got)
		}
		clock.Advance(testLease + time.Second)
		got := claimJobs(t, db, "b", clock.Now(), 2)
		if len(got) != 1 || got[0].ID != later.ID {
			t.Errorf("claimed %+v, want only the other job", got)
		}
		dead := JobOf(t, db, u.ID, s.ID, j.ID)
		if dead.Status != lexa.JobDead || !strings.Contains(dead.LastError, "lease ran out") || dead.FinishedAt == nil {
			t.Errorf("abandoned job: %+v, want dead", dead)
		}
	})
}

// A service's jobs are its owner's only; deleting the service or the account takes them.
func TestJobsOfServiceAreTheOwnersOnly(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, s := jobOwner(t, db, clock, "mine@example.com")
		other, otherService := jobOwner(t, db, clock, "theirs@example.com")
		second := newService(t, db, u.ID, "recruitment", "Second")
		first := enqueueJob(t, db, lexa.JobInput{UserID: u.ID, ServiceID: s.ID, Kind: "k"})
		clock.Advance(time.Second)
		newer := enqueueJob(t, db, lexa.JobInput{UserID: u.ID, ServiceID: s.ID, Kind: "k"})
		enqueueJob(t, db, lexa.JobInput{UserID: u.ID, ServiceID: second.ID, Kind: "k"})
		enqueueJob(t, db, lexa.JobInput{UserID: other.ID, ServiceID: otherService.ID, Kind: "k"})

		mine, err := db.JobsOfService(ctx, u.ID, s.ID)
		if err != nil || len(mine) != 2 || mine[0].ID != newer.ID || mine[1].ID != first.ID {
			t.Errorf("own service: %+v, %v; want its two jobs, newest first", mine, err)
		}
		if theirs, err := db.JobsOfService(ctx, other.ID, s.ID); err != lexa.ErrServiceNotFound || len(theirs) != 0 {
			t.Errorf("another user's service: %+v, %v; want nothing and ErrServiceNotFound", theirs, err)
		}

		export, err := db.ExportAccount(ctx, u)
		if err != nil || len(export.Jobs) != 3 {
			t.Fatalf("export: %d jobs, %v; want 3", len(export.Jobs), err)
		}
		if export.Jobs[0]["id"] != first.ID || export.Jobs[0]["kind"] != "k" || export.Jobs[0]["status"] != "queued" {
			t.Errorf("exported job: %v", export.Jobs[0])
		}
		if raw, err := json.Marshal(export.Jobs[0]); err != nil || !strings.Contains(string(raw), `"payload":{}`) {
			t.Errorf("exported job as JSON: %s, %v; want its payload as JSON", raw, err)
		}

		if err := db.ExecForTest(ctx, `DELETE FROM services WHERE id = ?`, second.ID); err != nil {
			t.Fatal(err)
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM jobs WHERE user_id = ?`, u.ID); n != 2 {
			t.Errorf("%d jobs after deleting a service, want the other service's 2", n)
		}
		if err := db.DeleteUser(ctx, u.ID); err != nil {
			t.Fatal(err)
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM jobs WHERE user_id = ?`, u.ID); n != 0 {
			t.Errorf("%d jobs of a deleted account", n)
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM jobs WHERE user_id = ?`, other.ID); n != 1 {
			t.Errorf("another user's jobs: %d, want 1", n)
		}
	})
}
