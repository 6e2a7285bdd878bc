package webui

import (
	"net/http"
	"strings"
)

// ServeHTTP answers GET and HEAD: a route's page, the SPA shell for signed-in routes,
// a file, or the 404 page with status 404.
func (s *Site) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	p := r.URL.Path
	if len(p) > 1 && strings.HasSuffix(p, "/") {
		// One URL per page: /pricing/ and /pricing would otherwise be two documents. Only
		// a page of this site is redirected to, so the Location is always one of our own
		// paths: a path that decodes to //host, \host or a control character (an open
		// redirect once the slash is trimmed) is simply not a page.
		target := strings.TrimRight(p, "/")
		if target == "" {
			target = "/"
		}
		if _, ok := s.page(target); !ok {
			serve(w, r, s.notFound, http.StatusNotFound)
			return
		}
		if r.URL.RawQuery != "" {
			target += "?" + r.URL.RawQuery
		}
		http.Redirect(w, r, target, http.StatusPermanentRedirect)
		return
	}
	if res, ok := s.page(p); ok {
		serve(w, r, res, http.StatusOK)
		return
	}
	if res, ok := s.files[p]; ok {
		serve(w, r, res, http.StatusOK)
		return
	}
	serve(w, r, s.notFound, http.StatusNotFound)
}

func serve(w http.ResponseWriter, r *http.Request, res *resource, status int) {
	v := res.variants[negotiate(r.Header.Get("Accept-Encoding"), res)]
	h := w.Header()
	for name, values := range v.headers { // by canonical name, without allocating
		h[name] = values
	}
	if status == http.StatusOK && etagMatches(r.Header.Get("If-None-Match"), v.etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	h["Content-Length"] = v.length
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(v.body) // a failed write is a gone client; nothing to tell it
	}
}

// negotiate picks brotli, then gzip, then identity, among the variants the resource has
// and the client accepts (q=0 refuses; * stands for encodings not named).
func negotiate(accept string, res *resource) encoding {
	if accept == "" || !res.compressed {
		return identity
	}
	var br, gz, star, brSeen, gzSeen bool
	for part := range strings.SplitSeq(accept, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		ok := !refused(params)
		switch strings.ToLower(strings.TrimSpace(name)) {
		case "br":
			br, brSeen = ok, true
		case "gzip", "x-gzip":
			gz, gzSeen = ok, true
		case "*":
			star = ok
		}
	}
	br = br || (star && !brSeen)
	gz = gz || (star && !gzSeen)
	switch {
	case br && res.variants[brotlied] != nil:
		return brotlied
	case gz && res.variants[gzipped] != nil:
		return gzipped
	}
	return identity
}

// refused reports whether the parameters carry q=0 (q=0, q=0.0, q=0.000).
func refused(params string) bool {
	for p := range strings.SplitSeq(params, ";") {
		k, v, _ := strings.Cut(strings.TrimSpace(p), "=")
		if strings.EqualFold(strings.TrimSpace(k), "q") {
			v = strings.TrimSpace(v)
			return strings.Trim(v, "0.") == "" && v != ""
		}
	}
	return false
}

// etagMatches implements If-None-Match's weak comparison.
func etagMatches(header, etag string) bool {
	if header == "" {
		return false
	}
	for candidate := range strings.SplitSeq(header, ",") {
		candidate = strings.TrimPrefix(strings.TrimSpace(candidate), "W/")
		if candidate == etag || candidate == "*" {
			return true
		}
	}
	return false
}
