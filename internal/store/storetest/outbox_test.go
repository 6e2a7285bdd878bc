package storetest

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/store"
)

const testLease = 2 * time.Minute

func testEmail(i int) lexa.Email {
	return lexa.Email{
		To:      []string{fmt.Sprintf("visitor%d@example.com", i)},
		ReplyTo: "sales@example.com",
		Subject: fmt.Sprintf("Message %d — “quoted” ü", i),
		Text:    "Hello\nworld",
		HTML:    "<p>Hello <b>world</b></p>",
		Attachments: []lexa.Attachment{{
			Filename:    "invite.ics",
			ContentType: "text/calendar; method=REQUEST; charset=UTF-8",
			Data:        []byte("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n"),
		}},
	}
}

func claimIDs(t *testing.T, db *store.DB, owner string, now time.Time, limit int) []int64 {
	t.Helper()
	got, err := db.ClaimDueMail(context.Background(), owner, now, testLease, limit)
	if err != nil {
		t.Fatalf("claim by %s: %v", owner, err)
	}
	ids := make([]int64, len(got))
	for i, m := range got {
		ids[i] = m.ID
	}
	return ids
}

func TestOutboxEnqueueClaimSent(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)

		want := testEmail(1)
		if err := db.EnqueueMail(ctx, "demo_confirmation", want); err != nil {
			t.Fatal(err)
		}
		if n, err := db.OutboxDepth(ctx); err != nil || n != 1 {
			t.Fatalf("depth %d, %v; want 1", n, err)
		}

		got, err := db.ClaimDueMail(ctx, "a", clock.Now(), testLease, 10)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 1 {
			t.Fatalf("claimed %d messages, want 1", len(got))
		}
		m := got[0]
		if m.Kind != "demo_confirmation" || m.Attempts != 1 {
			t.Errorf("kind %q attempts %d, want demo_confirmation and 1", m.Kind, m.Attempts)
		}
		if !slices.Equal(m.Email.To, want.To) || m.Email.Subject != want.Subject || m.Email.Text != want.Text ||
			m.Email.HTML != want.HTML || m.Email.ReplyTo != want.ReplyTo || len(m.Email.Attachments) != 1 ||
			string(m.Email.Attachments[0].Data) != string(want.Attachments[0].Data) ||
			m.Email.Attachments[0].ContentType != want.Attachments[0].ContentType {
			t.Errorf("message came back as %+v, want %+v", m.Email, want)
		}

		// Leased: nobody else gets it, not even its owner again.
		if ids := claimIDs(t, db, "b", clock.Now(), 10); len(ids) != 0 {
			t.Errorf("leased message claimed again: %v", ids)
		}
		if err := db.MarkMailSent(ctx, m.ID, "a", clock.Now()); err != nil {
			t.Fatal(err)
		}
		if n, _ := db.OutboxDepth(ctx); n != 0 {
			t.Errorf("depth %d after sending, want 0", n)
		}
		// Sent is final: not after the lease would have ended, and not marked twice.
		clock.Advance(time.Hour)
		if ids := claimIDs(t, db, "b", clock.Now(), 10); len(ids) != 0 {
			t.Errorf("sent message claimed again: %v", ids)
		}
		if err := db.MarkMailSent(ctx, m.ID, "a", clock.Now()); !errors.Is(err, store.ErrLeaseLost) {
			t.Errorf("second MarkMailSent: %v, want ErrLeaseLost", err)
		}
	})
}

func TestOutboxEnqueueNeedsKindAndRecipient(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, _ := New(t, b)
		if err := db.EnqueueMail(ctx, "", testEmail(1)); err == nil {
			t.Error("mail without kind queued")
		}
		if err := db.EnqueueMail(ctx, "x", lexa.Email{Subject: "nobody"}); err == nil {
			t.Error("mail without recipient queued")
		}
		if n, _ := db.OutboxDepth(ctx); n != 0 {
			t.Errorf("depth %d, want 0", n)
		}
	})
}

func TestOutboxClaimsOldestFirstUpToLimit(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		for i := range 5 {
			if err := db.EnqueueMail(ctx, "k", testEmail(i)); err != nil {
				t.Fatal(err)
			}
			clock.Advance(time.Second)
		}
		first := claimIDs(t, db, "a", clock.Now(), 3)
		rest := claimIDs(t, db, "a", clock.Now(), 3)
		if len(first) != 3 || len(rest) != 2 || first[2] >= rest[0] {
			t.Errorf("claims %v then %v, want the 3 oldest then the 2 newest", first, rest)
		}
	})
}

