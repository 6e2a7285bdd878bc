package resume

import (
	"slices"
	"strings"
	"sync"

	"lexa/internal/ai/text"
)

// A commercial driver's endorsements are often written as their letters beside the word:
// "CDL-A with H, N and X endorsements", "Endorsements: H/N/T". A lone capital letter is
// only an endorsement there, so the letters are read in a short window around
// "endorsement(s)" and nowhere else. To teach a letter, add it to endorsementLetters.

// endorsementLetters map a CDL endorsement's letter to its skill's name in the vocabulary.
var endorsementLetters = map[string]string{
	"H": "Hazmat endorsement",
	"N": "Tanker endorsement",
	"T": "Doubles/triples endorsement",
	"X": "X endorsement",
}

var (
	// letterListBeforeRe is a list of letters ending right before "endorsement".
	letterListBeforeRe = text.Lazy(`((?:\b[HNTX]\b\s*(?:[,/&]|\band\b|\bor\b)?\s*)+)\)?\s*$`)
	// letterListAfterRe is one starting right after it: "s: H, N, X", " (H/N)".
	letterListAfterRe = text.Lazy(`^s?\s*(?:[:(–-]\s*)?((?:\b[HNTX]\b(?:\s*(?:,|/|&|\band\b|\bor\b)\s*)?)+)`)
	letterRe          = text.Lazy(`\b[HNTX]\b`)
)

// endorsementSkills are the letters' skill ids, found once.
var endorsementSkills = sync.OnceValue(func() map[string]int {
	out := map[string]int{}
	for i, s := range skillList() {
		for letter, name := range endorsementLetters {
			if s.name == name {
				out[letter] = i
			}
		}
	}
	return out
})

// withEndorsementLetters adds to hits (in text order) the endorsements s names by letter
// around the word "endorsement", unless a hit is already there.
func withEndorsementLetters(s string, hits []skillHit) []skillHit {
	if !strings.Contains(s, "ndorsement") && !strings.Contains(s, "NDORSEMENT") {
		return hits
	}
	lower := strings.ToLower(s)
	added := false
	for at := 0; ; {
		k := strings.Index(lower[at:], "endorsement")
		if k < 0 {
			break
		}
		word := at + k
		at = word + len("endorsement")
		from := max(0, word-30)
		if m := letterListBeforeRe.FindStringSubmatchIndex(s[from:word]); m != nil {
			hits, added = addLetters(s, from+m[2], from+m[3], hits), true
		}
		to := min(len(s), at+30)
		if m := letterListAfterRe.FindStringSubmatchIndex(s[at:to]); m != nil {
			hits, added = addLetters(s, at+m[2], at+m[3], hits), true
		}
	}
	if added {
		slices.SortStableFunc(hits, func(a, b skillHit) int { return a.start - b.start })
	}
	return hits
}

// addLetters adds a hit for each endorsement letter in s[from:to] not already a hit.
func addLetters(s string, from, to int, hits []skillHit) []skillHit {
	for _, m := range letterRe.Regexp().FindAllStringIndex(s[from:to], -1) {
		start := from + m[0]
		id, ok := endorsementSkills()[s[start:start+1]]
		if !ok || slices.ContainsFunc(hits, func(h skillHit) bool { return h.start == start }) {
			continue
		}
		hits = append(hits, skillHit{skill: id, start: start, end: start + 1})
	}
	return hits
}
