package storetest

import (
	"context"
	"fmt"
	"testing"
	"time"

	"lexa/internal/lexa"
)

// Each admin list is newest first and stops at the spec's limit (50 / 100 / 50 /
// unlimited / 100 / 100): one more row than the limit is stored, and the oldest is the
// one left out. Contacts and audit entries are checked over HTTP in internal/app.
func TestAdminListsStopAtTheirLimits(t *testing.T) {
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		var users []lexa.User
		for i := range 101 {
			u, p := newUser(fmt.Sprintf("user%03d@example.com", i), clock.Now())
			if err := db.CreateUser(ctx, u, p, []lexa.RoleChange{{UserID: u.ID, Role: "member"}}, nil, nil); err != nil {
				t.Fatal(err)
			}
			apply(t, db, trialing(fmt.Sprintf("sub_%03d", i), u.ID, clock.Now()), 1)
			if i < 51 {
				if _, _, err := db.HitRateLimit(ctx, fmt.Sprintf("198.51.100.%d", i), "contact_form", 5, time.Hour); err != nil {
					t.Fatal(err)
				}
			}
			users = append(users, u)
			clock.Advance(time.Second)
		}
		for _, c := range []struct {
			list      string
			rows      int
			newest    any
			newestCol string
		}{
			{"profiles", 100, users[100].ID, "id"},
			{"user-roles", 101, users[100].ID, "user_id"},
			{"subscriptions", 100, "sub_100", "id"},
			{"rate-limits", 50, "198.51.100.50", "ip_address"},
		} {
			list, _ := lexa.AdminListNamed(c.list)
			table, _, err := db.AdminTable(ctx, list, nil)
			if err != nil {
				t.Fatalf("%s: %v", c.list, err)
			}
			col := -1
			for i, name := range table.Columns {
				if name == c.newestCol {
					col = i
				}
			}
			if len(table.Rows) != c.rows || col < 0 || table.Rows[0][col] != c.newest {
				t.Errorf("%s: %d rows, first %v; want %d, newest %v", c.list, len(table.Rows), table.Rows[0], c.rows, c.newest)
			}
		}
	})
}
