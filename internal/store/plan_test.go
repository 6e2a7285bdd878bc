package store_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/store/storetest"
)

// Each delete of a retention pass finds its rows through an index, so a batch costs the
// rows it deletes, not a scan of a table that may have grown for years.
func TestEveryPruneStepUsesAnIndex(t *testing.T) {
	index := map[string]string{
		lexa.PruneRateLimits:      "rate_limits_window_start",
		lexa.PruneSentMail:        "mail_outbox_sent",
		lexa.PruneAppliedWebhooks: "webhook_events_processed",
		lexa.PruneExpiredTokens:   "one_time_tokens_expires",
		lexa.PruneUsedTokens:      "one_time_tokens_used",
		lexa.PruneExpiredSessions: "sessions_expires",
		lexa.PruneAuditLogs:       "audit_logs_created_at",
		lexa.PruneFinishedJobs:    "jobs_finished",
		lexa.PruneStalePhoneCalls: "phone_calls_updated",
	}
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		db, clock := storetest.New(t, b)
		steps := lexa.Retention{Audit: time.Hour}.Steps(clock.Now())
		if len(steps) != len(index) {
			t.Fatalf("%d steps, %d indexes listed", len(steps), len(index))
		}
		for _, step := range steps {
			plan, err := db.PrunePlan(context.Background(), step)
			if err != nil {
				t.Fatalf("%s: %v", step.Kind, err)
			}
			if !strings.Contains(plan, index[step.Kind]) {
				t.Errorf("%s does not use %s:\n%s", step.Kind, index[step.Kind], plan)
			}
		}
	})
}

// Every page of an admin list, the first and those after a cursor, is read in the order
// of an index, without sorting the table.
func TestEveryAdminPageUsesAnIndex(t *testing.T) {
	index := map[string]string{
		"contacts": "contact_submissions_submitted_at", "audit-logs": "audit_logs_created_at",
		"rate-limits": "rate_limits_created_at", "user-roles": "user_roles_created_at",
		"profiles": "profiles_created_at", "subscriptions": "subscriptions_created_at",
	}
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		db, clock := storetest.New(t, b)
		for _, list := range lexa.AdminLists {
			id := "some-id"
			if list.Name == "audit-logs" || list.Name == "rate-limits" || list.Name == "user-roles" {
				id = "42"
			}
			for _, before := range []*lexa.AdminCursor{nil, {At: clock.Now(), ID: id}} {
				plan, err := db.AdminPlan(context.Background(), list, before)
				if err != nil {
					t.Fatalf("%s: %v", list.Name, err)
				}
				if !strings.Contains(plan, index[list.Name]) || strings.Contains(strings.ToUpper(plan), "TEMP B-TREE") ||
					strings.Contains(plan, "Sort") {
					t.Errorf("%s (after %v) is not read in the order of %s:\n%s", list.Name, before, index[list.Name], plan)
				}
			}
		}
	})
}
