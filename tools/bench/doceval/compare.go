package main

import (
	"math"
	"strconv"
	"strings"
	"time"
	"unicode"
)

// same tells whether a field read agrees with the expected value, as a person checking
// the reading would judge it.
func same(field, want, got string) bool {
	switch field {
	case "vendor", "name":
		return want != "" && letters(want) == letters(got) // case, spaces and punctuation aside
	case "invoiceNumber":
		return strings.EqualFold(noSpaces(want), noSpaces(strings.TrimLeft(got, "#: ")))
	case "date":
		return want == isoDate(got)
	case "total":
		w, err1 := strconv.ParseFloat(want, 64)
		g, err2 := strconv.ParseFloat(plainNumber(got), 64)
		return err1 == nil && err2 == nil && math.Abs(w-g) < 0.005
	case "email":
		return strings.EqualFold(want, got)
	case "phone":
		return digits(want) != "" && digits(want) == digits(got)
	}
	return false
}

// letters keeps the letters and digits, lower-cased: "Müller & Söhne GmbH" is "müllersöhnegmbh".
func letters(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return unicode.ToLower(r)
		}
		return -1
	}, s)
}

func digits(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s)
}

func noSpaces(s string) string { return strings.Join(strings.Fields(s), "") }

// dateLayouts are the forms a reading's date may come in; the invoice reader gives
// YYYY-MM-DD today, and another reader may not.
var dateLayouts = []string{"2006-01-02", "2006/01/02", "January 2, 2006", "Jan 2, 2006", "2 January 2006", "02.01.2006", time.RFC3339}

// isoDate is got as YYYY-MM-DD, or got itself when no layout reads it.
func isoDate(got string) string {
	got = strings.TrimSpace(got)
	for _, l := range dateLayouts {
		if t, err := time.Parse(l, got); err == nil {
			return t.Format("2006-01-02")
		}
	}
	return got
}

// plainNumber reads an amount as written ("$1,265.28", "1.265,28 €", "¥126,500") as a
// bare decimal number: the last "." or "," followed by one or two digits is the
// decimal separator, every other separator groups thousands.
func plainNumber(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= '0' && r <= '9' || r == '.' || r == ',' || r == '-' {
			b.WriteRune(r)
		}
	}
	n := b.String()
	if i := strings.LastIndexAny(n, ".,"); i >= 0 && len(n)-i-1 <= 2 {
		return strings.NewReplacer(".", "", ",", "").Replace(n[:i]) + "." + n[i+1:]
	}
	return strings.NewReplacer(".", "", ",", "").Replace(n)
}
