package lead

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"lexa/internal/ai/text"
)

// A lead's name is only ever a person's name: a pronoun phrase ("He's the owner"), a
// sentence fragment, a title, an e-mail address or a whole row of fields is never one.
// When no name can be read for certain, the name stays empty and the report says it is
// missing: a salesperson can fill a gap, but a wrong name in a first call loses the deal.

// The pieces names are matched with. A name word starts with a capital and ends with a
// small letter ("Lee", "O'Brien", "DeShawn"), or is an initial ("J."); its length is
// bounded, so a try at each capital of a long text reads a few characters.
const (
	nameWord   = `\p{Lu}(?:[\p{L}'’-]{0,24}\p{Ll}|\.)`
	personExpr = `(?:(?:Dr|Mr|Mrs|Ms|Mx)\.?\s)?` + nameWord + `(?:\s` + nameWord + `){0,2}`
	// A company: capitalised words, digits or "&", joined by spaces, "&" or "of"
	// ("Park & Co. Bookkeeping", "Bank of Maine").
	companyWord = `[\p{Lu}\d][\p{L}\d&'’.-]{0,30}`
	companyExpr = companyWord + `(?:\s(?:(?:&|of)\s)?` + companyWord + `){0,5}`
)

// notNameWords are words that cannot be part of a person's name: pronouns and the
// verbs notes start with, titles, and words that name a business or a place in a record.
var notNameWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`he she they he's she's they're i i'm we we're it it's his her their our my you your
	me him them us this that these those the a an and or but so not no yes hi hello hey thanks thank dear regards best
	spoke called talked said met left got sent asked emailed texted visited replied wants wanted needs is was has had
	call note notes voicemail transcript email e-mail phone cell mobile fax meeting mtg demo follow-up follow up referral
	lead contact name company business inc llc pllc ltd corp co group law dental clinic hospital restaurant restaurants
	bakery plumbing services solutions management properties realty associates partners agency studio salon
	owner founder cofounder co-founder ceo coo cfo cto cio cmo vp president director manager gm partner principal
	administrator admin receptionist assistant coordinator supervisor officer head chief senior junior lead rep
	monday tuesday wednesday thursday friday saturday sunday january february march april may june july august
	september october november december today tomorrow yesterday visitor bot customer client prospect caller
	hola buenos buenas señor señora dueño dueña propietario propietaria gerente directora empresa clínica
	hallo guten tag herr frau inhaber inhaberin geschäftsführer geschäftsführerin leiter leiterin firma praxis
	bonjour madame monsieur propriétaire gérant gérante directeur directrice société entreprise cabinet`) {
		m[w] = true
	}
	return m
}()

// honorifics open a name ("Dr. Sarah Whitman") and are kept with it.
var honorifics = map[string]bool{"dr": true, "dr.": true, "mr": true, "mr.": true, "mrs": true, "mrs.": true, "ms": true, "ms.": true, "mx": true, "mx.": true}

// personName returns s as a person's name when it reads as one, else "". It takes
// one to four words (an honorific and initials count), each starting with a capital
// letter, none a pronoun, verb, title or business word, and no digits, "@" or separators;
// a single word only when single is true (a "Name:" field, a signature). Trailing
// punctuation is dropped.
func personName(s string, single bool) string {
	s = strings.TrimRight(strings.TrimSpace(s), ".,;:!?")
	if s == "" || len(s) > 60 || strings.ContainsAny(s, "@0123456789|/\\()<>[]{}\"=+*#$%&,;:") {
		return ""
	}
	words := strings.Fields(s)
	names := 0
	for i, w := range words {
		lower := strings.ToLower(w)
		if honorifics[lower] && i == 0 && len(words) > 1 {
			continue
		}
		if bare := strings.TrimRight(lower, "."); notNameWords[bare] || businessWords[bare] {
			return ""
		}
		r, size := utf8.DecodeRuneInString(w)
		if !unicode.IsUpper(r) || (len(w) > size+1 && strings.ToUpper(w) == w) {
			return "" // "he's", or a word in capitals ("CFO", "ANNA": see nameFromCaps)
		}
		names++
	}
	if names == 0 || len(words) > 4 || (names == 1 && !single) {
		return ""
	}
	if names == 1 && strings.HasSuffix(words[len(words)-1], ".") {
		return "" // an initial alone ("J.") is no name
	}
	s = strings.Join(words, " ")
	if strings.HasSuffix(s, ".") && !strings.HasSuffix(words[len(words)-1], ".") {
		s = strings.TrimSuffix(s, ".")
	}
	return s
}

// labelledName is personName for a value the writer labelled as a name ("Name:
// élodie martin"): small letters are allowed and kept as written, the other rules hold.
func labelledName(s string) string {
	if personName(titleCase(s), true) == "" {
		return ""
	}
	return strings.TrimRight(strings.Join(strings.Fields(s), " "), ".,;:!?")
}