func TestOutboxFailedIsRetriedOnlyWhenDue(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		if err := db.EnqueueMail(ctx, "k", testEmail(1)); err != nil {
			t.Fatal(err)
		}
		ids := claimIDs(t, db, "a", clock.Now(), 10)
		if len(ids) != 1 {
			t.Fatalf("claimed %v", ids)
		}
		next := clock.Now().Add(30 * time.Second)
		if err := db.MarkMailFailed(ctx, ids[0], "a", "dial tcp: connection refused", next); err != nil {
			t.Fatal(err)
		}
		if got := claimIDs(t, db, "a", clock.Now(), 10); len(got) != 0 {
			t.Errorf("failed message claimed before its next attempt: %v", got)
		}
		clock.Advance(29 * time.Second)
		if got := claimIDs(t, db, "b", clock.Now(), 10); len(got) != 0 {
			t.Errorf("failed message claimed 1 s before its next attempt: %v", got)
		}
		clock.Advance(time.Second)
		got, err := db.ClaimDueMail(ctx, "b", clock.Now(), testLease, 10)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 1 || got[0].ID != ids[0] || got[0].Attempts != 2 {
			t.Fatalf("claimed %+v at the next attempt, want message %d with attempt 2", got, ids[0])
		}
		// The failed attempt released a's lease: a can no longer mark it.
		if err := db.MarkMailSent(ctx, ids[0], "a", clock.Now()); !errors.Is(err, store.ErrLeaseLost) {
			t.Errorf("MarkMailSent by the previous owner: %v, want ErrLeaseLost", err)
		}
		if err := db.MarkMailSent(ctx, ids[0], "b", clock.Now()); err != nil {
			t.Fatal(err)
		}
	})
}

func TestOutboxExpiredLeaseIsTakenOver(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		if err := db.EnqueueMail(ctx, "k", testEmail(1)); err != nil {
			t.Fatal(err)
		}
		ids := claimIDs(t, db, "crashed", clock.Now(), 10)
		if len(ids) != 1 {
			t.Fatalf("claimed %v", ids)
		}
		clock.Advance(testLease)
		if got := claimIDs(t, db, "b", clock.Now(), 10); len(got) != 0 {
			t.Errorf("claimed at the very end of the lease: %v", got)
		}
		clock.Advance(time.Second)
		if got := claimIDs(t, db, "b", clock.Now(), 10); !slices.Equal(got, ids) {
			t.Fatalf("after the lease ended b claimed %v, want %v", got, ids)
		}
		// The instance that lost the lease can mark nothing; the new owner can.
		if err := db.MarkMailFailed(ctx, ids[0], "crashed", "late", clock.Now()); !errors.Is(err, store.ErrLeaseLost) {
			t.Errorf("MarkMailFailed by the old owner: %v, want ErrLeaseLost", err)
		}
		if err := db.MarkMailSent(ctx, ids[0], "crashed", clock.Now()); !errors.Is(err, store.ErrLeaseLost) {
			t.Errorf("MarkMailSent by the old owner: %v, want ErrLeaseLost", err)
		}
		if err := db.MarkMailSent(ctx, ids[0], "b", clock.Now()); err != nil {
			t.Fatal(err)
		}
	})
}

func TestOutboxMarkByNonOwnerFails(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		if err := db.EnqueueMail(ctx, "k", testEmail(1)); err != nil {
			t.Fatal(err)
		}
		ids := claimIDs(t, db, "a", clock.Now(), 10)
		if len(ids) != 1 {
			t.Fatalf("claimed %v", ids)
		}
		if err := db.MarkMailSent(ctx, ids[0], "b", clock.Now()); !errors.Is(err, store.ErrLeaseLost) {
			t.Errorf("MarkMailSent by a non-owner: %v, want ErrLeaseLost", err)
		}
		if err := db.MarkMailFailed(ctx, ids[0], "b", "x", clock.Now()); !errors.Is(err, store.ErrLeaseLost) {
			t.Errorf("MarkMailFailed by a non-owner: %v, want ErrLeaseLost", err)
		}
		if err := db.MarkMailSent(ctx, 999999, "a", clock.Now()); !errors.Is(err, store.ErrLeaseLost) {
			t.Errorf("MarkMailSent of an unknown id: %v, want ErrLeaseLost", err)
		}
		if n, _ := db.OutboxDepth(ctx); n != 1 {
			t.Errorf("depth %d, want 1: nothing was sent", n)
		}
	})
}

// Several instances on one database: every message is claimed by exactly one of them.
func TestOutboxConcurrentClaimsNeverShareAMessage(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		url := b.NewURL(t)
		clock := NewClock()
		handles := []*store.DB{Open(t, url, clock), Open(t, url, clock)}
		const messages = 50
		for i := range messages {
			if err := handles[0].EnqueueMail(ctx, "k", testEmail(i)); err != nil {
				t.Fatal(err)
			}
		}

		// Claim small batches until a claim finds nothing.
		claimed := claimConcurrently(t, handles, 8, func(db *store.DB, owner string) ([]int64, error) {
			got, err := db.ClaimDueMail(ctx, owner, clock.Now(), testLease, 3)
			ids := make([]int64, len(got))
			for i, m := range got {
				ids[i] = m.ID
			}
			return ids, err
		}, func(db *store.DB, owner string, id int64) error {
			return db.MarkMailSent(ctx, id, owner, clock.Now())
		})
		if len(claimed) != messages {
			t.Errorf("%d messages claimed, want %d", len(claimed), messages)
		}
		if n, _ := handles[1].OutboxDepth(ctx); n != 0 {
			t.Errorf("depth %d after all claimers marked their messages sent", n)
		}
	})
}

func countOwner(owners map[int64]string, owner string) int {
	n := 0
	for _, o := range owners {
		if o == owner {
			n++
		}
	}
	return n
}
