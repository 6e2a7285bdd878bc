package lexa

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"unicode"
)

// A document is a duplicate (docs/api.md, "duplicate_of") when an earlier document of
// the same service that still exists has the same file — FileSHA256 of the bytes, known
// at upload — or, for an invoice, the same InvoiceKey, known once it is read. The store
// keeps both with the document and finds the earliest match when a document is read, so
// deleting the earlier one never leaves a later one pointing at nothing (decision 0057).

// FileSHA256 is the hex SHA-256 of a file's bytes.
func FileSHA256(body []byte) string {
	sum := sha256.Sum256(body)
	return hex.EncodeToString(sum[:])
}

// InvoiceKey is an invoice's vendor and number compared without case, spaces or
// punctuation: "ACME Supplies, Inc." and "acme supplies inc" are one vendor, "INV-1042"
// and "inv 1042" one number. It is "" when either was not read: nothing to match.
func InvoiceKey(vendor, number string) string {
	v, n := keyLetters(vendor), keyLetters(number)
	if v == "" || n == "" {
		return ""
	}
	return v + "|" + n
}

// keyLetters keeps the letters and digits of s, lower-cased.
func keyLetters(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return unicode.ToLower(r)
		}
		return -1
	}, s)
}
