package lexa

import (
	"regexp"
	"strings"
	"unicode/utf16"
)

var (
	scriptBlock = regexp.MustCompile(`(?is)<script\b[^>]*>.*?</script\s*>`)
	htmlTag     = regexp.MustCompile(`<[^>]*>`)
)

// Sanitize is what every submitted text goes through before it is validated or stored
// (docs/product.md, "Validation rules"): script blocks and then all HTML tags are
// removed, then the text is trimmed. Output is still escaped wherever it is shown; this only keeps markup out of
// the data. Bytes that are not UTF-8 become U+FFFD, as the JSON decoder would make them,
// so what is stored is always text (PostgreSQL refuses anything else).
func Sanitize(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	s = scriptBlock.ReplaceAllString(s, "")
	s = htmlTag.ReplaceAllString(s, "")
	return strings.TrimSpace(s)
}

// textLength counts UTF-16 code units, as the browser's validation does, so a limit
// means the same on both sides.
func textLength(s string) int {
	n := 0
	for _, r := range s {
		n += utf16.RuneLen(r)
	}
	return n
}

// emailPattern is the address check the browser's schema uses (zod's email pattern):
// ASCII letters, spelled out. Go's (?i) would fold Unicode case too and let 'ſ' stand for
// 's' and the Kelvin sign for 'k' (issue 18), which zod never accepts.
var emailPattern = regexp.MustCompile(`^[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$`)

// ValidEmail tells whether s is an e-mail address as the site accepts them: ASCII only.
func ValidEmail(s string) bool {
	return emailPattern.MatchString(s) && !strings.HasPrefix(s, ".") && !strings.Contains(s, "..")
}

// CanonicalEmail is the one form in which two addresses are the same account's: trimmed,
// with ASCII letters lower-cased and nothing else changed. Accounts, ADMIN_EMAILS, the
// per-account limits and Google sign-in all compare it. Only ASCII addresses are
// accepted (ValidEmail), so no Unicode folding can make two mailboxes one account.
func CanonicalEmail(s string) string {
	s = strings.TrimSpace(s)
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + ('a' - 'A')
		}
	}
	return string(b)
}

// fieldErrors collects the first problem of each field.
type fieldErrors map[string]string

func (f fieldErrors) add(field, message string) {
	if _, seen := f[field]; !seen {
		f[field] = message
	}
}

func (f fieldErrors) maxLen(field, value string, limit int, message string) {
	if textLength(value) > limit {
		f.add(field, message)
	}
}

// err is nil when there were no problems, else the validation error the API returns.
func (f fieldErrors) err() error {
	if len(f) == 0 {
		return nil
	}
	return &Error{Code: EInvalid, Message: "Some fields contain invalid data.", Fields: f}
}
