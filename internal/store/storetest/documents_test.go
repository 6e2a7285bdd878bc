package storetest

import (
	"context"
	"testing"

	"lexa/internal/lexa"
	"lexa/internal/store"
)

// documentsOwner is a Professional customer with an active recruitment service and a job.
func documentsOwner(t *testing.T, db *store.DB, clock *Clock, email string) (lexa.User, lexa.Service, lexa.Opening) {
	t.Helper()
	ctx := context.Background()
	u, s := jobOwner(t, db, clock, email)
	if err := db.ExecForTest(ctx, `UPDATE profiles SET subscription_tier = 'professional', subscription_status = 'active' WHERE id = ?`, u.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := db.SyncUsageLimits(ctx); err != nil {
		t.Fatal(err)
	}
	activate(t, db, s)
	o, err := db.CreateOpening(ctx, u.ID, s.ID, lexa.Opening{Title: "Cook", Description: "Line cook", MustHave: []string{}, NiceToHave: []string{}})
	if err != nil {
		t.Fatal(err)
	}
	return u, s, o
}

func texts(names ...string) []lexa.DocumentUpload {
	var out []lexa.DocumentUpload
	for _, n := range names {
		out = append(out, lexa.DocumentUpload{Name: n, MediaType: lexa.MediaText, Body: []byte("Resume of " + n)})
	}
	return out
}

func TestQueuedDocumentsCountAgainstTheAllowance(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, s, o := documentsOwner(t, db, clock, "allowance@example.com")
		month := lexa.UsageMonth(clock.Now())
		if err := db.ExecForTest(ctx, `UPDATE services SET usage_current = 997, usage_period = ? WHERE id = ?`, month, s.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := db.AddDocuments(ctx, u.ID, s.ID, o.ID, texts("a", "b")); err != nil {
			t.Fatalf("within the allowance: %v", err)
		}
		_, err := db.AddDocuments(ctx, u.ID, s.ID, o.ID, texts("c", "d"))
		e, ok := lexa.AsError(err)
		if !ok || e.Code != lexa.EPaymentRequired || e.Message != "Your Professional plan includes 1,000 candidates screened a month; this service has used 997 and 2 are queued. Upgrade your plan to screen more." {
			t.Errorf("past the allowance: %v", err)
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM documents WHERE service_id = ?`, s.ID); n != 2 {
			t.Errorf("%d documents stored, want the 2 allowed", n)
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM jobs WHERE service_id = ?`, s.ID); n != 2 {
			t.Errorf("%d jobs queued, want 2", n)
		}
		if _, err := db.AddDocuments(ctx, u.ID, s.ID, o.ID, texts("c")); err != nil {
			t.Errorf("the last one allowed: %v", err)
		}
	})
}

func TestADocumentWhoseJobDiedReadsFailed(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, s, o := documentsOwner(t, db, clock, "dead@example.com")
		docs, err := db.AddDocuments(ctx, u.ID, s.ID, o.ID, texts("a"))
		if err != nil {
			t.Fatal(err)
		}
		if err := db.ExecForTest(ctx, `UPDATE jobs SET status = 'dead', attempts = 5 WHERE id = ?`, docs[0].JobID); err != nil {
			t.Fatal(err)
		}
		d, err := db.Document(ctx, u.ID, s.ID, docs[0].ID)
		if err != nil || d.State != lexa.DocFailed || d.Reason != lexa.SetAsideReason {
			t.Errorf("document of a dead job: %s %q %v", d.State, d.Reason, err)
		}
		// The retention pass deletes the dead job a month later.
		if err := db.ExecForTest(ctx, `DELETE FROM jobs WHERE id = ?`, docs[0].JobID); err != nil {
			t.Fatal(err)
		}
		d, err = db.Document(ctx, u.ID, s.ID, docs[0].ID)
		if err != nil || d.State != lexa.DocFailed || d.Reason != "The analysis did not finish. Delete the document and upload it again." {
			t.Errorf("document of a deleted job: %s %q %v", d.State, d.Reason, err)
		}
	})
}

func TestDocumentsAreTheOwnersOnly(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, s, o := documentsOwner(t, db, clock, "owner@example.com")
		other, _, otherJob := documentsOwner(t, db, clock, "other@example.com")
		docs, err := db.AddDocuments(ctx, u.ID, s.ID, o.ID, texts("a"))
		if err != nil {
			t.Fatal(err)
		}
		id := docs[0].ID
		if _, err := db.Document(ctx, other.ID, s.ID, id); err != lexa.ErrDocumentNotFound {
			t.Errorf("another user's document: %v", err)
		}
		if _, _, err := db.DocumentFile(ctx, other.ID, s.ID, id); err != lexa.ErrDocumentNotFound {
			t.Errorf("another user's file: %v", err)
		}
		if err := db.DeleteDocument(ctx, other.ID, s.ID, id); err != lexa.ErrDocumentNotFound {
			t.Errorf("deleting another user's document: %v", err)
		}
		if _, err := db.AddDocuments(ctx, u.ID, s.ID, otherJob.ID, texts("b")); err != lexa.ErrOpeningNotFound {
			t.Errorf("screening against another user's job: %v", err)
		}
		if _, err := db.Documents(ctx, other.ID, s.ID, lexa.DocumentFilter{}); err != lexa.ErrServiceNotFound {
			t.Errorf("listing another user's service: %v", err)
		}
		if err := db.DeleteOpening(ctx, other.ID, s.ID, o.ID); err != lexa.ErrServiceNotFound {
			t.Errorf("deleting another user's job: %v", err)
		}
		if err := db.DeleteUser(ctx, u.ID); err != nil {
			t.Fatal(err)
		}
		for _, table := range []string{"documents", "document_files", "openings"} {
			if n := CountRows(t, db, `SELECT COUNT(*) FROM `+table+` WHERE `+map[string]string{"documents": "user_id = ?", "openings": "user_id = ?", "document_files": "document_id = ?"}[table], map[string]string{"documents": u.ID, "openings": u.ID, "document_files": id}[table]); n != 0 {
				t.Errorf("%d %s left after the account was deleted", n, table)
			}
		}
	})
}
