package lexa

// returnPaths are the pages a visitor may be sent back to after signing in: through
// Google, through the verification link, or by the web app after a password sign-in
// (web/app/lib/return-path.ts keeps the same list; testdata/return-paths.json pins both).
// A fixed list, not a pattern, so a return parameter can never send anyone off-site or to
// a page that does not expect them.
var returnPaths = map[string]bool{
	"/":                  true,
	"/dashboard":         true,
	"/analytics":         true,
	"/settings":          true,
	"/settings?delete=1": true,
}

// ReturnPath is p when it is an allowed return page, else fallback.
func ReturnPath(p, fallback string) string {
	if returnPaths[p] {
		return p
	}
	return fallback
}

// IsReturnPath tells whether p is an allowed return page.
func IsReturnPath(p string) bool { return returnPaths[p] }
