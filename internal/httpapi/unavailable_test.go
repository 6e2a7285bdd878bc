package httpapi

import (
	"bytes"
	"database/sql/driver"
	"errors"
	"fmt"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"

	"lexa/internal/lexa"
	"lexa/internal/store/storetest"
)

// writeError asks the store whether a failure is an outage: a lost connection answers 503
// with the house body and Retry-After, logged as a dependency failure; anything else the
// store does not recognise stays a generic 500.
func TestWriteErrorTurnsOutagesInto503(t *testing.T) {
	db, _ := storetest.New(t, storetest.Backend{Name: "sqlite", NewURL: storetest.SQLiteURL})
	logs := &bytes.Buffer{}
	s := New(Deps{Logger: slog.New(slog.NewJSONHandler(logs, nil)), Store: db})
	for _, tc := range []struct {
		err        error
		status     int
		code, msg  string
		retryAfter string
		logged     string
	}{
		{fmt.Errorf("session user: %w", driver.ErrBadConn), 503, "unavailable", lexa.ErrUnavailable.Message, "5", "dependency unavailable"},
		{errors.New("scan: converting NULL"), 500, "internal", internalMessage, "", "request failed"},
	} {
		logs.Reset()
		rec := httptest.NewRecorder()
		s.writeError(rec, httptest.NewRequest("GET", "/api/profile", nil), tc.err)
		res := rec.Result()
		e := errorOf(t, res)
		if res.StatusCode != tc.status || e.Code != tc.code || e.Message != tc.msg || res.Header.Get("Retry-After") != tc.retryAfter {
			t.Errorf("%v: %d %+v Retry-After %q, want %d %s %q Retry-After %q",
				tc.err, res.StatusCode, e, res.Header.Get("Retry-After"), tc.status, tc.code, tc.msg, tc.retryAfter)
		}
		if !strings.Contains(logs.String(), tc.logged) || !strings.Contains(logs.String(), tc.err.Error()) {
			t.Errorf("%v: log %q lacks %q and the cause", tc.err, logs, tc.logged)
		}
	}
}

// Readiness fails with the same house 503 as every request during an outage.
func TestReadinessOutageBody(t *testing.T) {
	h, _, closeDB := testServer(t, "http://127.0.0.1:8080")
	closeDB()
	res := do(h, httptest.NewRequest("GET", "/readyz", nil))
	e := errorOf(t, res)
	if res.StatusCode != 503 || e.Code != "unavailable" || e.Message != lexa.ErrUnavailable.Message ||
		res.Header.Get("Retry-After") != "5" || res.Header.Get("Cache-Control") != "no-store" {
		t.Errorf("readyz without a database: %d %+v Retry-After %q", res.StatusCode, e, res.Header.Get("Retry-After"))
	}
}
