package resume

import (
	"sort"
	"strings"
	"sync"
	"unicode"
)

// The skills vocabulary: what the resume analyzer recognises as a skill, with the ways people
// write it. The entries live in skills_vocab_*.go as tables that read like a glossary; this
// file turns them into a phrase index once, on first use, and finds skills in a text in one
// left-to-right pass (longest phrase first at each word), so a 20,000-character text costs a
// few map look-ups per word.

// skill is one entry of the vocabulary.
type skill struct {
	name     string // how the analysis names it
	category string // the vocabulary section it comes from ("Programming languages", …)
	family   string // skills of one family can stand in for each other in part ("" = none)
	implies  []int  // skills that having this one proves (Django proves Python)
	tech     bool   // from the technical vocabulary (skillVocabTech)
}

// skillPhrase is one way of writing a skill, as tokens.
type skillPhrase struct {
	tokens        []string // lower case, or as written when caseSensitive
	caseSensitive bool     // "Go", "R", "Swift": only the capitalised word is the skill
	// contextual phrases ("C", "R", "Express") are ordinary letters or words too
	// ("Schedules C and E", "H&R Block", "Holiday Inn Express"): they count only on a
	// line that names another technical skill.
	contextual bool
	skill      int // index in skillList(), or -1 for a phrase that only hides words ("go to market")
}

// skillToken is a word of a text as the skill matcher sees it: unlike words(), it keeps the
// characters that are part of skill names ("c++", "c#", ".net", "node.js").
type skillToken struct {
	lower, orig string
	start       int  // byte offset in the text
	dotAfter    bool // followed by "." and then a space or the end, as an initial is ("John C. Smith")
}

// skillVocab is the vocabulary, parsed and indexed.
type skillVocab struct {
	skills  []skill
	phrases []skillPhrase
	index   map[string][]int // a phrase's first token (lower case) to its phrases, longest first
}

// vocabulary is the vocabulary, built on first use rather than at start-up: a server that
// reads no resume never needs it (it is most of what the analyzer holds besides its
// expressions, see text.SparseRegexp).
var vocabulary = sync.OnceValue(func() skillVocab {
	skills, phrases := buildSkillVocabulary(skillVocabTech + skillVocabBusiness + skillVocabTrades)
	idx := make(map[string][]int)
	for i, p := range phrases {
		first := strings.ToLower(p.tokens[0])
		idx[first] = append(idx[first], i)
	}
	for _, list := range idx {
		sort.SliceStable(list, func(a, b int) bool {
			return len(phrases[list[a]].tokens) > len(phrases[list[b]].tokens)
		})
	}
	return skillVocab{skills: skills, phrases: phrases, index: idx}
})

// skillList is the vocabulary's skills.
func skillList() []skill { return vocabulary().skills }

// skillPhrases is the vocabulary's ways of writing its skills.
func skillPhrases() []skillPhrase { return vocabulary().phrases }

// skillIndex maps a phrase's first token (lower case) to its phrases, longest first.
func skillIndex() map[string][]int { return vocabulary().index }

// techCategories are the categories of the technical vocabulary.
func techCategories() map[string]bool {
	m := map[string]bool{}
	for _, line := range strings.Split(skillVocabTech, "\n") {
		if line = strings.TrimSpace(line); strings.HasPrefix(line, "#") {
			m[strings.TrimSpace(line[1:])] = true
		}
	}
	return m
}

