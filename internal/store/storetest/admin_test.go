package storetest

import (
	"context"
	"fmt"
	"testing"
	"time"

	"lexa/internal/lexa"
)

// Each admin list is newest first and stops at its first page's limit (50 / 100 / 50 /
// unlimited / 100 / 100): one more row than the limit is stored, and the oldest is the
// one left out. Contacts and audit entries are checked over HTTP in internal/app.
func TestAdminListsStopAtTheirLimits(t *testing.T) {
	t.Parallel()
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

// The Users list leads with the account's e-mail, and the Security list puts a client
// address and an account or API-key limit in their own columns (ip_address keeps the key).
func TestAdminListsShowTheEmailAndSplitRateLimitKeys(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, p := newUser("ada@example.com", clock.Now())
		if err := db.CreateUser(ctx, u, p, nil, nil, nil); err != nil {
			t.Fatal(err)
		}
		for _, key := range []string{"198.51.100.7", "2001:db8::/64", "account:" + u.ID, "apikey:k1"} {
			if _, _, err := db.HitRateLimit(ctx, key, "contact_form", 5, time.Hour); err != nil {
				t.Fatal(err)
			}
			clock.Advance(time.Second)
		}
		cell := func(list string) func(row int, col string) any {
			l, _ := lexa.AdminListNamed(list)
			table, _, err := db.AdminTable(ctx, l, nil)
			if err != nil {
				t.Fatal(err)
			}
			return func(row int, col string) any {
				for i, name := range table.Columns {
					if name == col {
						return table.Rows[row][i]
					}
				}
				t.Fatalf("%s has no column %s", list, col)
				return nil
			}
		}
		if got := cell("profiles")(0, "email"); got != "ada@example.com" {
			t.Errorf("profiles email %v", got)
		}
		limits := cell("rate-limits") // newest first
		want := [][2]any{{nil, "apikey:k1"}, {nil, "account:" + u.ID}, {"2001:db8::/64", nil}, {"198.51.100.7", nil}}
		for i, w := range want {
			if a, k := limits(i, "address"), limits(i, "account_key"); a != w[0] || k != w[1] {
				t.Errorf("row %d: address %v, account_key %v; want %v", i, a, k, w)
			}
		}
	})
}
