package storetest

import (
	"context"
	"fmt"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/store"
)

// pageThrough reads a whole admin list page by page and returns each page's row ids.
func pageThrough(t *testing.T, db *store.DB, name string) [][]string {
	t.Helper()
	list, _ := lexa.AdminListNamed(name)
	var pages [][]string
	var before *lexa.AdminCursor
	for {
		table, next, err := db.AdminTable(context.Background(), list, before)
		if err != nil {
			t.Fatalf("%s after %v: %v", name, before, err)
		}
		var ids []string
		for _, row := range table.Rows {
			ids = append(ids, fmt.Sprint(row[0]))
		}
		pages = append(pages, ids)
		if next == nil {
			return pages
		}
		if len(pages) > 20 {
			t.Fatalf("%s: more pages than rows", name)
		}
		before = next
	}
}

// Paging back through a list gives every row once, newest first, in pages of the
// first page's size, even when many rows share one instant (ties go by id). Rows written while
// the admin pages are newer than any cursor, so they move no row between pages.
func TestAdminPagesGiveEveryRowOnce(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		// 250 audit entries and 120 contacts, seven (and ten) to an instant.
		want := map[string][]string{}
		for i := range 250 {
			e, err := db.AppendAudit(ctx, lexa.AuditEntry{Action: fmt.Sprintf("a_%03d", i)})
			if err != nil {
				t.Fatal(err)
			}
			want["audit-logs"] = append([]string{fmt.Sprint(e.ID)}, want["audit-logs"]...)
			if i%7 == 6 {
				clock.Advance(time.Millisecond)
			}
		}
		var contacts []lexa.ContactSubmission
		for i := range 120 {
			c := contactFixture(clock.Now())
			c.ID = lexa.NewID()
			contacts = append(contacts, c)
			if err := db.CreateContact(ctx, c, nil); err != nil {
				t.Fatal(err)
			}
			if i%10 == 9 {
				clock.Advance(time.Second)
			}
		}

		audit := pageThrough(t, db, "audit-logs")
		if got := sizes(audit); got != "[100 100 50]" {
			t.Errorf("audit pages of %s rows, want [100 100 50]", got)
		}
		if got, w := fmt.Sprint(flatten(audit)), fmt.Sprint(want["audit-logs"]); got != w {
			t.Errorf("audit rows paged as\n%s\nwant\n%s", got, w)
		}
		contactPages := pageThrough(t, db, "contacts")
		if got := sizes(contactPages); got != "[50 50 20]" {
			t.Errorf("contact pages of %s rows, want [50 50 20]", got)
		}
		seen := map[string]bool{}
		for _, id := range flatten(contactPages) {
			if seen[id] {
				t.Errorf("contact %s on two pages", id)
			}
			seen[id] = true
		}
		for _, c := range contacts {
			if !seen[c.ID] {
				t.Errorf("contact %s on no page", c.ID)
			}
		}

		// New rows between two pages.
		list, _ := lexa.AdminListNamed("audit-logs")
		first, next, err := db.AdminTable(ctx, list, nil)
		if err != nil || next == nil || len(first.Rows) != 100 {
			t.Fatalf("first page: %d rows, next %v, %v", len(first.Rows), next, err)
		}
		clock.Advance(time.Second)
		for range 3 {
			if _, err := db.AppendAudit(ctx, lexa.AuditEntry{Action: "admin_view"}); err != nil {
				t.Fatal(err)
			}
		}
		second, _, err := db.AdminTable(ctx, list, next)
		if err != nil || len(second.Rows) != 100 || fmt.Sprint(second.Rows[0][0]) != audit[1][0] {
			t.Errorf("second page after new rows starts at %v, want %s", second.Rows[0][0], audit[1][0])
		}

		// Roles have no limit: one page, no cursor.
		if roles := pageThrough(t, db, "user-roles"); len(roles) != 1 {
			t.Errorf("roles in %d pages", len(roles))
		}
		// A cursor whose id is no number is refused for a list of numbered rows.
		if _, _, err := db.AdminTable(ctx, list, &lexa.AdminCursor{At: clock.Now(), ID: "abc"}); lexa.ErrorCodeOf(err) != lexa.EInvalid {
			t.Errorf("text id on the audit list: %v", err)
		}
	})
}

func sizes(pages [][]string) string {
	var n []int
	for _, p := range pages {
		n = append(n, len(p))
	}
	return fmt.Sprint(n)
}

func flatten(pages [][]string) []string {
	var out []string
	for _, p := range pages {
		out = append(out, p...)
	}
	return out
}
