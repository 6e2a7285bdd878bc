package app

import (
	"context"
	"fmt"
	"log/slog"
	"maps"
	"strings"
	"testing"
	"time"

	"lexa/internal/config"
	"lexa/internal/store/storetest"
	"lexa/internal/webui"
)

// Regression tests of the outside security review (issue 18). Each names its finding.

// Finding 3: every IPv6 address counted alone, so anyone holding a /64 walked around the
// per-address limits. Clients are now counted by their /64 (RATE_LIMIT_IPV6_PREFIX), as
// the proxy names them in X-Forwarded-For; IPv4 clients by their address.
func TestIPv6ClientsAreLimitedByTheirPrefix(t *testing.T) {
	t.Parallel()
	base := startAppWith(t, proxyEnv)
	contact := func(ip string) int {
		status, _, _ := post(t, base+"/api/contact", ip, validContact())
		return status
	}
	for i := range 5 {
		if status := contact(fmt.Sprintf("2001:db8:1:2::%x", i+1)); status != 201 {
			t.Fatalf("form %d from the /64: %d", i+1, status)
		}
	}
	// Another address of the same /64 is the same client: the limit (5 per 15 minutes) holds.
	if status := contact("2001:db8:1:2:ffff:ffff:ffff:ffff"); status != 429 {
		t.Errorf("a sixth address of the same /64: %d, want 429", status)
	}
	// The next /64 is another client; so is an IPv4 address next to another.
	if status := contact("2001:db8:1:3::1"); status != 201 {
		t.Errorf("the next /64: %d", status)
	}
	for i := range 5 {
		if status := contact(fmt.Sprintf("198.51.100.%d", i+10)); status != 201 {
			t.Errorf("IPv4 address %d: %d", i+1, status)
		}
	}

	// A /48 setting groups wider.
	wide := maps.Clone(proxyEnv)
	wide["RATE_LIMIT_IPV6_PREFIX"] = "48"
	base = startAppWith(t, wide)
	for i := range 5 {
		if status, _, _ := post(t, base+"/api/contact", fmt.Sprintf("2001:db8:7:%x::1", i), validContact()); status != 201 {
			t.Fatalf("form %d from the /48: %d", i+1, status)
		}
	}
	if status, _, _ := post(t, base+"/api/contact", "2001:db8:7:ffff::1", validContact()); status != 429 {
		t.Errorf("a sixth /64 of the same /48 with RATE_LIMIT_IPV6_PREFIX=48: %d, want 429", status)
	}
}

// Finding 5: GET /api/auth/verify signed in whoever opened it, also when another site
// sent the browser there, so a page could sign its visitor into an account its author
// had just registered (login CSRF). A cross-site opening (or one a browser does not
// describe) now confirms the address and creates no session; the visitor signs in on
// the page it lands on.
func TestAVerificationLinkOpenedByAnotherSiteSignsNobodyIn(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		for i, site := range []string{"cross-site", "same-site", ""} {
			email := fmt.Sprintf("mallory%d@example.com", i)
			attacker := s.visitor("203.0.113.80")
			if res, resp := attacker.do("POST", "/api/auth/signup", map[string]string{"email": email, "password": "s3cret!", "fullName": "Mallory"}); res.StatusCode != 201 {
				t.Fatalf("sign-up: %d %v", res.StatusCode, resp)
			}
			victim := s.visitor("203.0.113.81")
			headers := []string{}
			if site != "" {
				headers = append(headers, "Sec-Fetch-Site", site)
			}
			res, _ := victim.do("GET", s.mailLink(email, 1, verifyLink)[1], nil, headers...)
			if loc := res.Header.Get("Location"); res.StatusCode != 303 || loc != "http://127.0.0.1:8080/?verify=done" ||
				victim.session() != nil || victim.cookies["lexa_auth"] != nil {
				t.Errorf("opened %q: %d to %q, session %v", site, res.StatusCode, loc, victim.session())
			}
			// The address is confirmed all the same: its owner signs in with the password.
			attacker.signIn(email, "s3cret!")
		}
		if n := s.count(`SELECT COUNT(*) FROM sessions`); n != 3 {
			t.Errorf("%d sessions, want the three the owners signed in with", n)
		}
		if n := s.count(`SELECT COUNT(*) FROM audit_logs WHERE action = 'email_verified'`); n != 3 {
			t.Errorf("%d email_verified audit rows, want 3", n)
		}
	})
}

// Finding 6: ADMIN_EMAILS folded Unicode case ('ſ' = 's') while uniqueness lowered ASCII
// only, so with ADMIN_EMAILS=ops@example.com an account opſ@example.com signed up and,
// once verified, was an admin. An address is now ASCII, compared in one canonical form.
func TestALookalikeAddressIsNeitherAnAccountNorAnAdmin(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, map[string]string{"ADMIN_EMAILS": "ops@example.com"})
		v := s.visitor("203.0.113.82")
		for _, email := range []string{"op\u017f@example.com", "op\u017f@Example.com", "\u212aops@example.com"} {
			res, resp := v.do("POST", "/api/auth/signup", map[string]string{"email": email, "password": "s3cret!", "fullName": "Mallory"})
			if res.StatusCode != 400 || fieldsOf(resp)["email"] != "Invalid email address" {
				t.Errorf("sign-up as %q: %d %v", email, res.StatusCode, resp)
			}
		}
		if n := s.count(`SELECT COUNT(*) FROM users`); n != 0 {
			t.Fatalf("%d accounts created", n)
		}
		// The real address, in any ASCII case, is the admin; and one account only.
		if res, resp := v.do("POST", "/api/auth/signup", map[string]string{"email": " OPS@Example.com ", "password": "s3cret!", "fullName": "Ops"}); res.StatusCode != 201 {
			t.Fatalf("sign-up as OPS@Example.com: %d %v", res.StatusCode, resp)
		}
		if res, _ := v.do("POST", "/api/auth/signup", map[string]string{"email": "ops@example.com", "password": "s3cret!", "fullName": "Ops"}); res.StatusCode != 409 {
			t.Errorf("the same address in other case: %d, want 409", res.StatusCode)
		}
		if n := s.count(`SELECT COUNT(*) FROM user_roles WHERE role = 'admin'`); n != 1 {
			t.Errorf("%d admins, want the one ADMIN_EMAILS names", n)
		}
	})
}

// An account stored before with such an address stops the start-up, named, rather than
// being merged with another or matched by ADMIN_EMAILS.
func TestStartUpRefusesAddressesItCannotCompare(t *testing.T) {
	t.Parallel()
	dbURL := storetest.SQLiteURL(t)
	db := storetest.Open(t, dbURL, storetest.NewClock())
	var one int
	if err := db.QueryRowForTest(context.Background(), `INSERT INTO users (id, email, provider, created_at) VALUES ('old-1', ?, 'email', ?) RETURNING 1`,
		"op\u017f@example.com", time.Now().UTC()).Scan(&one); err != nil {
		t.Fatal(err)
	}
	db.Close()
	cfg, err := config.Load(func(k string) string {
		return map[string]string{"DATABASE_URL": dbURL, "LISTEN_ADDR": "127.0.0.1:0", "ADMIN_EMAILS": "ops@example.com"}[k]
	}, false)
	if err != nil {
		t.Fatal(err)
	}
	_, err = NewApp(context.Background(), cfg, slog.New(slog.DiscardHandler), webui.Embedded())
	if err == nil || !strings.Contains(err.Error(), "account old-1") || !strings.Contains(err.Error(), "change or delete these accounts") {
		t.Errorf("start-up with a long-s address: %v", err)
	}
}
