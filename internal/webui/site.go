// Package webui serves the built web app: prerendered public pages, the SPA shell for
// signed-in pages, the 404 page with status 404, and hashed assets. Everything is read
// and prepared once at start-up (brand values filled in, CSP hashes computed, variants
// compressed), so a request only picks bytes and headers from memory.
package webui

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"lexa/internal/lexa"
)

// Brand holds the values the pages show that come from configuration, not the build.
type Brand struct {
	SiteName     string
	ContactEmail string
	ContactPhone string
	ContactCity  string
	SocialURL    string
	BaseURL      string // origin without trailing slash, for canonical links and the sitemap
	Year         string
	// AvatarSource is a CSP source for users' pictures hosted by their sign-in provider
	// (Google's), allowed in img-src; empty allows none.
	AvatarSource string
	// GoogleSignIn is whether 'Continue with Google' works here (GOOGLE_CLIENT_ID is set):
	// the pages' <meta name="lexa:google-sign-in"> says "on" or "off", and the sign-in
	// dialog offers the button only when it is on.
	GoogleSignIn bool
	// Plans are the plan catalogue's figures: every price and saving the pages show.
	Plans lexa.CatalogFigures
	// Claims are the operator's own figures (SITE_CLAIMS_FILE), such as "500+" businesses.
	Claims lexa.SiteClaims
}

// siteMap is written by the web build (web/app/site-map.json): which routes exist. A
// signed-in route may have parameters, one path segment each ("/dashboard/services/:id").
type siteMap struct {
	Public   []string `json:"public"`
	SignedIn []string `json:"signedIn"`
	NotFound string   `json:"notFound"`
}

const (
	siteMapFile     = "site-map.json"
	spaFallbackFile = "__spa-fallback.html"
)

// Site is the http.Handler for the web app.
type Site struct {
	pages    map[string]*resource // route → prerendered page
	files    map[string]*resource // URL path → asset or public file
	spa      *resource            // shell for signed-in routes
	patterns [][]string           // signed-in routes with parameters, split at "/"
	notFound *resource
}

// New prepares every file of the built app in fsys (the client build directory).
func New(fsys fs.FS, brand Brand) (*Site, error) {
	raw, err := fs.ReadFile(fsys, siteMapFile)
	if err != nil {
		return nil, fmt.Errorf("web app: %w (is the web app built? run make build)", err)
	}
	var sm siteMap
	if err := json.Unmarshal(raw, &sm); err != nil {
		return nil, fmt.Errorf("web app: %s: %w", siteMapFile, err)
	}
	subst := newBrandFiller(brand)
	z := newCompressor()
	s := &Site{pages: map[string]*resource{}, files: map[string]*resource{}}

	page := func(file string) (*resource, error) {
		html, err := fs.ReadFile(fsys, file)
		if err != nil {
			return nil, fmt.Errorf("web app: %w", err)
		}
		res, err := newPage(html, subst, z, brand.AvatarSource)
		if err != nil {
			return nil, fmt.Errorf("web app: %s: %w", file, err)
		}
		return res, nil
	}
	for _, route := range sm.Public {
		if s.pages[route], err = page(routeFile(route)); err != nil {
			return nil, err
		}
	}
	if s.spa, err = page(spaFallbackFile); err != nil {
		return nil, err
	}
	for _, route := range sm.SignedIn {
		if strings.Contains(route, "/:") {
			s.patterns = append(s.patterns, strings.Split(route, "/"))
			continue
		}
		s.pages[route] = s.spa
	}
	if s.notFound, err = page(routeFile(sm.NotFound)); err != nil {
		return nil, err
	}
	if err := s.addSEOFiles(sm, brand.BaseURL, z); err != nil {
		return nil, err
	}

	err = fs.WalkDir(fsys, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !servedAsFile(name) {
			return err
		}
		res, err := newFile(fsys, name)
		if err != nil {
			return fmt.Errorf("web app: %s: %w", name, err)
		}
		s.files["/"+name] = res
		return nil
	})
	if err != nil {
		return nil, err
	}
	for _, res := range s.pages {
		res.prepareHeaders()
	}
	for _, res := range s.files {
		res.prepareHeaders()
	}
	s.spa.prepareHeaders()
	s.notFound.prepareHeaders()
	return s, nil
}

// page is the document of a route: a page by its path, or the app shell for a path a
// signed-in route with parameters matches.
func (s *Site) page(p string) (*resource, bool) {
	if res, ok := s.pages[p]; ok {
		return res, true
	}
	parts := strings.Split(p, "/")
	for _, pattern := range s.patterns {
		if matchRoute(pattern, parts) {
			return s.spa, true
		}
	}
	return nil, false
}

// matchRoute tells whether a path's segments fit a route's: the same words, and any
// non-empty segment where the route has a parameter.
func matchRoute(pattern, parts []string) bool {
	if len(pattern) != len(parts) {
		return false
	}
	for i, seg := range pattern {
		if strings.HasPrefix(seg, ":") {
			if parts[i] == "" {
				return false
			}
		} else if seg != parts[i] {
			return false
		}
	}
	return true
}

// routeFile is where the prerenderer wrote a route's HTML.
func routeFile(route string) string {
	if route == "/" {
		return "index.html"
	}
	return path.Join(strings.TrimPrefix(route, "/"), "index.html")
}

// servedAsFile excludes what is only reachable through a route (HTML), compressed
// variants (picked by content negotiation) and the build's own bookkeeping.
func servedAsFile(name string) bool {
	switch {
	case name == siteMapFile,
		strings.HasSuffix(name, ".html"),
		strings.HasSuffix(name, ".gz"),
		strings.HasSuffix(name, ".br"):
		return false
	}
	return true
}

// errLeftoverToken means the build uses a brand token this server does not know.
var errLeftoverToken = errors.New("unreplaced {{lexa:…}} token; the web app and server disagree on brand, catalogue or claim fields")
