package httpapi

import (
	"net/http"
	"net/netip"
	"strings"
)

// clientIP is the address rate limits and audit rows use. X-Forwarded-For is believed
// only when the direct peer is a trusted proxy; the client is then the right-most
// address in the chain that is not itself a trusted proxy (left-most entries are
// whatever the client chose to send).
func clientIP(r *http.Request, trusted []netip.Prefix) netip.Addr {
	peer, _ := remoteAddr(r)
	if !peerTrusted(r, trusted) {
		return peer
	}
	hops := forwardedFor(r.Header.Values("X-Forwarded-For"))
	for i := len(hops) - 1; i >= 0; i-- {
		addr, err := netip.ParseAddr(hops[i])
		if err != nil {
			return peer // a malformed chain is not evidence of anything
		}
		addr = addr.Unmap()
		if !inPrefixes(addr, trusted) {
			return addr
		}
	}
	return peer
}

func remoteAddr(r *http.Request) (netip.Addr, bool) {
	ap, err := netip.ParseAddrPort(r.RemoteAddr)
	if err != nil {
		return netip.Addr{}, false
	}
	return ap.Addr().Unmap(), true
}

func forwardedFor(values []string) []string {
	var hops []string
	for _, v := range values {
		for _, part := range strings.Split(v, ",") {
			if part = strings.TrimSpace(part); part != "" {
				hops = append(hops, part)
			}
		}
	}
	return hops
}

func inPrefixes(addr netip.Addr, prefixes []netip.Prefix) bool {
	for _, p := range prefixes {
		if p.Contains(addr) {
			return true
		}
	}
	return false
}

// peerTrusted tells whether the direct peer is one of the trusted proxies.
func peerTrusted(r *http.Request, trusted []netip.Prefix) bool {
	peer, ok := remoteAddr(r)
	return ok && inPrefixes(peer, trusted)
}

// defaultIPv6Prefix is what one IPv6 customer line or host is given: a /64.
const defaultIPv6Prefix = 64

// clientKey names a client for the per-address limits: an IPv4 address as it is, an
// IPv6 address by its first prefixBits bits ("2001:db8:1:2::/64"). Anyone with a /64 has
// 2^64 addresses to hand; counting each alone would let them walk around every limit.
// Audit rows keep the whole address.
func clientKey(ip netip.Addr, prefixBits int) string {
	if !ip.IsValid() || ip.Is4() {
		return ip.String()
	}
	if prefixBits <= 0 || prefixBits > 128 {
		prefixBits = defaultIPv6Prefix
	}
	p, err := ip.WithZone("").Prefix(prefixBits)
	if err != nil {
		return ip.String()
	}
	return p.String()
}
