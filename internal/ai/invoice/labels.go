package invoice

import (
	"strings"

	"lexa/internal/ai/text"
)

// fieldKind is what a header label names.
type fieldKind int

const (
	notAField fieldKind = iota
	numberField
	dateField
	dueField
	termsField
	vendorField
	payeeField
	customerField
	originalField // the invoice a credit memo refers to
)

// fieldLabels maps the labels invoices use (normalised by normLabel) to what
// they name. Invoice-number labels are matched by numberLabelRe instead.
var fieldLabels = func() map[string]fieldKind {
	m := map[string]fieldKind{}
	add := func(kind fieldKind, labels string) {
		for _, l := range strings.Split(labels, ",") {
			m[strings.TrimSpace(l)] = kind
		}
	}
	add(dateField, `date, invoice date, issue date, date of issue, issued, issued on, date issued, bill date,
		billing date, invoice dated, dated, document date, date of invoice, tax point`)
	add(dueField, `due date, due, payment due, payment due date, date due, due by, due on, pay by, payable by,
		please pay by, payment deadline`)
	add(termsField, `terms, payment terms, payment term, terms of payment, credit terms, payment conditions`)
	add(vendorField, `from, vendor, vendor name, bill from, billed from, seller, supplier, sold by, issued by,
		service provider, provider, contractor, merchant, biller, invoice from`)
	add(payeeField, `pay to, remit to, payee, make checks payable to, make cheques payable to, payable to,
		remit payment to, please remit to`)
	add(customerField, `bill to, billed to, to, customer, client, sold to, ship to, invoice to, attention, attn,
		recipient, customer name, client name, buyer, purchaser, deliver to, bill to customer`)
	add(originalField, `original invoice, original invoice #, original invoice no, original invoice number,
		applies to invoice, applied to invoice`)
	return m
}()

// labelFirstWords are the first words of every label, for a quick "not a label".
var labelFirstWords = func() map[string]bool {
	m := map[string]bool{"invoice": true, "inv": true, "bill": true, "tax": true, "sales": true, "commercial": true, "credit": true}
	for label := range fieldLabels {
		first, _, _ := strings.Cut(label, " ")
		m[first] = true
	}
	return m
}()

// firstWord returns the leading run of ASCII letters of s, lower-cased.
func firstWord(s string) string {
	s = strings.TrimLeft(s, " \t-*•·>")
	end := 0
	for end < len(s) && (s[end]|0x20 >= 'a' && s[end]|0x20 <= 'z') {
		end++
	}
	return strings.ToLower(s[:end])
}

// maxLabel is the longest label read, in bytes; "payment due date" is 16.
const maxLabel = 40

// numberLabelRe matches the normalised labels of the invoice number: "invoice #",
// "invoice no", "tax invoice number", "bill #", "inv", and a credit memo's "credit memo #".
var numberLabelRe = text.Lazy(`^(?:tax |sales |commercial )?(?:invoice|inv|bill|credit memo|credit note)(?: (?:#|no|nr|n|num|number|id|ref|reference)){0,2}$`)

// numberPrefixRe reads a number written after the label with no colon: "Invoice
// #123", "INVOICE NO. INV-7", "Bill #42", "Invoice 1042", "Credit Memo CM-7".
var numberPrefixRe = text.Lazy(`(?i)^(?:tax\s+|sales\s+|commercial\s+)?(?:invoice|inv\.?|bill|credit\s+(?:memo|note))\s*(?:(?:#|no\.?|n[°º]\.?|nr\.?|num(?:ber)?\.?|id)\s*)?[:#.]?\s*#?\s*([A-Za-z0-9][\w\-/.]*)`)

// normLabel lower-cases a label and keeps only letters, digits and '#', one space
// apart: "Invoice No.:" → "invoice no", "INVOICE#" → "invoice #".
func normLabel(s string) string {
	var b strings.Builder
	space := false
	for _, r := range strings.ToLower(s) {
		switch {
		case r == '#':
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteByte('#')
			space = true
			continue
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
		default:
			space = b.Len() > 0
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
	}
	return b.String()
}

// labelKind names what a label introduces, or notAField.
func labelKind(label string) fieldKind {
	if len(label) > maxLabel || !labelFirstWords[firstWord(label)] {
		return notAField // most cells are not labels; this settles them cheaply
	}
	norm := normLabel(label)
	if kind, ok := fieldLabels[norm]; ok {
		return kind
	}
	if mayBeNumberLabel(norm) && numberLabelRe.MatchString(norm) {
		return numberField
	}
	return notAField
}

// mayBeNumberLabel is a cheap test before the invoice-number patterns: their
// labels all start with one of these words.
func mayBeNumberLabel(s string) bool {
	for _, p := range []string{"inv", "bill", "tax ", "sales ", "commercial ", "credit "} {
		if len(s) >= len(p) && strings.EqualFold(s[:len(p)], p) {
			return true
		}
	}
	return false
}

// segments cuts a cell such as "Invoice No.: 17 Date: 05.03.2026" before each
// later label. It cuts only after a first "label:" or '#', so "Order Date: …" stays whole.
func segments(cell string) []string {
	first := strings.IndexAny(cell, ":#")
	if first < 0 || !strings.Contains(cell[first+1:], ":") {
		return []string{cell} // no second label to cut before
	}
	var segs []string
	start := 0
	for p := first + 1; p < len(cell); p++ {
		if cell[p] != ':' {
			continue
		}
		// Try the one to four words before this colon as a label, longest first; only
		// the last maxLabel bytes can hold one.
		wordStarts := wordStarts(cell[start:p], 4, maxLabel)
		for _, ws := range wordStarts {
			at := start + ws
			if at > start && at > first && labelKind(cell[at:p]) != notAField {
				segs = append(segs, strings.TrimSpace(cell[start:at]))
				start = at
				break
			}
		}
	}
	return append(segs, strings.TrimSpace(cell[start:]))
}

// wordStarts returns the offsets at which the last n words of s begin, the
// earliest (longest suffix) first, looking only at the last window bytes of s: a cell of
// many colons is read colon by colon, and scanning back to its start at each would cost
// the square of its length.
func wordStarts(s string, n, window int) []int {
	var starts []int
	from := max(0, len(s)-window)
	end := from + len(strings.TrimRight(s[from:], " "))
	for i := end - 1; i >= from && len(starts) < n; i-- {
		if s[i] != ' ' && (i == 0 || s[i-1] == ' ') {
			starts = append(starts, i)
		}
	}
	for i, j := 0, len(starts)-1; i < j; i, j = i+1, j-1 {
		starts[i], starts[j] = starts[j], starts[i]
	}
	return starts
}
