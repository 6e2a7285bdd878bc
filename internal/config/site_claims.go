package config

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"

	"lexa/internal/lexa"
)

// maxSiteClaimLen bounds one claim: it is a figure or a short phrase put into a sentence
// ("500+", "24 hours"), never a paragraph.
const maxSiteClaimLen = 40

// loadSiteClaims sets the operator's claims: the defaults, with what SITE_CLAIMS_FILE
// names put over them. A file that cannot be read, is not one JSON object of strings,
// names an unknown claim or sets one to something a page could not show is refused, so
// the server does not start with a page that says something the operator did not mean.
func (c *Config) loadSiteClaims() error {
	c.SiteClaims = lexa.DefaultSiteClaims()
	if c.SiteClaimsFile == "" {
		return nil
	}
	data, err := os.ReadFile(c.SiteClaimsFile)
	if err != nil {
		return fmt.Errorf("SITE_CLAIMS_FILE: %w", err)
	}
	var f map[string]string
	if err := json.Unmarshal(data, &f); err != nil {
		return fmt.Errorf("SITE_CLAIMS_FILE: %s is not a JSON object of texts: %w", c.SiteClaimsFile, err)
	}
	fields := c.SiteClaims.SiteClaimFields()
	known := map[string]*string{}
	var keys []string
	for _, field := range fields {
		known[field.Key] = field.Value
		keys = append(keys, field.Key)
	}
	var errs []error
	for _, field := range fields { // in the file's documented order, so the errors come in one order
		v, ok := f[field.Key]
		if !ok {
			continue
		}
		if err := checkSiteClaim(v); err != nil {
			errs = append(errs, fmt.Errorf("SITE_CLAIMS_FILE: %s: %w", field.Key, err))
			continue
		}
		*field.Value = strings.TrimSpace(v)
	}
	var unknown []string
	for key := range f {
		if known[key] == nil {
			unknown = append(unknown, fmt.Sprintf("%q", key))
		}
	}
	if len(unknown) > 0 {
		slices.Sort(unknown)
		errs = append(errs, fmt.Errorf("SITE_CLAIMS_FILE: unknown claim %s (want %s)", strings.Join(unknown, ", "), strings.Join(keys, ", ")))
	}
	return errors.Join(errs...)
}

// checkSiteClaim accepts a short one-line text. "{{" is refused: the pages' tokens are
// written that way, and a claim must not look like one.
func checkSiteClaim(v string) error {
	v = strings.TrimSpace(v)
	switch {
	case v == "":
		return errors.New("empty; leave the key out to keep the default")
	case len([]rune(v)) > maxSiteClaimLen:
		return fmt.Errorf("at most %d characters, got %d", maxSiteClaimLen, len([]rune(v)))
	case strings.ContainsAny(v, "\r\n"):
		return errors.New("must be one line")
	case strings.Contains(v, "{{"):
		return errors.New(`must not contain "{{"`)
	}
	return nil
}
