package lexa

import (
	"encoding/base64"
	"strings"
	"time"
)

// The admin dashboard is read-only: these are what it reads.

// AdminRole is the role that opens the admin dashboard (docs/product.md, "Accounts and
// roles").
const AdminRole = "admin"

// AdminOverviewDays is how many days the overview's daily series covers.
const AdminOverviewDays = 30

// AdminCounts are the overview's headline numbers at one instant.
type AdminCounts struct {
	Users                 int64 `json:"users"`
	VerifiedUsers         int64 `json:"verified_users"`
	ActiveSubscriptions   int64 `json:"active_subscriptions"`
	TrialingSubscriptions int64 `json:"trialing_subscriptions"`
	Contacts7d            int64 `json:"contacts_7d"`
	Contacts30d           int64 `json:"contacts_30d"`
	DemoBookings7d        int64 `json:"demo_bookings_7d"`
	DemoBookings30d       int64 `json:"demo_bookings_30d"`
	RateLimitBlocks24h    int64 `json:"rate_limit_blocks_24h"`
}

// AdminDay is one UTC day of the overview's series.
type AdminDay struct {
	Date     string `json:"date"`
	Signups  int64  `json:"signups"`
	Contacts int64  `json:"contacts"`
}

// AdminOverview is the dashboard's first tab.
type AdminOverview struct {
	Counts AdminCounts `json:"counts"`
	Daily  []AdminDay  `json:"daily"`
}

// AdminList names one of the dashboard's lists: its path under /api/admin/, the table it
// reads (what the audit trail records) and how many rows a page shows (50 / 100 / 50 /
// unlimited / 100 / 100; docs/product.md, "Admin dashboard"), newest first. That limit is
// the first page; older rows come in pages of the same size, each after an AdminCursor.
type AdminList struct {
	Name  string
	Table string
	Limit int // 0: every row
}

// AdminLists are the six lists, in the dashboard's order.
var AdminLists = []AdminList{
	{Name: "contacts", Table: "contact_submissions", Limit: 50},
	{Name: "audit-logs", Table: "audit_logs", Limit: 100},
	{Name: "rate-limits", Table: "rate_limits", Limit: 50},
	{Name: "user-roles", Table: "user_roles", Limit: 0},
	{Name: "profiles", Table: "profiles", Limit: 100},
	{Name: "subscriptions", Table: "subscriptions", Limit: 100},
}

// AdminListNamed is the list served at /api/admin/{name}; ok is false for no such list.
func AdminListNamed(name string) (list AdminList, ok bool) {
	for _, l := range AdminLists {
		if l.Name == name {
			return l, true
		}
	}
	return AdminList{}, false
}

// Table is rows read for display: the column names, and each row's values in that order.
// A value is a string, an int64, a time.Time (UTC), a JSON object as []byte, or nil for
// an empty database field.
type Table struct {
	Columns []string
	Rows    [][]any
}

// AdminCursor marks where a page of an admin list ended: the time the list is ordered by
// and the id of the page's last row. Lists run newest first by (time, id), so the next
// page is the rows strictly before it, and rows with equal times are neither repeated
// nor skipped.
type AdminCursor struct {
	At time.Time
	ID string
}

// maxCursorLen bounds what ParseAdminCursor decodes: a time and an id fit in far less.
const maxCursorLen = 512

// ErrBadCursor answers a ?before= that no list handed out.
var ErrBadCursor = &Error{Code: EInvalid, Message: "before must be a next_before value of this list."}

// String is the cursor as clients see it: opaque, URL-safe, and read back only by
// ParseAdminCursor. The time keeps every digit it was stored with, so it compares equal
// to the row it came from.
func (c AdminCursor) String() string {
	return base64.RawURLEncoding.EncodeToString([]byte(c.At.UTC().Format(time.RFC3339Nano) + "|" + c.ID))
}

// ParseAdminCursor reads what String wrote; anything else is ErrBadCursor.
func ParseAdminCursor(s string) (AdminCursor, error) {
	if s == "" || len(s) > maxCursorLen {
		return AdminCursor{}, ErrBadCursor
	}
	raw, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		return AdminCursor{}, ErrBadCursor
	}
	at, id, ok := strings.Cut(string(raw), "|")
	t, err := time.Parse(time.RFC3339Nano, at)
	if !ok || err != nil || id == "" {
		return AdminCursor{}, ErrBadCursor
	}
	return AdminCursor{At: t.UTC(), ID: id}, nil
}
