package httpapi

import (
	"net/http/httptest"
	"net/netip"
	"testing"
)

func TestClientIP(t *testing.T) {
	trusted := []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("::1/128")}
	tests := []struct {
		name, remote, xff, want string
	}{
		{"direct client", "203.0.113.9:5000", "", "203.0.113.9"},
		{"untrusted peer's header ignored", "203.0.113.9:5000", "1.2.3.4", "203.0.113.9"},
		{"trusted proxy", "10.0.0.2:5000", "198.51.100.7", "198.51.100.7"},
		{"spoofed left entry skipped", "10.0.0.2:5000", "1.2.3.4, 198.51.100.7", "198.51.100.7"},
		{"chain of proxies", "10.0.0.2:5000", "198.51.100.7, 10.0.0.5", "198.51.100.7"},
		{"only proxies", "10.0.0.2:5000", "10.0.0.9", "10.0.0.2"},
		{"garbage in chain", "10.0.0.2:5000", "not-an-ip", "10.0.0.2"},
		{"ipv6 proxy", "[::1]:5000", "2001:db8::7", "2001:db8::7"},
		{"mapped ipv4", "[::ffff:203.0.113.9]:5000", "", "203.0.113.9"},
	}
	for _, tt := range tests {
		req := httptest.NewRequest("GET", "/", nil)
		req.RemoteAddr = tt.remote
		if tt.xff != "" {
			req.Header.Set("X-Forwarded-For", tt.xff)
		}
		if got := clientIP(req, trusted).String(); got != tt.want {
			t.Errorf("%s: got %s, want %s", tt.name, got, tt.want)
		}
	}
}

func TestClientKeyGroupsIPv6ByPrefix(t *testing.T) {
	for _, tc := range []struct {
		ip   string
		bits int
		want string
	}{
		{"198.51.100.7", 64, "198.51.100.7"},
		{"2001:db8:1:2:3:4:5:6", 64, "2001:db8:1:2::/64"},
		{"2001:db8:1:2:ffff::1", 64, "2001:db8:1:2::/64"},
		{"2001:db8:1:2:3:4:5:6", 48, "2001:db8:1::/48"},
		{"2001:db8:1:2:3:4:5:6", 128, "2001:db8:1:2:3:4:5:6/128"},
		{"2001:db8::1", 0, "2001:db8::/64"}, // unset: /64
		{"fe80::1%eth0", 64, "fe80::/64"},
		{"::ffff:198.51.100.7", 64, "198.51.100.7"}, // clientIP unmaps these first
	} {
		ip := netip.MustParseAddr(tc.ip).Unmap()
		if got := clientKey(ip, tc.bits); got != tc.want {
			t.Errorf("clientKey(%s, %d) = %s, want %s", tc.ip, tc.bits, got, tc.want)
		}
	}
}
