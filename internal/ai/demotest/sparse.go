package demotest

import (
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"lexa/internal/ai/adversarial"
	"lexa/internal/ai/text"
)

// SparseTexts are texts to compare sparse expressions on: the package's own (its tests'
// resumes, jobs or leads), then the corpus's hostile shapes (cut to 160 bytes, past
// text.ShortText, where the sparse search runs) and the corners of its rules: word
// boundaries next to letters the case-blind patterns fold ("ſ" is an "s", "K" a "k"),
// invalid UTF-8, runs of digits and commas.
func SparseTexts(own ...string) []string {
	texts := append(slices.Clip(own),
		"MS in CS, B.S. in Math, Ph.D, M.B.A, aſecondary school, high  school, MS (Stats), a.a.s",
		"Jan 2020 - Present, 03/2019 to 06/2021, 2019–2020, sept. 2018 through now",
		"at least 5+ years, five or more years, 3-5 yrs, min. 2 years of experience",
		"Required: Go, nice to have Rust, a big plus, would be a plus, not required, must-haves",
		"at 10 am, 10:30, @ 3, at ten o'clock, my name is Ann Lee, I'm Bob, under Żaneta, March 5th, 12:30pm, 9.30 a.m.",
		"12,12,1 seats, ,,5 agents 1,,2 calls a day 3 inbound calls per week 7,7 x 8 seats 1,2,3,4 - users",
		"needs x-needs CFO approval, sign-off from the CFO, using Zendesk, renews in Q3 2027, within 2-3 weeks, $5k-$10k, usd 3",
		"\xffMS (x) 4-year degree BA degree _MS in x Ka.a.s \xe2\x80 ſeats 12 ſtaff",
	)
	seen := map[string]bool{}
	add := func(s string) {
		s = s[:min(len(s), 160)]
		for len(s) > 0 && !utf8.ValidString(s) {
			s = s[:len(s)-1] // cut between characters; invalid input stays in the corners above
		}
		if !seen[s] {
			seen[s] = true
			texts = append(texts, s)
		}
	}
	for _, in := range adversarial.Leads() {
		add(in.Text)
	}
	for _, in := range adversarial.Invoices() {
		add(in.Text)
	}
	for _, r := range adversarial.Recruitments() {
		add(r.Resume)
	}
	for _, c := range adversarial.Chats() {
		add(c.Messages[len(c.Messages)-1].Content)
	}
	return texts
}

// SameAsRegexp checks that each sparse expression of patterns (by name) finds exactly
// what the regexp package finds: the same matches, in the same places, with the same
// submatches, on every text, and on a short text with text before and after it (which
// moves it past text.ShortText).
func SameAsRegexp(t *testing.T, patterns map[string]*text.SparseRegexp, texts []string) {
	t.Helper()
	pad := strings.Repeat("~", text.ShortText)
	for _, in := range texts {
		variants := []string{in}
		if len(in) <= text.ShortText {
			variants = append(variants, pad+in, in+pad)
		}
		for _, s := range variants {
			for name, re := range patterns {
				if want, got := re.Regexp().FindAllStringSubmatchIndex(s, -1), re.FindAllStringSubmatchIndex(s, -1); !reflect.DeepEqual(want, got) {
					t.Fatalf("%s on %q:\nregexp %v\nsparse %v", name, s, want, got)
				}
				if want, got := re.Regexp().FindStringIndex(s), re.FindStringIndex(s); !reflect.DeepEqual(want, got) {
					t.Fatalf("%s, first match on %q: regexp %v, sparse %v", name, s, want, got)
				}
				if want, got := re.Regexp().FindStringSubmatchIndex(s), re.FindStringSubmatchIndex(s); !reflect.DeepEqual(want, got) {
					t.Fatalf("%s, first match's submatches on %q: regexp %v, sparse %v", name, s, want, got)
				}
			}
		}
	}
}
