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
