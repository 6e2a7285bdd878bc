package invoice

import (
	"strings"
	"unicode"

	"lexa/internal/ai/text"
)

// companySuffixes mark a line as a business name: "Acme Design LLC", "Müller GmbH".
var companySuffixes = wordSet(`llc inc ltd limited gmbh corp corporation co company plc ag sa sarl bv pty
	llp lp studio studios agency consulting consultants solutions services group partners associates design
	designs labs media works enterprises industries systems technologies software supply supplies ug kg srl
	oy ab nv`)

// addressWords mark a street line when a number comes with them.
var addressWords = wordSet(`street st avenue ave road rd suite ste blvd boulevard lane ln drive dr floor
	fl box way court ct place pl strasse str straße unit building`)

// notNames start lines that are not a vendor's name: titles, contact details, notes.
var notNames = []string{"invoice", "tax invoice", "receipt", "bill", "statement", "page", "thank",
	"pro forma", "proforma", "quote", "estimate", "original", "copy", "paid", "due", "terms", "net ",
	"phone", "tel", "fax", "email", "e-mail", "web", "description", "payment", "notes", "please"}

// settleVendor falls back, when no "From:" or "Vendor:" label names the vendor, on the
// "Remit to" name, then on the business-like line at the top of the invoice above the
// customer block (a line with "LLC" or "GmbH" first, else the first name-like line).
func (r *reader) settleVendor() {
	f := &r.facts
	if f.vendor != "" {
		return
	}
	if r.payee != "" {
		f.vendor = r.payee
		return
	}
	boundary := min(len(r.lines), 25)
	for _, b := range []int{r.customerLine, r.headerLine} {
		if b >= 0 {
			boundary = min(boundary, b)
			break
		}
	}
	best, bestScore := "", 0
	for i := 0; i < boundary; i++ {
		l := r.lines[i]
		if l.text == "" || r.firstCellField[i] || r.isTotal[i] {
			continue
		}
		// "Savory Spoon Catering · 88 Liberty Ave · events@…": the name is the first part.
		name := l.cells[0]
		for _, sep := range []string{" · ", " • ", " | ", " — ", " – "} {
			name, _, _ = strings.Cut(name, sep)
		}
		if score := nameScore(name); score > bestScore {
			best, bestScore = name, score
		}
	}
	if name := cleanName(best); name != "" {
		f.vendor, f.vendorGuess = name, true
	}
}

// nameScore rates a line as a business name: 2 with a company suffix, 1 for any
// short line of words that is not an address, contact detail or title, 0 otherwise.
func nameScore(s string) int {
	lower := strings.ToLower(s)
	if len([]rune(s)) > 60 || !strings.ContainsFunc(s, unicode.IsLetter) ||
		strings.ContainsAny(s, "@:$€£") || strings.Contains(lower, "www.") || unicode.IsDigit([]rune(s)[0]) {
		return 0
	}
	for _, p := range notNames {
		if strings.HasPrefix(lower, p) {
			return 0
		}
	}
	digits := 0
	for _, c := range s {
		if unicode.IsDigit(c) {
			digits++
		}
	}
	ws := text.Words(lower)
	if digits > 3 || len(ws) > 8 {
		return 0
	}
	score := 1
	for _, w := range ws {
		if addressWords[w] && digits > 0 {
			return 0
		}
		if companySuffixes[w] {
			score = 2
		}
	}
	return score
}

// cleanName keeps the name part of a vendor value: no e-mail or web address, no
// street address after a comma, at most 80 characters.
func cleanName(v string) string {
	var kept []string
	for _, tok := range strings.Fields(v) {
		lower := strings.ToLower(tok)
		if strings.Contains(tok, "@") || strings.HasPrefix(lower, "http") || strings.HasPrefix(lower, "www.") {
			continue
		}
		kept = append(kept, tok)
	}
	name := strings.Join(kept, " ")
	for i := 0; i+2 < len(name); i++ {
		if name[i] == ',' && name[i+1] == ' ' && name[i+2] >= '0' && name[i+2] <= '9' {
			name = name[:i]
			break
		}
	}
	name = strings.Trim(name, " ,;|-–—()<>")
	if !strings.ContainsFunc(name, unicode.IsLetter) {
		return ""
	}
	if r := []rune(name); len(r) > 80 {
		name = strings.TrimSpace(string(r[:77])) + "..."
	}
	return safe(unshout(name))
}

// keptCaps are the words a name written in capitals keeps in capitals.
var keptCaps = wordSet(`llc llp pllc lp plc pc pa ltd gmbh ag sa bv nv ab oy usa us uk hvac it av rv cpa dds md
	ii iii iv`)

// unshout writes a name typed all in capitals ("VALLEY FRESH PRODUCE CO.") as a
// name is written ("Valley Fresh Produce Co."), keeping legal forms and initialisms in
// capitals. A name with any lower-case letter is left as its owner wrote it.
func unshout(name string) string {
	if strings.ContainsFunc(name, unicode.IsLower) || len(strings.Fields(name)) < 2 {
		return name
	}
	words := strings.Fields(name)
	for i, w := range words {
		core := strings.Trim(w, ".,;:()&'’")
		switch {
		case core == "" || strings.ContainsFunc(core, unicode.IsDigit):
		case keptCaps[strings.ToLower(core)]:
		case len([]rune(core)) <= 3 && !strings.ContainsAny(strings.ToLower(core), "aeiouy"):
			// "ABC", "XYZ": an initialism, not a word
		default:
			words[i] = titleWord(w)
		}
	}
	return strings.Join(words, " ")
}

// titleWord capitalises a word's first letter and lowers the rest, also after an
// apostrophe that ends it ("CHEF'S" → "Chef's") or a hyphen ("SAN-DIEGO" → "San-Diego").
func titleWord(w string) string {
	runes := []rune(strings.ToLower(w))
	start := true
	for i, r := range runes {
		if unicode.IsLetter(r) {
			if start {
				runes[i] = unicode.ToUpper(r)
			}
			start = false
		} else if r == '-' || r == '/' || r == '(' {
			start = true
		}
	}
	return string(runes)
}
