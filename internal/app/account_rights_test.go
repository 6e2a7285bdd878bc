package app

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"lexa/internal/store/storetest"
)

// Every signed-in endpoint answers 401 without a session and clears the hint cookie.
func TestSignedInEndpointsNeedASession(t *testing.T) {
	t.Parallel()
	s := newAccountSite(t, storetest.Backends()[0], nil)
	v := s.visitor("203.0.113.90")
	for _, r := range []struct{ method, path string }{
		{"GET", "/api/auth/session"}, {"GET", "/api/auth/has-role?role=admin"}, {"GET", "/api/profile"},
		{"PATCH", "/api/profile"}, {"GET", "/api/account/export"}, {"DELETE", "/api/account"},
		{"GET", "/api/subscription"}, {"POST", "/api/billing/checkout"}, {"POST", "/api/billing/portal"},
	} {
		v.cookies["lexa_auth"] = &http.Cookie{Name: "lexa_auth", Value: "1"}
		res, resp := v.do(r.method, r.path, map[string]string{})
		if res.StatusCode != 401 || resp["error"].(map[string]any)["code"] != "unauthenticated" || v.cookies["lexa_auth"] != nil {
			t.Errorf("%s %s without a session: %d %v", r.method, r.path, res.StatusCode, resp)
		}
	}
}

func TestProfile(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("pia@example.com", "correct horse", true)
		v := s.visitor("203.0.113.91")
		v.signIn("pia@example.com", "correct horse")

		res, resp := v.do("GET", "/api/profile", nil)
		p, _ := resp["profile"].(map[string]any)
		if res.StatusCode != 200 || p["full_name"] != "Jane Doe" || p["company_name"] != "" || p["subscription_tier"] != nil || p["created_at"] == nil {
			t.Fatalf("profile: %d %v", res.StatusCode, resp)
		}
		res, resp = v.do("PATCH", "/api/profile", map[string]string{"full_name": "<b>J</b>", "company_name": strings.Repeat("c", 101), "phone": strings.Repeat("5", 21)})
		want := map[string]any{"full_name": "Name must be at least 2 characters", "company_name": "Company name must be less than 100 characters",
			"phone": "Phone number must be less than 20 characters"}
		for field, msg := range want {
			if fieldsOf(resp)[field] != msg {
				t.Errorf("%s: %v, want %q (%d)", field, fieldsOf(resp)[field], msg, res.StatusCode)
			}
		}
		res, resp = v.do("PATCH", "/api/profile", map[string]string{"full_name": " Pia <script>x()</script>Moss ", "company_name": "Moss & Co"})
		p, _ = resp["profile"].(map[string]any)
		if res.StatusCode != 200 || p["full_name"] != "Pia Moss" || p["company_name"] != "Moss & Co" || p["phone"] != "" {
			t.Fatalf("update: %d %v", res.StatusCode, resp)
		}
		// An absent field keeps its value.
		if _, resp := v.do("PATCH", "/api/profile", map[string]string{"phone": "555-0100"}); resp["profile"].(map[string]any)["company_name"] != "Moss & Co" {
			t.Errorf("partial update lost a field: %v", resp)
		}
		if _, resp := v.do("GET", "/api/auth/session", nil); resp["user"].(map[string]any)["user_metadata"].(map[string]any)["full_name"] != "Pia Moss" {
			t.Errorf("session user keeps the old name: %v", resp)
		}
		if res, resp := v.do("PATCH", "/api/profile", map[string]string{"email": "new@example.com"}); res.StatusCode != 400 {
			t.Errorf("unknown field accepted: %d %v", res.StatusCode, resp)
		}
	})
}

