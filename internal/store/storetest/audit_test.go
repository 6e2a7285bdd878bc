package storetest

import (
	"context"
	"maps"
	"testing"
	"time"

	"lexa/internal/lexa"
)

func TestAuditNewestFirstWithLimit(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)

		actions := []string{"sign_in", "sign_in_failed", "contact_form_block"}
		for _, a := range actions {
			if _, err := db.AppendAudit(ctx, lexa.AuditEntry{Action: a, TableName: "users", IPAddress: "203.0.113.7"}); err != nil {
				t.Fatal(err)
			}
			clock.Advance(time.Second)
		}

		got, err := db.ListAudit(ctx, 2)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 2 || got[0].Action != "contact_form_block" || got[1].Action != "sign_in_failed" {
			t.Fatalf("got %+v, want the two newest entries, newest first", got)
		}
		if !got[0].CreatedAt.Equal(clock.Now().Add(-time.Second)) {
			t.Errorf("created_at %v, want %v", got[0].CreatedAt, clock.Now().Add(-time.Second))
		}
	})
}

func TestAuditKeepsEveryField(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, _ := New(t, b)

		in := lexa.AuditEntry{
			Action:    "admin_view",
			TableName: "contact_submissions",
			IPAddress: "2001:db8::1",
			UserID:    "0b6f3c1e-7d4a-4f38-9f0e-2f4b8c1d9a10",
			Detail:    map[string]string{"rows": "50", "quote": `it's "quoted"`},
		}
		saved, err := db.AppendAudit(ctx, in)
		if err != nil {
			t.Fatal(err)
		}
		if saved.ID == 0 {
			t.Error("no id assigned")
		}
		// An entry without user or detail is stored with neither.
		if _, err := db.AppendAudit(ctx, lexa.AuditEntry{Action: "startup"}); err != nil {
			t.Fatal(err)
		}

		got, err := db.ListAudit(ctx, 10)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 2 {
			t.Fatalf("got %d entries, want 2", len(got))
		}
		// Same timestamp: the later id comes first.
		bare, full := got[0], got[1]
		if bare.Action != "startup" || bare.UserID != "" || len(bare.Detail) != 0 {
			t.Errorf("bare entry came back as %+v", bare)
		}
		if full.ID != saved.ID || full.Action != in.Action || full.TableName != in.TableName ||
			full.IPAddress != in.IPAddress || full.UserID != in.UserID || !maps.Equal(full.Detail, in.Detail) {
			t.Errorf("got %+v, want %+v", full, in)
		}
	})
}

func TestAuditRequiresAction(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		db, _ := New(t, b)
		if _, err := db.AppendAudit(context.Background(), lexa.AuditEntry{}); err == nil {
			t.Fatal("entry without action was accepted")
		}
	})
}
