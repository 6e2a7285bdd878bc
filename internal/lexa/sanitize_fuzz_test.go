package lexa

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// Whatever is submitted, what Sanitize keeps holds no tag, is valid UTF-8, is trimmed,
// is never longer than what came in, and sanitising it again changes nothing.
func FuzzSanitize(f *testing.F) {
	for _, seed := range []string{
		"", "  Jo Smith  ", "<b>Jo</b>", "<script>alert(1)</script>Jo", "<SCRIPT src=x>\n</script >",
		"<<a>b>", "<scr<script>x</script>ipt>alert(1)</script>", "a < b and c > d", "<", "x<!-- <b> -->y",
		"<img src=x onerror=alert(1)//", "Jo\xff\xfe<b\xc0>", "\u00a0<i>\u200b</i>\u3000", "😀<p>é</p>",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, in string) {
		out := Sanitize(in)
		checkSanitized(t, "Sanitize", out)
		if textLength(out) > textLength(in) {
			t.Fatalf("Sanitize(%q) = %q is longer than its input", in, out)
		}
		if again := Sanitize(out); again != out {
			t.Fatalf("Sanitize is not stable: %q → %q → %q", in, out, again)
		}
	})
}

// checkSanitized fails unless s could have come out of Sanitize: valid UTF-8, trimmed,
// and no '<' with a '>' anywhere after it.
func checkSanitized(t *testing.T, field, s string) {
	t.Helper()
	if !utf8.ValidString(s) {
		t.Fatalf("%s: %q is not valid UTF-8", field, s)
	}
	if strings.TrimSpace(s) != s {
		t.Fatalf("%s: %q is not trimmed", field, s)
	}
	if i := strings.IndexByte(s, '<'); i >= 0 && strings.IndexByte(s[i:], '>') > 0 {
		t.Fatalf("%s: %q still holds a tag", field, s)
	}
}

// checkFits fails when a sanitised field is longer than its limit (in UTF-16 units, as
// the browser counts).
func checkFits(t *testing.T, field, s string, limit int) {
	t.Helper()
	checkSanitized(t, field, s)
	if textLength(s) > limit {
		t.Fatalf("%s: %d characters accepted, the limit is %d", field, textLength(s), limit)
	}
}

// checkUserError fails unless err is nil or what the API shows a user: a *Error with the
// validation code and a message, and a message for each field it names (from fields).
func checkUserError(t *testing.T, err error, fields ...string) {
	t.Helper()
	if err == nil {
		return
	}
	e, ok := err.(*Error)
	if !ok {
		t.Fatalf("raw error %T for user input: %v", err, err)
	}
	if e.Code != EInvalid || strings.TrimSpace(e.Message) == "" {
		t.Fatalf("error %+v: want the validation code and a message", e)
	}
	for field, message := range e.Fields {
		if !slices.Contains(fields, field) || strings.TrimSpace(message) == "" {
			t.Fatalf("field error %q: %q; fields are %v", field, message, fields)
		}
	}
}
