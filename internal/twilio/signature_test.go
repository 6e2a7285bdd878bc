package twilio

import (
	"net/url"
	"testing"
)

// TestSignatureVector is the example of Twilio's documentation ("Validating Requests are
// coming from Twilio"): auth token 12345, the URL with its query, five POST parameters.
func TestSignatureVector(t *testing.T) {
	params := url.Values{
		"CallSid": {"CA1234567890ABCDE"},
		"Caller":  {"+12349013030"},
		"Digits":  {"1234"},
		"From":    {"+12349013030"},
		"To":      {"+18005551212"},
	}
	const u = "https://mycompany.com/myapp.php?foo=1&bar=2"
	const want = "0/KCTR6DLpKmkAf8muzZqo1nDgQ="
	if got := Signature("12345", u, params); got != want {
		t.Fatalf("Signature = %q, want %q", got, want)
	}
	if !ValidSignature("12345", u, params, want) {
		t.Fatal("the documented signature was refused")
	}
	for name, c := range map[string]struct {
		token, url, sig string
		params          url.Values
	}{
		"empty signature": {"12345", u, "", params},
		"other token":     {"54321", u, want, params},
		"other url":       {"12345", "https://mycompany.com/myapp.php?foo=1&bar=3", want, params},
		"other param":     {"12345", u, want, url.Values{"CallSid": {"CA1234567890ABCDE"}, "Caller": {"+12349013030"}, "Digits": {"1235"}, "From": {"+12349013030"}, "To": {"+18005551212"}}},
		"extra param":     {"12345", u, want, url.Values{"CallSid": {"CA1234567890ABCDE"}, "Caller": {"+12349013030"}, "Digits": {"1234"}, "From": {"+12349013030"}, "To": {"+18005551212"}, "X": {""}}},
		"empty token":     {"", u, Signature("", u, params), params},
	} {
		if ValidSignature(c.token, c.url, c.params, c.sig) {
			t.Errorf("%s: accepted", name)
		}
	}
}
