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
// (SPEC.md section 5): script blocks and then all HTML tags are removed, then the text is
// trimmed. Output is still escaped wherever it is shown; this only keeps markup out of
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

// emailPattern is the address check the browser's schema uses (zod's email pattern).
var emailPattern = regexp.MustCompile(`^(?i)[a-z0-9_'+\-.]*[a-z0-9_+-]@([a-z0-9][a-z0-9\-]*\.)+[a-z]{2,}$`)

// ValidEmail tells whether s is an e-mail address as the site accepts them.
func ValidEmail(s string) bool {
	return emailPattern.MatchString(s) && !strings.HasPrefix(s, ".") && !strings.Contains(s, "..")
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