// buildSkillVocabulary parses the vocabulary tables. A "# Title" line starts a category; an
// entry is "Name | family | implied names | aliases", where an alias written "=Word" matches
// only that exact capitalisation, one written "~alias" only beside another technical skill
// on its line (skillPhrase.contextual), and the name itself is an alias unless it is listed
// as "=Name" or "~=Name". A name of "-" makes phrases that match nothing but hide their words from other
// entries (so "Go-to-market" is not the Go language). It panics on a malformed table: that is
// a programming error the tests catch.
func buildSkillVocabulary(table string) ([]skill, []skillPhrase) {
	var skills []skill
	var phrases []skillPhrase
	byName := map[string]int{}
	var pendingImplies [][]string
	tech := techCategories()
	category := ""
	for _, line := range strings.Split(table, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if strings.HasPrefix(line, "#") {
			category = strings.TrimSpace(line[1:])
			continue
		}
		f := strings.Split(line, "|")
		if len(f) != 4 {
			panic("skills vocabulary: malformed entry " + line)
		}
		name := strings.TrimSpace(f[0])
		id := -1
		if name != "-" {
			if _, dup := byName[strings.ToLower(name)]; dup {
				panic("skills vocabulary: duplicate " + name)
			}
			id = len(skills)
			byName[strings.ToLower(name)] = id
			skills = append(skills, skill{name: name, category: category, family: strings.TrimSpace(f[1]), tech: tech[category]})
			pendingImplies = append(pendingImplies, splitVocabList(f[2]))
		}
		aliases := splitVocabList(f[3])
		if id >= 0 && !containsString(aliases, "="+name) && !containsString(aliases, "~="+name) {
			aliases = append(aliases, name)
		}
		for _, a := range aliases {
			p := skillPhrase{skill: id}
			if strings.HasPrefix(a, "~") {
				p.contextual, a = true, a[1:]
			}
			if strings.HasPrefix(a, "=") {
				p.caseSensitive, a = true, a[1:]
			}
			for _, t := range skillTokens(a) {
				if p.caseSensitive {
					p.tokens = append(p.tokens, t.orig)
				} else {
					p.tokens = append(p.tokens, t.lower)
				}
			}
			if len(p.tokens) == 0 {
				panic("skills vocabulary: empty alias in " + line)
			}
			phrases = append(phrases, p)
		}
	}
	for i, names := range pendingImplies {
		for _, n := range names {
			j, ok := byName[strings.ToLower(n)]
			if !ok {
				panic("skills vocabulary: " + skills[i].name + " implies unknown " + n)
			}
			skills[i].implies = append(skills[i].implies, j)
		}
	}
	return skills, phrases
}

