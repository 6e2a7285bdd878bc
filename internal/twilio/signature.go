package twilio

import (
	"crypto/hmac"
	"crypto/sha1"
	"crypto/subtle"
	"encoding/base64"
	"net/url"
	"sort"
)

// Signature is what Twilio sends in X-Twilio-Signature for a request to fullURL with the
// POST parameters params: base64 of HMAC-SHA1, keyed with the account's auth token, over
// the URL followed by each parameter's name and value, sorted by name
// (https://www.twilio.com/docs/usage/security#validating-requests). A name given more
// than once contributes each value, in the order sent.
func Signature(authToken, fullURL string, params url.Values) string {
	mac := hmac.New(sha1.New, []byte(authToken))
	mac.Write([]byte(fullURL))
	names := make([]string, 0, len(params))
	for name := range params {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		for _, v := range params[name] {
			mac.Write([]byte(name))
			mac.Write([]byte(v))
		}
	}
	return base64.StdEncoding.EncodeToString(mac.Sum(nil))
}

// ValidSignature tells whether signature is Twilio's for the request, compared in
// constant time; an empty one never is.
func ValidSignature(authToken, fullURL string, params url.Values, signature string) bool {
	if signature == "" || authToken == "" {
		return false
	}
	want := Signature(authToken, fullURL, params)
	return subtle.ConstantTimeCompare([]byte(want), []byte(signature)) == 1
}
