package app

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/store/storetest"
)

// adminSite is a site with an admin and a customer, both signed in.
func adminSite(t *testing.T, b storetest.Backend) (s *accountSite, admin, customer *visitor) {
	s = newAccountSite(t, b, nil)
	boss := s.seedUser("boss@example.com", "correct horse", true)
	if _, err := s.db.ChangeRole(context.Background(), lexa.RoleChange{UserID: boss.ID, Role: lexa.AdminRole}); err != nil {
		t.Fatal(err)
	}
	s.seedUser("customer@example.com", "correct horse", true)
	admin, customer = s.visitor("203.0.113.90"), s.visitor("203.0.113.91")
	admin.signIn("boss@example.com", "correct horse")
	customer.signIn("customer@example.com", "correct horse")
	return s, admin, customer
}

// adminRows reads one admin list as JSON.
func adminRows(t *testing.T, v *visitor, name string) []map[string]any {
	t.Helper()
	res, data := v.send("GET", "/api/admin/"+name, nil)
	var out struct{ Rows []map[string]any }
	if err := json.Unmarshal(data, &out); res.StatusCode != 200 || err != nil {
		t.Fatalf("%s: %d %s", name, res.StatusCode, data)
	}
	return out.Rows
}

func rowTime(row map[string]any, column string) time.Time {
	t, _ := time.Parse(time.RFC3339Nano, fmt.Sprint(row[column]))
	return t
}

// seedContacts stores n contacts a second apart, the newest now; the first one's
// fields hold what CSV must escape and what a spreadsheet would run.
func seedContacts(t *testing.T, s *accountSite, n int) []lexa.ContactSubmission {
	t.Helper()
	var out []lexa.ContactSubmission
	for i := range n {
		c := lexa.ContactSubmission{ID: lexa.NewID(), Name: fmt.Sprintf("Lead %02d", i), Email: fmt.Sprintf("lead%02d@example.com", i),
			Message: "Hello", SubmittedAt: s.clock.Now().Add(time.Duration(i-n) * time.Second).UTC()}
		if i == 0 {
			c.Name, c.Company, c.Message = "=HYPERLINK(\"http://evil.test\")", "Acme, Inc.", "Two \"quoted\" words,\nand a second line"
		}
		if err := s.db.CreateContact(context.Background(), c, nil); err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

func TestAdminListsAreNewestFirstWithTheSpecsLimits(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s, admin, _ := adminSite(t, b)
		contacts := seedContacts(t, s, 52)
		for i := range 120 {
			if _, err := s.db.AppendAudit(context.Background(), lexa.AuditEntry{Action: fmt.Sprintf("filler_%03d", i), TableName: "test"}); err != nil {
				t.Fatal(err)
			}
			s.clock.Advance(time.Millisecond)
		}

		rows := adminRows(t, admin, "contacts")
		if len(rows) != 50 || rows[0]["id"] != contacts[51].ID || rows[49]["id"] != contacts[2].ID {
			t.Fatalf("contacts: %d rows, first %v", len(rows), rows[0])
		}
		at := rowTime(rows[0], "submitted_at")
		if rows[0]["email"] != "lead51@example.com" || !at.Truncate(time.Microsecond).Equal(contacts[51].SubmittedAt.Truncate(time.Microsecond)) {
			t.Errorf("a contact's fields: %v", rows[0])
		}
		audit := adminRows(t, admin, "audit-logs")
		if len(audit) != 100 {
			t.Errorf("audit: %d rows", len(audit))
		}
		for i := 1; i < len(audit); i++ {
			if rowTime(audit[i-1], "created_at").Before(rowTime(audit[i], "created_at")) {
				t.Errorf("audit row %d is newer than the one before it: %v, %v", i, audit[i-1], audit[i])
			}
		}
		roles := adminRows(t, admin, "user-roles")
		if len(roles) != 1 || roles[0]["role"] != "admin" {
			t.Errorf("roles: %v", roles)
		}
		profiles := adminRows(t, admin, "profiles")
		if len(profiles) != 2 || profiles[0]["full_name"] != "Jane Doe" || profiles[0]["trial_ends_at"] != nil {
			t.Errorf("profiles: %v", profiles)
		}
		if limits := adminRows(t, admin, "rate-limits"); len(limits) == 0 || limits[0]["action"] == nil {
			t.Errorf("rate limits (the sign-ins counted): %v", limits)
		}
		if subs := adminRows(t, admin, "subscriptions"); len(subs) != 0 {
			t.Errorf("subscriptions: %v", subs)
		}
	})
}

