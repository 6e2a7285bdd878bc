package invoice

import (
	"strings"
	"unicode"
	"unicode/utf8"

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

// notNames start lines that are not a vendor's name: titles, contact details, notes. Each
// is a whole word or words: "Web" is not a name, "Weber Gartenbau" is.
var notNames = []string{"invoice", "tax invoice", "receipt", "bill", "statement", "page", "thank",
	"pro forma", "proforma", "quote", "estimate", "original", "copy", "paid", "due", "terms", "net ",
	"phone", "telephone", "tel", "fax", "email", "e-mail", "web", "website", "description", "payment", "payments",
	"notes", "please", "thanks",
	"rechnung", "facture", "factura", "fattura", "factuur", "請求", "御請求", "下記", "登録番号"}

// invoiceTitles are the titles an invoice is headed with, in the languages the reader
// knows, as titleKey writes them (a letter-spaced "T A X" is "tax"); the other
// documents' titles are titleKinds'.
var invoiceTitles = wordSet(`invoice taxinvoice tax salesinvoice rechnung facture factura fattura factuur 請求書 御請求書`)

// isTitleLine reports whether the line is only a document title, however spaced.
func isTitleLine(s string) bool {
	key := titleKey(s)
	return invoiceTitles[key] || titleKinds[key] != ""
}

// addresseeSuffixes end a Japanese addressee's name: "Sakura Design Office K.K. 御中".
var addresseeSuffixes = []string{"御中", "様", "殿"}

// isAddressee reports whether a cell is a name addressed with a Japanese honorific.
func isAddressee(cell string) bool {
	for _, s := range addresseeSuffixes {
		if strings.HasSuffix(cell, s) && len(cell) > len(s) {
			return true
		}
	}
	return false
}

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
	for i := 0; i < len(r.lines) && i <= boundary; i++ {
		l := r.lines[i]
		if l.text == "" || r.firstCellField[i] || r.isTotal[i] || isAddressee(l.cells[0]) {
			continue
		}
		if i == boundary && (i != r.customerLine || r.customerCell == 0) {
			break // the vendor's column may share only the customer label's line
		}
		// OCR's specks ("ーー", "0", "oa") may come before the name in cells of their own.
		ci := 0
		// A title may stand before the letterhead's name on its line: "FACTURA  ESTUDIO MIRADOR".
		for ci+1 < len(l.cells) && (isSpeck(l.cells[ci]) || isTitleLine(l.cells[ci])) &&
			(i != r.customerLine || ci+1 < r.customerCell) {
			ci++
		}
		// "Savory Spoon Catering · 88 Liberty Ave · events@…": the name is the first part.
		name := l.cells[ci]
		for _, sep := range []string{" · ", " • ", " | ", " — ", " – "} {
			name, _, _ = strings.Cut(name, sep)
		}
		// OCR reads the dot between the name and the address as "." or "-": "Nordlicht
		// GmbH . Speicherstadt 12 - 20457".
		// Cut there only when an address follows, or when the name ends in its legal form
		// ("Liffey Software Solutions Ltd - Block B, Grand Canal Dock").
		for _, sep := range []string{" . ", " - "} {
			if before, after, ok := strings.Cut(name, sep); ok && (strings.ContainsFunc(after, unicode.IsDigit) || endsInLegalForm(before)) {
				name = before
			}
		}
		// A wordmark wrapped beside the title is one name, scored whole: "THORNBURY PRINT &"
		// / "T A X" / "DESIGN LTD" is the vendor, not its second half.
		name = r.wrappedName(name, i, boundary)
		score := nameScore(name)
		switch {
		case score > bestScore:
			best, bestScore = name, score
		case score > 0 && extendsWordmark(best, name):
			// A logo's "DE FIETSENMAKER" over the full "De Fietsenmaker Utrecht".
			best = name
		}
	}
	if name := cleanName(best); name != "" {
		f.vendor, f.vendorGuess = name, true
	}
}

