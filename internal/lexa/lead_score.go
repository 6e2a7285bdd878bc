package lexa

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The lead score: BaseLeadScore plus each rule's points that applies, at most 100, for a
// message of kind LeadKindLead; every other kind gets its fixed score (LeadKindRules).
// The demo's page scores with the same rules (web/app/features/demos/lead-scorer/
// lead-score.ts); the shared vectors in testdata/lead-score.json keep the two the same,
// so every step below is one the page takes too, word for word.
const BaseLeadScore = 50

// LeadScoreRule is one of the lead score's fixed bonuses (docs/product.md, "AI demos",
// Lead Scorer): it applies when the text holds any of its words, case-insensitively and
// as plain substrings ("MVP" holds "vp"), unless the text negates that mention.
type LeadScoreRule struct {
	Words  []string
	Points int
	Reason string
}

// LeadScoreRules are the bonuses of the lead score. Each rule's words are the English
// ones and the same words in Spanish, German and French, so a lead is not scored lower
// for its language (docs/decisions/0061-lead-kinds-negation-languages.md).
var LeadScoreRules = []LeadScoreRule{
	{Words: []string{"vp", "director", "direktor", "directeur", "directrice", "vicepresidente", "vizepräsident", "vice-président"},
		Points: 15, Reason: "A senior title (VP or director)"},
	{Words: []string{"budget", "presupuesto"}, Points: 10, Reason: "A budget is mentioned"},
	{Words: []string{"timeline", "plazo", "cronograma", "zeitplan", "zeitrahmen", "calendrier", "délai", "échéancier"},
		Points: 10, Reason: "A timeline is mentioned"},
	{Words: []string{"visited pricing"}, Points: 15, Reason: "Visited the pricing page"},
}

// A mention is negated by one of leadScoreNegations among the leadScoreReach words before
// it in its clause ("no budget", "not the director", "kein Budget", "pas de budget"), or
// when the value after it starts with one of leadScoreNoneValues ("Budget: none",
// "Timeline: not decided").
var (
	leadScoreNegations = wordSet(`no not never without zero nor don't dont doesn't doesnt didn't didnt isn't isnt aren't
		wasn't weren't won't can't cant cannot haven't havent hasn't hadn't lack lacks sin nunca ningún ninguna ninguno
		kein keine keinen keinem keiner keines nicht nie ohne pas sans jamais aucun aucune`)
	// leadScoreClauseWords end a clause as punctuation does: "not sure, but the VP approved".
	leadScoreClauseWords = wordSet(`but however although though pero aber sondern mais`)
	leadScoreNoneValues  = wordSet(`none no not n/a na tbd unknown 0 $0 €0 zero - ninguno ninguna nada kein keins keine aucun aucune`)
)

// leadScoreReach is how many words before a mention a negation reaches; leadScoreLookBack
// and leadScoreValueLength bound, in characters (code points), how far back and forward a
// mention is read, so a text of any shape is scored in time linear in its length.
const (
	leadScoreReach       = 5
	leadScoreLookBack    = 100
	leadScoreValueLength = 12
)

// leadScoreClauseMarks end a clause; leadScoreValueEnds end the value after a mention.
const (
	leadScoreClauseMarks = ".,;:!?()|\n"
	leadScoreValueEnds   = ".,;!?()|\n \t\r"
)

// ScoreLead scores a lead's text of the given kind by the fixed rules and says why: for
// a lead (or a kind not given), one reason per rule that applied, with its points; for
// any other kind, its fixed score and the reason it is not scored as a lead.
func ScoreLead(text string, kind LeadKind) (score int, reasons []string) {
	if rule, ok := kind.RuleOf(); ok {
		return rule.Score, []string{rule.Reason}
	}
	lower := strings.ReplaceAll(strings.ToLower(text), "’", "'")
	score = BaseLeadScore
	reasons = []string{}
	for _, rule := range LeadScoreRules {
		for _, w := range rule.Words {
			if mentioned(lower, w) {
				score += rule.Points
				reasons = append(reasons, rule.Reason+" (+"+strconv.Itoa(rule.Points)+")")
				break
			}
		}
	}
	return min(score, 100), reasons
}

// mentioned reports whether lower holds word at least once where the text does not
// negate it.
func mentioned(lower, word string) bool {
	for from := 0; ; {
		i := strings.Index(lower[from:], word)
		if i < 0 {
			return false
		}
		start := from + i
		if !negatedMention(lower, start, start+len(word)) {
			return true
		}
		from = start + len(word)
	}
}

// negatedMention reports whether the mention lower[start:end] is negated.
func negatedMention(lower string, start, end int) bool {
	for _, w := range wordsBefore(lower, start) {
		if leadScoreClauseWords[w] {
			break
		}
		if leadScoreNegations[w] {
			return true
		}
	}
	return leadScoreNoneValues[valueAfter(lower, end)]
}

// wordsBefore are the words before lower[start:] in its clause, nearest first: at most
// leadScoreReach of them, within leadScoreLookBack characters.
func wordsBefore(lower string, start int) []string {
	i, read := start, 0
	for i > 0 && read < leadScoreLookBack {
		r, size := utf8.DecodeLastRuneInString(lower[:i])
		if strings.ContainsRune(leadScoreClauseMarks, r) {
			break
		}
		i -= size
		read++
	}
	words := scoreWords(lower[i:start])
	slices.Reverse(words)
	return words[:min(len(words), leadScoreReach)]
}

// valueAfter is the first word of the value after a mention ("none" in "Budget: none"):
// past spaces and one colon, up to a space or a clause mark, at most leadScoreValueLength
// characters ("" when longer).
func valueAfter(lower string, end int) string {
	rest := strings.TrimLeft(lower[end:], " \t")
	rest = strings.TrimLeft(strings.TrimPrefix(rest, ":"), " \t")
	n := 0
	for i, r := range rest {
		if strings.ContainsRune(leadScoreValueEnds, r) {
			return rest[:i]
		}
		if n++; n > leadScoreValueLength {
			return ""
		}
	}
	return rest
}

// scoreWords are the runs of letters, digits and apostrophes of s, so "don't" is one word.
func scoreWords(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\'' })
}

// wordSet is the set of the words of a space-separated list.
func wordSet(list string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(list) {
		m[w] = true
	}
	return m
}
