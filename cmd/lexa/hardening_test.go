package main

import (
	"fmt"
	"maps"
	"testing"
)

// Regression tests of the outside security review (issue 18). Each names its finding.

// Finding 3: every IPv6 address counted alone, so anyone holding a /64 walked around the
// per-address limits. Clients are now counted by their /64 (RATE_LIMIT_IPV6_PREFIX), as
// the proxy names them in X-Forwarded-For; IPv4 clients by their address.
func TestIPv6ClientsAreLimitedByTheirPrefix(t *testing.T) {
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