// nameFromCaps reads a name written in capitals, "KOWALSKI, ANNA" or "ANNA KOWALSKI",
// as "Anna Kowalski"; it returns "" for anything else.
func nameFromCaps(s string) string {
	s = strings.TrimSpace(s)
	if s == "" || strings.ToUpper(s) != s || strings.ToLower(s) == s {
		return ""
	}
	if last, first, ok := strings.Cut(s, ","); ok {
		s = strings.TrimSpace(first) + " " + strings.TrimSpace(last)
	}
	return personName(titleCase(s), false)
}

// titleCase writes each word with a capital first letter and the rest small:
// "tom reyes" → "Tom Reyes", "O'BRIEN" → "O'brien" (rare enough to accept).
func titleCase(s string) string {
	words := strings.Fields(strings.ToLower(s))
	for i, w := range words {
		if len(w) <= 3 && (w == "of" || w == "and" || w == "de" || w == "the") && i > 0 {
			continue
		}
		words[i] = capitalize(w)
	}
	return strings.Join(words, " ")
}

// firstName is how a step addresses the contact a second time: the first name, or the
// honorific and the last name ("Dr. Whitman"), or the whole name when it opens with an
// initial ("J. Alvarez").
func firstName(name string) string {
	words := strings.Fields(name)
	switch {
	case len(words) == 0:
		return ""
	case honorifics[strings.ToLower(words[0])] && len(words) > 1:
		return words[0] + " " + words[len(words)-1]
	case strings.HasSuffix(words[0], "."):
		return name
	}
	return words[0]
}

// lowerName reads a name in an all-lower-case transcript ("this is tom reyes from …"):
// one or two words after the cue, stopping at a word that cannot be a name.
func lowerName(after string) string {
	words := lowerNameWords(after)
	if words == "" {
		return ""
	}
	return personName(titleCase(words), true)
}

// lowerNameWords is the start of after that lowerName reads, as written.
func lowerNameWords(after string) string {
	end, kept := 0, 0
	rest := after
	for kept < 2 {
		trimmed := strings.TrimLeft(rest, " ")
		word, _, _ := strings.Cut(trimmed, " ")
		w := strings.Trim(word, ".,;:!?")
		if w == "" || notNameWords[w] || lowerStops[w] || !allLetters(w) {
			break
		}
		end += len(rest) - len(trimmed) + len(word)
		rest = after[end:]
		kept++
	}
	return strings.TrimRight(after[:end], ".,;:!?")
}

// lowerStops end a name or company read from a lower-case transcript.
var lowerStops = map[string]bool{
	"from": true, "at": true, "with": true, "calling": true, "here": true, "um": true, "uh": true, "over": true,
	"in": true, "on": true, "of": true, "for": true, "about": true, "just": true, "again": true, "returning": true,
}

func allLetters(w string) bool {
	for _, r := range w {
		if !unicode.IsLetter(r) && r != '\'' && r != '’' && r != '-' {
			return false
		}
	}
	return w != ""
}

// lowerCompany reads a company in a lower-case transcript: the words after "from"
// up to a pronoun or filler ("reyes family restaurants we have …"), at most five.
func lowerCompany(after string) string {
	var kept []string
	for _, w := range strings.Fields(after) {
		w = strings.Trim(w, ".,;:!?")
		if len(kept) == 5 || w == "" || lowerStops[w] || (notNameWords[w] && !businessWords[w]) || !allLetters(w) {
			break
		}
		kept = append(kept, w)
	}
	if len(kept) < 2 {
		return "" // "from texas": one word is too little to tell a company from a place
	}
	return titleCase(strings.Join(kept, " "))
}

// businessWords mark a run of capitalised words as a business ("Whitman
// Orthodontics") rather than a person, where nothing else tells them apart.
var businessWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`inc inc. llc pllc llp ltd ltd. corp corp. co co. company group law legal firm dental
	dentistry orthodontics clinic clinics hospital animal veterinary vet medical health healthcare pharmacy restaurant
	restaurants taqueria cafe café bakery kitchen foods market plumbing drain heating cooling hvac electric roofing
	construction landscaping lawn bookkeeping accounting tax management property properties realty homes repair auto
	cleaning clean commercial services service solutions logistics salon spa studio fitness insurance partners
	associates agency palace school academy center centre shop store`) {
		m[w] = true
	}
	return m
}()

// looksLikeBusiness reports a run of words with a business word among them.
func looksLikeBusiness(s string) bool {
	for _, w := range text.Words(s) {
		if businessWords[w] {
			return true
		}
	}
	return false
}
