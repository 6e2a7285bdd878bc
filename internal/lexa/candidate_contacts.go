package lexa

import (
	"regexp"
	"strings"
)

// CandidateContacts are the e-mail address and phone number a resume gives, beside its
// name (CandidateName): the first of each in the resume's text, as written; "" when none
// is found. Obfuscated addresses ("ana at example dot com") are not read.
func CandidateContacts(text string) (email, phone string) {
	if len(text) > maxContactScan {
		text = text[:maxContactScan] // contacts head a resume; a long one is not scanned whole
	}
	email = strings.TrimRight(resumeEmailRe.FindString(closeEmailGaps(text)), ".-")
	for _, m := range resumePhoneRe.FindAllStringIndex(text, -1) {
		if p := strings.TrimSpace(text[m[0]:m[1]]); isPhoneNumber(p) && !insideEmailOrWord(text, m[0], m[1]) {
			return email, p
		}
	}
	return email, ""
}

// closeEmailGaps joins an e-mail address OCR wrote with a space beside its "@"
// ("priya.r@ protonmail.com"): a scanner's small print often reads that way. Only a
// domain with a dot after the "@" is joined, so "meet @ 10" stays as it is.
//
// It also joins an address broken over two lines (joinBrokenEmails).
func closeEmailGaps(text string) string {
	if !strings.Contains(text, "@") {
		return text
	}
	text = joinBrokenEmails(text)
	if !strings.Contains(text, "@ ") && !strings.Contains(text, " @") {
		return text
	}
	return emailGapRe.ReplaceAllString(text, "$1@$2")
}

var emailGapRe = regexp.MustCompile(`([A-Za-z0-9._%+'-]) ?@ ?([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})`)

// joinBrokenEmails joins an e-mail address that a narrow column, or OCR, broke over two
// lines at one of its "@" or "." (blank lines between them aside):
//   - a line ending in an address cut after its "@" or a dot ("ana.silva@", "ana.silva@mail.")
//     whose next line starts with the rest of a domain ("mail.com", "com");
//   - a line that is nothing but the start of an address's name ("ana.", "ana_"), just
//     before or just after a line that starts with the rest of the address
//     ("silva@mail.com"): OCR may set a cut-off piece of a slanted line apart, after it.
//
// A line is joined only when the whole makes one address, so a sentence that ends in a
// word and a full stop stays as it is.
func joinBrokenEmails(text string) string {
	lines := strings.Split(text, "\n")
	next := func(i int) int { // the next line that holds something, or -1
		for j := i + 1; j < len(lines); j++ {
			if strings.TrimSpace(lines[j]) != "" {
				return j
			}
		}
		return -1
	}
	joined := false
	for i := 0; i < len(lines); i++ {
		j := next(i)
		if j < 0 {
			break
		}
		line, below := strings.TrimRight(lines[i], " \t"), strings.TrimSpace(lines[j])
		switch {
		case emailHeadRe.MatchString(line) && emailTailRe.MatchString(below):
			// "ana.silva@" / "mail.com": the domain goes on at the next line.
			lines[i], lines[j] = line+below, ""
			joined = true
		case emailNamePieceRe.MatchString(strings.TrimSpace(line)) && emailAtStartRe.MatchString(below):
			// "ana." / "silva@mail.com": the piece goes before the address under it.
			lines[i], lines[j] = "", strings.TrimSpace(line)+below
			joined = true
		case emailAtStartRe.MatchString(strings.TrimSpace(line)) && emailNamePieceRe.MatchString(below):
			// "silva@mail.com ..." / "ana.": OCR set the piece after the line it was cut from.
			lines[i], lines[j] = below+strings.TrimSpace(line), ""
			joined = true
		}
	}
	if !joined {
		return text
	}
	return strings.Join(lines, "\n")
}

var (
	// emailHeadRe is a line ending in an address cut after its "@" or after the first dot
	// of its domain ("ana@mail."); one cut after a whole domain ("ana@mail.com.") is an
	// address at the end of a sentence.
	emailHeadRe = regexp.MustCompile(`(?:^|\s)[A-Za-z0-9._%+'-]+@(?:[A-Za-z0-9-]+\.)?$`)
	// emailTailRe is a line starting with the rest of a domain, in small letters as
	// domains are written: labels, the last of them letters ("mail.com", "com").
	emailTailRe = regexp.MustCompile(`^(?:[a-z0-9-]+\.)*[a-z]{2,}(?:$|[\s|,;·])`)
	// emailNamePieceRe is a line that is only the start of an address's name, cut after a
	// dot, an underscore or a hyphen, in small letters as addresses are written: "ana.".
	emailNamePieceRe = regexp.MustCompile(`^[a-z0-9][a-z0-9._%+'-]*[._-]$`)
	// emailAtStartRe is a line starting with an address.
	emailAtStartRe = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._%+'-]*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?:$|[\s|,;·])`)
)

// maxContactScan bounds the text searched: a resume's contacts are on its first page.
const maxContactScan = 20_000

var (
	resumeEmailRe = regexp.MustCompile(`[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}`)
	// resumePhoneRe is a run of digits written as phone numbers are: an optional +country
	// code, groups split by spaces, dots, hyphens or an area code in parentheses:
	// +44 20 7946 0958, (512) 555-0199, +49 30 901820, 1 (206) 555-0111.
	resumePhoneRe = regexp.MustCompile(`(?:\+\s?)?(?:\d{1,4}[ .-]?)?(?:\(\d{1,5}\)[ .-]?)?\d[\d .-]{4,}\d`)
	// yearRangeRe and dateRe are the digit runs of a resume that are not numbers to call:
	// "2019 - 2023", "2015-2020", "03.2021", "2021-04-01".
	yearRangeRe = regexp.MustCompile(`^(?:19|20)\d\d\s*[-.–]\s*(?:(?:19|20)\d\d|\d\d)$`)
	dateRe      = regexp.MustCompile(`^(?:\d{1,4}[./-]\d{1,2}[./-]\d{1,4}|\d{1,2}[./-](?:19|20)\d\d)$`)
)

// isPhoneNumber tells a phone number from the other digit runs of a resume: 7 to 15
// digits (E.164's most), and not a year range or a date. One with neither a + nor an area
// code in parentheses needs 9 digits, so a postcode and a street number are not one.
func isPhoneNumber(s string) bool {
	n := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			n++
		}
	}
	marked := strings.HasPrefix(s, "+") || strings.Contains(s, "(")
	switch {
	case n < 7 || n > 15:
		return false
	case !marked && n < 9:
		return false
	case yearRangeRe.MatchString(s), dateRe.MatchString(s):
		return false
	}
	return true
}

// insideEmailOrWord tells whether the digits at text[start:end] are part of an address
// or a word ("ana.1985123@x.io", "ID12345678") rather than standing alone.
func insideEmailOrWord(text string, start, end int) bool {
	before := func(i int) byte {
		if i > 0 {
			return text[i-1]
		}
		return ' '
	}
	after := func(i int) byte {
		if i < len(text) {
			return text[i]
		}
		return ' '
	}
	isWord := func(c byte) bool {
		return c == '@' || c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
	}
	return isWord(before(start)) || isWord(after(end))
}
