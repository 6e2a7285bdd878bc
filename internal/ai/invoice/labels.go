package invoice

import (
	"strings"
	"unicode"
	"unicode/utf8"

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

// fieldLabels maps the labels invoices use (normalised by normLabel) to what they name,
// in English, German, French, Spanish, Italian, Dutch and Japanese. Invoice-number labels
// in English are matched by numberLabelRe as well.
var fieldLabels = func() map[string]fieldKind {
	m := map[string]fieldKind{}
	add := func(kind fieldKind, labels string) {
		for _, l := range strings.Split(labels, ",") {
			m[normLabel(l)] = kind
		}
	}
	add(numberField, `rechnungsnummer, rechnungs nr, rechnung nr, rechnungsnr, rechnungs-nr, re-nr, belegnummer,
		numéro de facture, n° de facture, n de facture, no de facture, facture n°, facture no, n° facture,
		número de factura, nº de factura, n de factura, nº factura, núm factura, factura nº, factura n°, factura no,
		numero fattura, numero di fattura, n° fattura, fattura n, fattura n°, fattura nr,
		factuurnummer, factuur nr, factuurnr, factuurnummer nr,
		numéro, número, numero, nummer, 請求書番号, 請求番号,
		quote, quote #, quote no, quote number, quotation no, quotation number, quotation #, estimate #, estimate no,
		estimate number, pro forma #, pro forma no, proforma no, proforma #, angebot nr, angebotsnummer,
		gutschrift nr, gutschriftsnummer, devis n°, devis no, numéro de devis, avoir n°, presupuesto n°,
		número de presupuesto, preventivo n, numero preventivo, offerte nr, offertenummer, 見積番号, 見積書番号,
		statement #, statement no, statement number, 請求書no, 請求書 no, 伝票番号`)
	add(dateField, `date, invoice date, issue date, date of issue, issued, issued on, date issued, bill date,
		billing date, invoice dated, dated, document date, date of invoice, tax point,
		datum, rechnungsdatum, ausstellungsdatum, belegdatum, rechnungs datum,
		date de facture, date d'émission, date de facturation, émise le, date d'emission,
		fecha, fecha de factura, fecha de emisión, fecha factura, fecha de expedición, fecha emisión,
		data, data fattura, data di emissione, data documento, data emissione,
		factuurdatum, datum factuur, factuur datum,
		請求日, 発行日, 日付, 請求書発行日, 発行年月日`)
	add(dueField, `due date, due, payment due, payment due date, date due, due by, due on, pay by, payable by,
		please pay by, payment deadline,
		fällig am, fällig, fällig bis, zahlbar bis, fälligkeitsdatum, fälligkeit, zahlungsfrist bis,
		date d'échéance, échéance, à payer avant le, date limite de paiement, payable le, date d'echeance,
		vencimiento, fecha de vencimiento, fecha vencimiento, pagar antes de,
		scadenza, data scadenza, data di scadenza, pagamento entro,
		vervaldatum, te betalen voor, uiterste betaaldatum, betalen voor,
		支払期日, お支払期限, 支払期限, お支払期日, お支払い期限, 支払い期限`)
	add(termsField, `terms, payment terms, payment term, terms of payment, credit terms, payment conditions,
		zahlungsbedingungen, zahlungsziel, conditions de paiement, condiciones de pago,
		condizioni di pagamento, termini di pagamento, betalingstermijn, betalingsvoorwaarden`)
	add(vendorField, `from, vendor, vendor name, bill from, billed from, seller, supplier, sold by, issued by,
		service provider, provider, contractor, merchant, biller, invoice from,
		lieferant, rechnungssteller, verkäufer, absender, émetteur, fournisseur, vendeur,
		emisor, proveedor, vendedor, fornitore, emittente, cedente, leverancier, 発行元, 請求元`)
	add(payeeField, `pay to, remit to, payee, make checks payable to, make cheques payable to, payable to,
		remit payment to, please remit to`)
	add(customerField, `bill to, billed to, to, customer, client, sold to, ship to, invoice to, attention, attn,
		recipient, customer name, client name, buyer, purchaser, deliver to, bill to customer,
		kunde, rechnungsempfänger, empfänger, rechnungsadresse, auftraggeber, an,
		facturé à, destinataire, adressé à, facturer à, cliente, facturar a, destinatario,
		spett le, committente, klant, factuuradres, aan, debiteur, 御中, 請求先, お客様`)
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

// firstWord returns the leading run of letters of s, lower-cased.
func firstWord(s string) string {
	s = strings.TrimLeft(s, " \t-*•·>")
	end := strings.IndexFunc(s, func(r rune) bool { return !isLabelLetter(r) })
	if end < 0 {
		end = len(s)
	}
	return foldAccents(strings.ToLower(s[:end]))
}

// accentFolds writes the accented Latin letters of the label languages without their
// accents. Labels are compared without them: OCR reads "Fällig am" as "Fallig am" and
// "Número" as "Nümero" as often as not, and a typist may leave them out.
var accentFolds = strings.NewReplacer(
	"à", "a", "á", "a", "â", "a", "ã", "a", "ä", "a", "å", "a", "ç", "c", "è", "e", "é", "e", "ê", "e", "ë", "e",
	"ì", "i", "í", "i", "î", "i", "ï", "i", "ñ", "n", "ò", "o", "ó", "o", "ô", "o", "õ", "o", "ö", "o",
	"ù", "u", "ú", "u", "û", "u", "ü", "u", "ý", "y", "ÿ", "y")

// foldAccents is a lower-case s without the accents of accentFolds.
func foldAccents(lower string) string {
	for i := 0; i < len(lower); i++ {
		if lower[i] >= utf8.RuneSelf {
			return accentFolds.Replace(lower)
		}
	}
	return lower
}

// isLabelLetter is a letter of a label's word. The ordinal marks of "N°" and "Nº" are
// not: "N° de facture" is read as "n de facture", as "No de facture" is.
func isLabelLetter(r rune) bool {
	return r != 'º' && r != 'ª' && unicode.IsLetter(r)
}

// maxLabel is the longest label read, in bytes; "payment due date" is 16.
const maxLabel = 40

// numberLabelRe matches the normalised labels of the invoice number: "invoice #",
// "invoice no", "tax invoice number", "bill #", "inv", and a credit memo's "credit memo #".
var numberLabelRe = text.Lazy(`^(?:tax |sales |commercial )?(?:invoice|inv|bill|credit memo|credit note)(?: (?:#|no|nr|n|num|number|id|ref|reference)){0,2}$`)

// numberPrefixRe reads a number written after the label with no colon: "Invoice
// #123", "INVOICE NO. INV-7", "Bill #42", "Invoice 1042", "Credit Memo CM-7".
var numberPrefixRe = text.Lazy(`(?i)^(?:tax\s+|sales\s+|commercial\s+)?(?:invoice|inv\.?|bill|credit\s+(?:memo|note)|rechnung|facture|factura|fattura|factuur)\s*(?:(?:#|no\.?|n[°º]\.?|nr\.?|num(?:ber)?\.?|id)\s*)?[:#.]?\s*#?\s*([A-Za-z0-9][\w\-/.]*)`)

// normLabel lower-cases a label and keeps only letters (of any script), digits and '#',
// one space apart: "Invoice No.:" → "invoice no", "INVOICE#" → "invoice #", "Date
// d'émission" → "date d émission".
func normLabel(s string) string {
	var b strings.Builder
	space := false
	for _, r := range foldAccents(strings.ToLower(s)) {
		switch {
		case r == '#':
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteByte('#')
			space = true
			continue
		case r >= '0' && r <= '9' || isLabelLetter(r):
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
	for _, p := range []string{"inv", "bill", "tax ", "sales ", "commercial ", "credit ", "rechnung", "factur", "fattur"} {
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

// startsWithLabel reports whether a cell opens with a label of up to four words
// followed by its value ("Invoice Date 9 February 2025"): a field of its own, never
// another label's value.
func startsWithLabel(cell string) bool {
	for p, words := 0, 0; p < len(cell) && words < 4; p++ {
		if cell[p] == ' ' {
			words++
			if labelKind(cell[:p]) != notAField {
				return true
			}
		}
	}
	return false
}
