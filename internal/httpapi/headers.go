package httpapi

import "net/http"

// apiCSP is the policy for everything that is not a page: nothing may load or frame it.
// Pages get their own, stricter-where-it-matters policy from the webui package.
const apiCSP = "default-src 'none'; object-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

// securityHeaders sets the headers every response carries. A handler may replace the
// Content-Security-Policy (pages do) because these are set before it runs.
//
// The headers are made once: each request gets the same value slices, assigned by their
// canonical names, which costs no allocation. Header.Set and Add replace or append (a
// slice of capacity one is copied on append), so no handler can change a shared value.
func securityHeaders(https bool, next http.Handler) http.Handler {
	every := http.Header{}
	every.Set("Content-Security-Policy", apiCSP)
	every.Set("X-Content-Type-Options", "nosniff")
	every.Set("Referrer-Policy", "strict-origin-when-cross-origin")
	every.Set("X-Frame-Options", "DENY")
	every.Set("Cross-Origin-Opener-Policy", "same-origin")
	every.Set("Permissions-Policy", "camera=(), geolocation=(), payment=(), usb=()")
	if https {
		every.Set("Strict-Transport-Security", "max-age=63072000; includeSubDomains")
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		for name, values := range every {
			h[name] = values
		}
		next.ServeHTTP(w, r)
	})
}