func TestAdminCSVParsesBackToTheRows(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s, admin, _ := adminSite(t, b)
		seedContacts(t, s, 3)
		rows := adminRows(t, admin, "contacts")
		res, data := admin.send("GET", "/api/admin/contacts?format=csv", nil)
		if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/csv") ||
			!strings.HasPrefix(res.Header.Get("Content-Disposition"), `attachment; filename="lexa-contacts-`) {
			t.Fatalf("csv: %d %v", res.StatusCode, res.Header)
		}
		records, err := csv.NewReader(strings.NewReader(string(data))).ReadAll()
		if err != nil {
			t.Fatalf("csv does not parse: %v\n%s", err, data)
		}
		columns := []string{"id", "name", "email", "company", "phone", "service_interest", "company_size", "preferred_contact", "message", "submitted_at"}
		if strings.Join(records[0], ",") != strings.Join(columns, ",") || len(records) != len(rows)+1 {
			t.Fatalf("header %v, %d records for %d rows", records[0], len(records), len(rows))
		}
		for i, row := range rows {
			for j, col := range columns {
				want := fmt.Sprint(row[col])
				if strings.HasPrefix(want, "=") {
					want = "'" + want // a formula is neutralised
				}
				if records[i+1][j] != want {
					t.Errorf("row %d %s: csv %q, json %q", i, col, records[i+1][j], want)
				}
			}
		}
		if got := records[3][8]; got != "Two \"quoted\" words,\nand a second line" {
			t.Errorf("the escaped message: %q", got)
		}
		if res, _ := admin.send("GET", "/api/admin/contacts?format=xml", nil); res.StatusCode != 400 {
			t.Errorf("an unknown format: %d", res.StatusCode)
		}
	})
}

func TestAdminAPIRefusesOthersAndTakesNoWrites(t *testing.T) {
	t.Parallel()
	s, admin, customer := adminSite(t, storetest.Backends()[0])
	seedContacts(t, s, 2)
	paths := []string{"/api/admin/overview"}
	for _, l := range lexa.AdminLists {
		paths = append(paths, "/api/admin/"+l.Name)
	}
	stranger := s.visitor("203.0.113.92")
	for _, p := range paths {
		if res, _ := stranger.send("GET", p, nil); res.StatusCode != 401 {
			t.Errorf("%s signed out: %d", p, res.StatusCode)
		}
		if res, resp := customer.do("GET", p, nil); res.StatusCode != 403 || errorMessage(resp) != "You don't have admin permissions." {
			t.Errorf("%s as a customer: %d %v", p, res.StatusCode, resp)
		}
		for _, method := range []string{"POST", "PUT", "PATCH", "DELETE"} {
			if res, _ := admin.do(method, p, map[string]string{}); res.StatusCode < 400 {
				t.Errorf("%s %s as the admin: %d", method, p, res.StatusCode)
			}
		}
	}
	if n := s.audits("admin_access_denied"); n != len(paths) {
		t.Errorf("%d refusals audited, want %d", n, len(paths))
	}
	if n := s.count(`SELECT COUNT(*) FROM contact_submissions`); n != 2 {
		t.Errorf("the writes changed the contacts: %d", n)
	}
	for _, p := range paths {
		admin.send("GET", p, nil)
	}
	if n := s.audits("admin_view"); n != len(paths) {
		t.Errorf("%d admin reads audited, want %d", n, len(paths))
	}
}

func TestAdminOverviewCounts(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s, admin, _ := adminSite(t, b)
		seedContacts(t, s, 4)
		res, resp := admin.do("GET", "/api/admin/overview", nil)
		counts, _ := resp["counts"].(map[string]any)
		daily, _ := resp["daily"].([]any)
		if res.StatusCode != 200 || counts["users"] != 2. || counts["verified_users"] != 2. || counts["contacts_7d"] != 4. ||
			counts["contacts_30d"] != 4. || counts["active_subscriptions"] != 0. || len(daily) != lexa.AdminOverviewDays {
			t.Fatalf("overview: %d %v", res.StatusCode, resp)
		}
		var signups, contacts float64
		for _, d := range daily {
			day := d.(map[string]any)
			signups += day["signups"].(float64)
			contacts += day["contacts"].(float64)
		}
		last := daily[len(daily)-1].(map[string]any)
		if signups != 2 || contacts != 4 || last["date"] != s.clock.Now().UTC().Format(time.DateOnly) {
			t.Errorf("daily: %v sign-ups, %v contacts, last %v", signups, contacts, last)
		}
	})
}
