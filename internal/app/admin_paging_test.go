package app

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/store/storetest"
)

// adminPage reads one page of an admin list as JSON: its row ids and next_before.
func adminPage(t *testing.T, v *visitor, name, before string) (ids []string, next *string) {
	t.Helper()
	path := "/api/admin/" + name
	if before != "" {
		path += "?before=" + url.QueryEscape(before)
	}
	res, data := v.send("GET", path, nil)
	var out struct {
		Rows       []map[string]any
		NextBefore *string `json:"next_before"`
	}
	if err := json.Unmarshal(data, &out); res.StatusCode != 200 || err != nil {
		t.Fatalf("%s: %d %s", path, res.StatusCode, data)
	}
	for _, row := range out.Rows {
		ids = append(ids, fmt.Sprint(row["id"]))
	}
	return ids, out.NextBefore
}

// An admin pages back through the contacts, all sent at one instant, and through the
// audit trail, which each of those reads adds to: the first page is the dashboard's
// (docs/product.md, "Admin dashboard"), each next_before brings the next, and every row
// comes once.
func TestAdminPagesBackToTheFirstRow(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s, admin, _ := adminSite(t, b)
		at := s.clock.Now().UTC()
		for i := range 120 {
			c := lexa.ContactSubmission{ID: lexa.NewID(), Name: fmt.Sprintf("Lead %03d", i), Email: "lead@example.com",
				Message: "Hello", SubmittedAt: at}
			if err := s.db.CreateContact(context.Background(), c, nil); err != nil {
				t.Fatal(err)
			}
		}
		for i := range 150 {
			if _, err := s.db.AppendAudit(context.Background(), lexa.AuditEntry{Action: fmt.Sprintf("filler_%03d", i)}); err != nil {
				t.Fatal(err)
			}
		}
		// The test's store stamps entries with the real time; the site's clock moves past
		// them, so what the site audits while the admin pages is newer, as it would be.
		s.clock.Advance(time.Hour)
		for _, c := range []struct {
			list, table string
			size        int
		}{
			{"contacts", "contact_submissions", 50},
			{"audit-logs", "audit_logs", 100},
		} {
			// What is there when the first page is read; the reads' own audit rows come after.
			total := s.count(`SELECT COUNT(*) FROM ` + c.table)
			want := fmt.Sprint(pageSizes(total, c.size))
			seen := map[string]bool{}
			var sizes []int
			before := ""
			for {
				ids, next := adminPage(t, admin, c.list, before)
				sizes = append(sizes, len(ids))
				for _, id := range ids {
					if seen[id] {
						t.Errorf("%s: row %s on two pages", c.list, id)
					}
					seen[id] = true
				}
				if next == nil {
					break
				}
				before = *next
			}
			if fmt.Sprint(sizes) != want || len(seen) != total || total <= c.size {
				t.Errorf("%s: pages of %v rows, %d rows in all; want %s and %d", c.list, sizes, len(seen), want, total)
			}
		}
		if res, _ := admin.send("GET", "/api/admin/contacts?before=garbage", nil); res.StatusCode != 400 {
			t.Errorf("a bad cursor: %d", res.StatusCode)
		}
	})
}

// pageSizes is how n rows fall into pages of size.
func pageSizes(n, size int) []int {
	var out []int
	for ; n > size; n -= size {
		out = append(out, size)
	}
	return append(out, n)
}