func splitVocabList(s string) []string {
	var out []string
	for _, part := range strings.Split(s, ",") {
		if part = strings.TrimSpace(part); part != "" {
			out = append(out, part)
		}
	}
	return out
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// skillTokens splits text into words, keeping '+' and '#' that end a word ("c++", "c#"), a dot
// between letters or digits ("node.js", "asp.net") and a leading dot before a letter (".net").
func skillTokens(text string) []skillToken {
	var out []skillToken
	runes := []rune(text)
	offset := 0 // byte offset of runes[i]
	inToken, startOffset := false, 0
	flush := func(endOffset int) {
		if inToken {
			orig := text[startOffset:endOffset]
			rest := text[endOffset:]
			dot := strings.HasPrefix(rest, ".") && (len(rest) == 1 || rest[1] == ' ' || rest[1] == '\n')
			out = append(out, skillToken{lower: strings.ToLower(orig), orig: orig, start: startOffset, dotAfter: dot})
			inToken = false
		}
	}
	for i, r := range runes {
		alnum := isWordRune(r)
		nextAlnum := i+1 < len(runes) && isWordRune(runes[i+1])
		switch {
		case alnum || r == '.' && nextAlnum && (inToken || i == 0 || !isWordRune(runes[i-1])):
			if !inToken {
				inToken, startOffset = true, offset
			}
		case (r == '+' || r == '#') && inToken:
			// part of "c++" / "c#": stays in the token
		default:
			flush(offset)
		}
		offset += len(string(r))
	}
	flush(offset)
	return out
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// skillHit is one skill found in a text, at a byte offset.
type skillHit struct {
	skill      int
	start, end int // byte offsets in the text
	contextual bool
}

// findSkills returns every skill mention in text, in order. At each word the longest phrase
// that matches wins and its words are consumed, so "React Native" is not also "React". A
// contextual phrase counts only on a line with another technical skill.
func findSkills(text string) []skillHit {
	hits := withEndorsementLetters(text, findSkillsInTokens(skillTokens(text)))
	for _, h := range hits {
		if h.contextual {
			return keepContextualBesideTech(text, hits)
		}
	}
	return hits
}

// keepContextualBesideTech drops the contextual hits on lines that name no other technical
// skill. The hits are in text order, so one pass over the newlines places them.
func keepContextualBesideTech(text string, hits []skillHit) []skillHit {
	lines := make([]int, len(hits)) // each hit's line number
	line, at := 0, 0
	for k, h := range hits {
		line += strings.Count(text[at:h.start], "\n")
		at, lines[k] = h.start, line
	}
	anchored := map[int]bool{}
	for k, h := range hits {
		if !h.contextual && skillList()[h.skill].tech {
			anchored[lines[k]] = true
		}
	}
	kept := hits[:0]
	for k, h := range hits {
		if !h.contextual || anchored[lines[k]] {
			kept = append(kept, h)
		}
	}
	return kept
}

// streetWords end a street's name: a skill right before one is part of an address
// ("2210 N Oracle Rd", "on Oracle Road"), not a skill.
var streetWords = map[string]bool{"road": true, "rd": true, "street": true, "st": true, "avenue": true, "ave": true,
	"blvd": true, "boulevard": true, "drive": true, "dr": true, "lane": true, "ln": true, "highway": true, "hwy": true,
	"parkway": true, "pkwy": true, "expy": true, "expressway": true}

func findSkillsInTokens(toks []skillToken) []skillHit {
	var hits []skillHit
	for i := 0; i < len(toks); {
		matched := 0
		for _, pi := range skillIndex()[toks[i].lower] {
			p := skillPhrases()[pi]
			if phraseMatches(p, toks[i:]) {
				matched = len(p.tokens)
				if p.skill >= 0 && !beforeStreetWord(toks, i+matched) {
					last := toks[i+matched-1]
					hits = append(hits, skillHit{skill: p.skill, start: toks[i].start, end: last.start + len(last.orig), contextual: p.contextual})
				}
				break
			}
		}
		if matched == 0 {
			matched = 1
		}
		i += matched
	}
	return hits
}

// beforeStreetWord reports whether toks[next] is a capitalised street word ("Rd", "Road").
func beforeStreetWord(toks []skillToken, next int) bool {
	if next >= len(toks) || !streetWords[toks[next].lower] {
		return false
	}
	first := toks[next].orig[0]
	return first >= 'A' && first <= 'Z'
}

func phraseMatches(p skillPhrase, toks []skillToken) bool {
	if len(p.tokens) > len(toks) {
		return false
	}
	if p.caseSensitive && len(p.tokens) == 1 && len(p.tokens[0]) == 1 && toks[0].dotAfter {
		return false // a single capital letter and a dot is an initial, not C or R
	}
	for j, want := range p.tokens {
		got := toks[j].lower
		if p.caseSensitive {
			got = toks[j].orig
		}
		if got != want {
			return false
		}
	}
	return true
}

// skillSet is a set of skill indices.
type skillSet map[int]bool

// withImplied adds what the skills in s prove (Django → Python), transitively.
func (s skillSet) withImplied() skillSet {
	out := skillSet{}
	var add func(int)
	add = func(i int) {
		if out[i] {
			return
		}
		out[i] = true
		for _, j := range skillList()[i].implies {
			add(j)
		}
	}
	for i := range s {
		add(i)
	}
	return out
}

// sorted returns the set's skills in vocabulary order, which groups them by category.
func (s skillSet) sorted() []int {
	out := make([]int, 0, len(s))
	for i := range s {
		out = append(out, i)
	}
	sort.Ints(out)
	return out
}

// skillNames returns the display names of skills, in the order given.
func skillNames(ids []int) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = skillList()[id].name
	}
	return out
}
