package httpapi

import (
	"cmp"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"lexa/internal/lexa"
)

// AdminStore is what the admin dashboard reads. There is nothing to write: the
// dashboard is read-only, and so is its API.
type AdminStore interface {
	HasRole(ctx context.Context, userID, role string) (bool, error)
	AdminOverview(ctx context.Context, now time.Time) (lexa.AdminOverview, error)
	AdminTable(ctx context.Context, list lexa.AdminList, before *lexa.AdminCursor) (lexa.Table, *lexa.AdminCursor, error)
}

// ErrNotAdmin answers a signed-in user without the admin role.
var ErrNotAdmin = &lexa.Error{Code: lexa.EForbidden, Message: "You don't have admin permissions."}

// adminRoutes are the admin API: GET only, each behind requireAdmin (see route.isAdmin).
// The last entry takes every other path and method under the prefix, so an unknown admin
// path is refused like a known one (401 signed out, 403 for a customer) and only an
// admin learns that it does not exist (404): the API's shape is not told to strangers.
func (s *Server) adminRoutes() []route {
	out := []route{{pattern: "GET " + adminPrefix + "overview", handler: s.handleAdminOverview}}
	for _, list := range lexa.AdminLists {
		out = append(out, route{pattern: "GET " + adminPrefix + list.Name, handler: s.handleAdminList(list)})
	}
	return append(out, route{pattern: adminPrefix, handler: s.handleAPINotFound})
}

// requireAdmin lets through only a signed-in admin; it runs after requireSession. A
// refusal is audited: someone signed in tried to read what is not theirs.
func (s *Server) requireAdmin(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u := userFrom(r)
		ok, err := s.Store.HasRole(r.Context(), u.ID, lexa.AdminRole)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		if !ok {
			s.audit(r, lexa.AuditEntry{Action: "admin_access_denied", TableName: adminTableOf(r.URL.Path), UserID: u.ID,
				Detail: map[string]string{"path": r.URL.Path}})
			s.writeError(w, r, ErrNotAdmin)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// adminTableOf is the table an admin path reads, for the audit trail.
func adminTableOf(path string) string {
	name := strings.TrimPrefix(path, adminPrefix)
	if list, ok := lexa.AdminListNamed(name); ok {
		return list.Table
	}
	return name
}

func (s *Server) handleAdminOverview(w http.ResponseWriter, r *http.Request) {
	o, err := s.Store.AdminOverview(r.Context(), s.Clock.Now())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.audit(r, lexa.AuditEntry{Action: "admin_view", TableName: "overview", UserID: userFrom(r).ID})
	writeJSON(w, http.StatusOK, o)
}

// handleAdminList answers a page of one list as JSON ({"rows": [{column: value}],
// "next_before": cursor or null}) or, with ?format=csv, as a CSV file with a header row
// (the cursor then in the Next-Before header). ?before=cursor asks for the page after the
// one that handed the cursor out.
func (s *Server) handleAdminList(list lexa.AdminList) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		query := r.URL.Query()
		format := query.Get("format")
		if format != "" && format != "json" && format != "csv" {
			s.writeError(w, r, lexa.Errorf(lexa.EInvalid, "format must be json or csv."))
			return
		}
		var before *lexa.AdminCursor
		if query.Has("before") {
			c, err := lexa.ParseAdminCursor(query.Get("before"))
			if err != nil {
				s.writeError(w, r, err)
				return
			}
			before = &c
		}
		t, next, err := s.Store.AdminTable(r.Context(), list, before)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		detail := map[string]string{"format": cmp.Or(format, "json"), "rows": strconv.Itoa(len(t.Rows))}
		if before != nil {
			detail["before"] = before.String()
		}
		s.audit(r, lexa.AuditEntry{Action: "admin_view", TableName: list.Table, UserID: userFrom(r).ID, Detail: detail})
		var nextBefore *string
		if next != nil {
			c := next.String()
			nextBefore = &c
		}
		if format == "csv" {
			name := fmt.Sprintf("lexa-%s-%s.csv", list.Name, s.Clock.Now().UTC().Format("20060102"))
			w.Header().Set("Content-Type", "text/csv; charset=utf-8")
			w.Header().Set("Content-Disposition", `attachment; filename="`+name+`"`)
			if nextBefore != nil {
				w.Header().Set("Next-Before", *nextBefore)
			}
			w.WriteHeader(http.StatusOK)
			_ = writeCSV(w, t)
			return
		}
		writeJSON(w, http.StatusOK, map[string]any{"rows": tableObjects(t), "next_before": nextBefore})
	}
}

// tableObjects is a table as JSON objects, one per row, keyed by column.
func tableObjects(t lexa.Table) []map[string]any {
	out := make([]map[string]any, len(t.Rows))
	for i, row := range t.Rows {
		obj := make(map[string]any, len(t.Columns))
		for j, col := range t.Columns {
			if raw, ok := row[j].([]byte); ok {
				obj[col] = json.RawMessage(raw)
			} else {
				obj[col] = row[j]
			}
		}
		out[i] = obj
	}
	return out
}

// writeCSV writes the table as RFC 4180 CSV. Text that a spreadsheet would run as a
// formula (it starts with = + - @, a tab or a carriage return) gets a leading ' so a
// visitor's contact form cannot put a formula in the admin's spreadsheet.
func writeCSV(w http.ResponseWriter, t lexa.Table) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(t.Columns); err != nil {
		return err
	}
	record := make([]string, len(t.Columns))
	for _, row := range t.Rows {
		for j, v := range row {
			record[j] = csvCell(v)
		}
		if err := cw.Write(record); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

func csvCell(v any) string {
	switch v := v.(type) {
	case nil:
		return ""
	case string:
		if v != "" && strings.ContainsRune("=+-@\t\r", rune(v[0])) {
			return "'" + v
		}
		return v
	case int64:
		return strconv.FormatInt(v, 10)
	case time.Time:
		return v.UTC().Format(time.RFC3339Nano)
	case []byte:
		return string(v)
	default:
		return fmt.Sprint(v)
	}
}