func TestAdminRole(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		dbURL := b.NewURL(t)
		// An account that exists before ADMIN_EMAILS names it gets the role at start-up.
		pre := newAccountSite(t, storetest.Backend{Name: b.Name, NewURL: func(testing.TB) string { return dbURL }}, nil)
		pre.seedUser("boss@example.com", "correct horse", true)
		pre.seedUser("staff@example.com", "correct horse", true)
		s := newAccountSite(t, storetest.Backend{Name: b.Name, NewURL: func(testing.TB) string { return dbURL }},
			map[string]string{"ADMIN_EMAILS": "Boss@Example.com, founder@example.com"})
		hasRole := func(v *visitor) any {
			res, resp := v.do("GET", "/api/auth/has-role?role=admin", nil)
			if res.StatusCode != 200 {
				t.Fatalf("has-role: %d %v", res.StatusCode, resp)
			}
			return resp["has_role"]
		}
		boss, staff := s.visitor("203.0.113.92"), s.visitor("203.0.113.93")
		boss.signIn("boss@example.com", "correct horse")
		staff.signIn("staff@example.com", "correct horse")
		if hasRole(boss) != true || hasRole(staff) != false {
			t.Errorf("has-role: boss %v, staff %v", hasRole(boss), hasRole(staff))
		}
		if res, _ := staff.do("GET", "/api/auth/has-role", nil); res.StatusCode != 400 {
			t.Errorf("has-role without a role: %d", res.StatusCode)
		}
		// A new account that ADMIN_EMAILS names is an admin from sign-up.
		staff.do("POST", "/api/auth/signup", map[string]string{"email": "founder@example.com", "password": "secret", "fullName": "Fran Founder"})
		if n := s.count(`SELECT COUNT(*) FROM user_roles r JOIN users u ON u.id = r.user_id WHERE u.email = ? AND r.role = 'admin'`, "founder@example.com"); n != 1 {
			t.Errorf("founder has %d admin roles after sign-up", n)
		}
		// One at start-up (staff), one at sign-up (founder).
		if n := s.audits("role_granted"); n != 2 {
			t.Errorf("%d role_granted rows after start-up and sign-up, want 2", n)
		}

		// The command line grants and revokes, and says so in the audit trail.
		env := map[string]string{"DATABASE_URL": dbURL}
		if code, out, errOut := runLexa(t, env, "admin", "grant", "staff@example.com"); code != 0 || !strings.Contains(out, "granted admin to staff@example.com") {
			t.Fatalf("grant: %d %q %q", code, out, errOut)
		}
		if code, out, _ := runLexa(t, env, "admin", "grant", "STAFF@example.com"); code != 0 || !strings.Contains(out, "already an admin") {
			t.Errorf("second grant: %d %q", code, out)
		}
		if hasRole(staff) != true {
			t.Error("granted role not seen")
		}
		if code, out, _ := runLexa(t, env, "admin", "revoke", "staff@example.com"); code != 0 || !strings.Contains(out, "revoked admin from staff@example.com") {
			t.Errorf("revoke: %d %q", code, out)
		}
		if hasRole(staff) != false {
			t.Error("revoked role still seen")
		}
		if code, _, errOut := runLexa(t, env, "admin", "grant", "nobody@example.com"); code != 1 || !strings.Contains(errOut, "no account uses nobody@example.com") {
			t.Errorf("grant to an unknown e-mail: %d %q", code, errOut)
		}
		if code, _, _ := runLexa(t, env, "admin", "promote", "staff@example.com"); code != 2 {
			t.Errorf("unknown admin action: exit %d, want 2", code)
		}
		if s.audits("role_granted") != 3 || s.audits("role_revoked") != 1 {
			t.Errorf("audit: %d granted, %d revoked", s.audits("role_granted"), s.audits("role_revoked"))
		}
	})
}

