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
