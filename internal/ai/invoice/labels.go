package invoice

import (
	"strings"

	"lexa/internal/ai/text"
)

// invoiceFieldKind is what a header label names.
type invoiceFieldKind int

const (
	invoiceNotAField invoiceFieldKind = iota
	invoiceNumberField
	invoiceDateField
	invoiceDueField
	invoiceTermsField
	invoiceVendorField
	invoicePayeeField
	invoiceCustomerField
	invoiceOriginalField // the invoice a credit memo refers to
)

// invoiceFieldLabels maps the labels invoices use (normalised by invoiceNormLabel) to what
// they name. Invoice-number labels are matched by invoiceNumberLabelRe instead.
var invoiceFieldLabels = func() map[string]invoiceFieldKind {
	m := map[string]invoiceFieldKind{}
	add := func(kind invoiceFieldKind, labels string) {
		for _, l := range strings.Split(labels, ",") {
			m[strings.TrimSpace(l)] = kind
		}
	}
	add(invoiceDateField, `date, invoice date, issue date, date of issue, issued, issued on, date issued, bill date,
		billing date, invoice dated, dated, document date, date of invoice, tax point`)
	add(invoiceDueField, `due date, due, payment due, payment due date, date due, due by, due on, pay by, payable by,
		please pay by, payment deadline`)
	add(invoiceTermsField, `terms, payment terms, payment term, terms of payment, credit terms, payment conditions`)
	add(invoiceVendorField, `from, vendor, vendor name, bill from, billed from, seller, supplier, sold by, issued by,
		service provider, provider, contractor, merchant, biller, invoice from`)
	add(invoicePayeeField, `pay to, remit to, payee, make checks payable to, make cheques payable to, payable to,
		remit payment to, please remit to`)
	add(invoiceCustomerField, `bill to, billed to, to, customer, client, sold to, ship to, invoice to, attention, attn,
		recipient, customer name, client name, buyer, purchaser, deliver to, bill to customer`)
	add(invoiceOriginalField, `original invoice, original invoice #, original invoice no, original invoice number,
		applies to invoice, applied to invoice`)
	return m
}()

// invoiceLabelFirstWords are the first words of every label, for a quick "not a label".
var invoiceLabelFirstWords = func() map[string]bool {
	m := map[string]bool{"invoice": true, "inv": true, "bill": true, "tax": true, "sales": true, "commercial": true, "credit": true}
	for label := range invoiceFieldLabels {
		first, _, _ := strings.Cut(label, " ")
		m[first] = true
	}
	return m
}()

// invoiceFirstWord returns the leading run of ASCII letters of s, lower-cased.
func invoiceFirstWord(s string) string {
	s = strings.TrimLeft(s, " \t-*•·>")
	end := 0
	for end < len(s) && (s[end]|0x20 >= 'a' && s[end]|0x20 <= 'z') {
		end++
	}
	return strings.ToLower(s[:end])
}

// invoiceMaxLabel is the longest label read, in bytes; "payment due date" is 16.
const invoiceMaxLabel = 40

// invoiceNumberLabelRe matches the normalised labels of the invoice number: "invoice #",
// "invoice no", "tax invoice number", "bill #", "inv", and a credit memo's "credit memo #".
var invoiceNumberLabelRe = text.Lazy(`^(?:tax |sales |commercial )?(?:invoice|inv|bill|credit memo|credit note)(?: (?:#|no|nr|n|num|number|id|ref|reference)){0,2}$`)

// invoiceNumberPrefixRe reads a number written after the label with no colon: "Invoice
// #123", "INVOICE NO. INV-7", "Bill #42", "Invoice 1042", "Credit Memo CM-7".
var invoiceNumberPrefixRe = text.Lazy(`(?i)^(?:tax\s+|sales\s+|commercial\s+)?(?:invoice|inv\.?|bill|credit\s+(?:memo|note))\s*(?:(?:#|no\.?|n[°º]\.?|nr\.?|num(?:ber)?\.?|id)\s*)?[:#.]?\s*#?\s*([A-Za-z0-9][\w\-/.]*)`)

// invoiceNormLabel lower-cases a label and keeps only letters, digits and '#', one space
// apart: "Invoice No.:" → "invoice no", "INVOICE#" → "invoice #".
func invoiceNormLabel(s string) string {
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

// invoiceLabelKind names what a label introduces, or invoiceNotAField.
func invoiceLabelKind(label string) invoiceFieldKind {
	if len(label) > invoiceMaxLabel || !invoiceLabelFirstWords[invoiceFirstWord(label)] {
		return invoiceNotAField // most cells are not labels; this settles them cheaply
	}
	norm := invoiceNormLabel(label)
	if kind, ok := invoiceFieldLabels[norm]; ok {
		return kind
	}
	if invoiceMayBeNumberLabel(norm) && invoiceNumberLabelRe.MatchString(norm) {
		return invoiceNumberField
	}
	return invoiceNotAField
}

// invoiceMayBeNumberLabel is a cheap test before the invoice-number patterns: their
// labels all start with one of these words.
func invoiceMayBeNumberLabel(s string) bool {
	for _, p := range []string{"inv", "bill", "tax ", "sales ", "commercial ", "credit "} {
		if len(s) >= len(p) && strings.EqualFold(s[:len(p)], p) {
			return true
		}
	}
	return false
}

// invoiceSegments cuts a cell such as "Invoice No.: 17 Date: 05.03.2026" before each
// later label. It cuts only after a first "label:" or '#', so "Order Date: …" stays whole.
func invoiceSegments(cell string) []string {
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
		// the last invoiceMaxLabel bytes can hold one.
		wordStarts := invoiceWordStarts(cell[start:p], 4, invoiceMaxLabel)
		for _, ws := range wordStarts {
			at := start + ws
			if at > start && at > first && invoiceLabelKind(cell[at:p]) != invoiceNotAField {
				segs = append(segs, strings.TrimSpace(cell[start:at]))
				start = at
				break
			}
		}
	}
	return append(segs, strings.TrimSpace(cell[start:]))
}

// invoiceWordStarts returns the offsets at which the last n words of s begin, the
// earliest (longest suffix) first, looking only at the last window bytes of s: a cell of
// many colons is read colon by colon, and scanning back to its start at each would cost
// the square of its length.
func invoiceWordStarts(s string, n, window int) []int {
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