func TestExportAndDeleteAccount(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		u := s.seedUser("dora@example.com", "correct horse", true)
		v := s.visitor("203.0.113.94")
		v.signIn("dora@example.com", "correct horse")
		if status, _, _ := post(t, s.base+"/api/contact", "203.0.113.94", map[string]string{
			"name": "Dora", "email": "DORA@example.com", "message": "Call me"}); status != 201 {
			t.Fatalf("contact: %d", status)
		}

		res, raw := exportBody(t, v)
		if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Disposition"), `attachment; filename="lexa-account-`) {
			t.Fatalf("export: %d %q", res.StatusCode, res.Header.Get("Content-Disposition"))
		}
		var export struct {
			Account            map[string]any   `json:"account"`
			Profile            map[string]any   `json:"profile"`
			Sessions           []map[string]any `json:"sessions"`
			AuditLogs          []map[string]any `json:"audit_logs"`
			ContactSubmissions []map[string]any `json:"contact_submissions"`
		}
		if err := json.Unmarshal(raw, &export); err != nil {
			t.Fatal(err)
		}
		if export.Account["email"] != "dora@example.com" || export.Account["google_linked"] != false || export.Profile["full_name"] != "Jane Doe" ||
			len(export.Sessions) != 1 || len(export.ContactSubmissions) != 1 || export.ContactSubmissions[0]["message"] != "Call me" {
			t.Errorf("export: %s", raw)
		}
		if len(export.AuditLogs) == 0 || export.AuditLogs[0]["action"] != "sign_in" {
			t.Errorf("audit trail in export: %v", export.AuditLogs)
		}
		for _, secret := range []string{"argon2id", "password_hash", "token_hash", v.session().Value} {
			if strings.Contains(string(raw), secret) {
				t.Errorf("the export holds a secret (%s)", secret)
			}
		}

		for _, tc := range []struct {
			body map[string]string
			want string
		}{{map[string]string{}, "Password is required"}, {map[string]string{"password": "wrong horse"}, "Incorrect password"}} {
			if res, resp := v.do("DELETE", "/api/account", tc.body); res.StatusCode != 400 || fieldsOf(resp)["password"] != tc.want {
				t.Errorf("delete with %v: %d %v", tc.body, res.StatusCode, resp)
			}
		}
		old := *v.session()
		if res, resp := v.do("DELETE", "/api/account", map[string]string{"password": "correct horse"}); res.StatusCode != 204 || v.session() != nil {
			t.Fatalf("delete: %d %v", res.StatusCode, resp)
		}
		v.cookies["lexa_session"] = &old
		if res, _ := v.do("GET", "/api/auth/session", nil); res.StatusCode != 401 {
			t.Errorf("the deleted account's session: %d, want 401", res.StatusCode)
		}
		if res, resp := v.do("POST", "/api/auth/signin", map[string]string{"email": "dora@example.com", "password": "correct horse"}); res.StatusCode != 400 ||
			errorMessage(resp) != "Invalid login credentials" {
			t.Errorf("sign-in after deletion: %d %v", res.StatusCode, resp)
		}
		for _, table := range []string{"users WHERE id = ?", "profiles WHERE id = ?", "sessions WHERE user_id = ?", "one_time_tokens WHERE user_id = ?"} {
			if n := s.count(`SELECT COUNT(*) FROM `+table, u.ID); n != 0 {
				t.Errorf("%d rows left in %s", n, table)
			}
		}
		if s.audits("account_exported") != 1 || s.audits("account_deleted") != 1 || s.audits("account_delete_failed") != 1 {
			t.Errorf("audit: exported %d, deleted %d, failed %d", s.audits("account_exported"), s.audits("account_deleted"), s.audits("account_delete_failed"))
		}
		// The address is free again.
		if res, resp := v.do("POST", "/api/auth/signup", map[string]string{"email": "dora@example.com", "password": "secret", "fullName": "Dora Again"}); res.StatusCode != 201 {
			t.Errorf("sign-up with the deleted address: %d %v", res.StatusCode, resp)
		}
	})
}

// exportBody fetches the export and its raw bytes.
func exportBody(t *testing.T, v *visitor) (*http.Response, []byte) {
	t.Helper()
	req, _ := http.NewRequest("GET", v.s.base+"/api/account/export", nil)
	req.AddCookie(v.session())
	req.Header.Set("X-Forwarded-For", v.ip)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var raw json.RawMessage
	if err := json.NewDecoder(res.Body).Decode(&raw); err != nil {
		t.Fatal(err)
	}
	return res, raw
}

// On https the session cookie is Secure with the __Host- prefix, and a request another
// site's page makes with it is refused.
func TestHTTPSCookiesAndCrossSiteRequests(t *testing.T) {
	t.Parallel()
	s := newAccountSite(t, storetest.Backends()[0], map[string]string{"BASE_URL": "https://lexa.test"})
	s.seedUser("hana@example.com", "correct horse", true)
	v := s.visitor("203.0.113.95")
	v.signIn("hana@example.com", "correct horse")
	c, hint := v.cookies["__Host-lexa_session"], v.cookies["lexa_auth"]
	if c == nil || !c.Secure || !c.HttpOnly || c.Path != "/" || c.Domain != "" || hint == nil || !hint.Secure {
		t.Fatalf("cookies on https: %v", v.cookies)
	}
	if res, _ := v.do("GET", "/api/auth/session", nil); res.StatusCode != 200 {
		t.Errorf("session on https: %d", res.StatusCode)
	}
	res, resp := v.do("DELETE", "/api/account", map[string]string{"password": "correct horse"}, "Sec-Fetch-Site", "cross-site")
	if res.StatusCode != 403 || s.count(`SELECT COUNT(*) FROM users`) != 1 {
		t.Errorf("cross-site delete: %d %v", res.StatusCode, resp)
	}
	res, _ = v.do("POST", "/api/auth/signout", nil, "Origin", "https://evil.example")
	if res.StatusCode != 403 || v.cookies["__Host-lexa_session"] == nil {
		t.Errorf("cross-origin sign-out: %d", res.StatusCode)
	}
}