// wrappedName completes a name set in capitals as a wordmark that wraps onto a second
// line, with the document's title beside it ("TULIP LOGISTICS" / "INVOICE" / "B.V."):
// the next line that is not a title, when it is a short line in capitals too.
func (r *reader) wrappedName(name string, at, boundary int) string {
	if strings.ContainsFunc(name, unicode.IsLower) {
		return name
	}
	for _, c := range r.lines[at].cells[1:] {
		if !isTitleLine(c) {
			return name // the name's line holds more than the name and the title
		}
	}
	for j := at + 1; j < len(r.lines) && j < boundary && j <= at+3; j++ {
		l := r.lines[j]
		switch {
		case l.text == "" || isTitleLine(l.text):
			continue
		case len(l.cells) == 1 && len(strings.Fields(l.text)) <= 3 && !strings.ContainsFunc(l.text, unicode.IsLower) &&
			!r.used[j] && letterCount(l.text) >= 2 && !strings.ContainsAny(l.text, "0123456789@:$€£¥") &&
			labelKind(l.text) == notAField:
			return name + " " + l.text
		}
		break
	}
	return name
}

// legalFormWords end a company's name: what follows them on its line is something else.
var legalFormWords = wordSet(`llc inc ltd limited gmbh corp plc ag sa sarl bv pty llp lp ug kg srl oy ab nv`)

// endsInLegalForm tells a name whose last word is a legal form: "… Solutions Ltd".
func endsInLegalForm(name string) bool {
	ws := text.Words(strings.ToLower(name))
	return len(ws) > 1 && legalFormWords[ws[len(ws)-1]]
}

// extendsWordmark tells a name that writes out a wordmark read before it: the same
// words, whatever their case, and more after them ("ACME" then "Acme Plumbing").
func extendsWordmark(wordmark, name string) bool {
	if wordmark == "" || strings.ContainsFunc(wordmark, unicode.IsLower) {
		return false
	}
	mark, full := strings.Fields(strings.ToLower(wordmark)), strings.Fields(strings.ToLower(name))
	if len(full) <= len(mark) {
		return false
	}
	for i, w := range mark {
		if full[i] != w {
			return false
		}
	}
	return true
}

// nameScore rates a line as a business name: 2 with a company suffix, 1 for any
// short line of words that is not an address, contact detail or title, 0 otherwise.
func nameScore(s string) int {
	lower := strings.ToLower(s)
	if len([]rune(s)) > 60 || !strings.ContainsFunc(s, unicode.IsLetter) ||
		strings.ContainsAny(s, "@:$€£¥") || strings.Contains(lower, "www.") || unicode.IsDigit([]rune(s)[0]) ||
		isTitleLine(s) || isMonogram(s) || letterCount(s) < 3 || labelKind(strings.TrimSuffix(s, ":")) != notAField ||
		totalKindOf(s, true) != notATotal {
		return 0
	}
	for _, p := range notNames {
		if strings.HasPrefix(lower, p) {
			if next, _ := utf8.DecodeRuneInString(lower[len(p):]); !unicode.IsLetter(next) || p[0] >= utf8.RuneSelf {
				return 0
			}
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

// letterCount is how many letters s has: a name has at least three, where OCR's specks
// read as "y" or "oa" have fewer.
func letterCount(s string) int {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			n++
		}
	}
	return n
}

// isSpeck reports whether a cell is OCR's reading of a speck or a rule: at most three
// characters, fewer than three of them letters.
func isSpeck(cell string) bool {
	return utf8.RuneCountInString(cell) <= 3 && letterCount(cell) < 3
}

// isMonogram reports whether s is a logo's initials ("BP", "WG"): one to three capital
// letters and nothing else, never a name written out.
func isMonogram(s string) bool {
	n := 0
	for _, r := range s {
		if !unicode.IsUpper(r) {
			return false
		}
		n++
	}
	return n <= 3
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
	name = strings.Trim(name, " ,;|-–—()<>。・、")
	if !strings.ContainsFunc(name, unicode.IsLetter) {
		return ""
	}
	if r := []rune(name); len(r) > 80 {
		name = strings.TrimSpace(string(r[:77])) + "..."
	}
	return safe(unshout(name))
}

// keptCaps are the words a name written in capitals keeps in capitals.
var keptCaps = wordSet(`llc llp pllc lp plc pc pa ag sa bv nv ab oy usa us uk hvac it av rv cpa dds md
	ii iii iv`)

// legalForms are the legal forms written in mixed case, as their registers write them:
// a letterhead's "MÜLLER ELEKTROTECHNIK GMBH" is "Müller Elektrotechnik GmbH".
var legalForms = map[string]string{"ltd": "Ltd", "gmbh": "GmbH", "kg": "KG", "ohg": "OHG", "ug": "UG", "pty": "Pty",
	"sarl": "SARL"}

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
		case legalForms[strings.ToLower(core)] != "":
			words[i] = strings.Replace(w, core, legalForms[strings.ToLower(core)], 1)
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
