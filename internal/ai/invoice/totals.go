package invoice

import (
	"strings"

	"lexa/internal/ai/text"
)

// totalKind is which amount of the totals block a label names.
type totalKind int

const (
	notATotal totalKind = iota
	subtotalLine
	taxLine
	discountLine
	shippingLine
	chargeLine // a surcharge or fee added to the bill
	paidLine
	balanceLine
	totalLine
)

// totalPhrases are read in order, so "total due" is a balance before it is a total
// and "subtotal" is not taken for "total". Only the first few words of a label are read.
// Each group has its English phrases first, then German, French, Spanish, Italian, Dutch
// and Japanese ones.
var totalPhrases = foldPhrases([]struct {
	kind    totalKind
	phrases []string
}{
	{notATotal, []string{"hours", "hrs", "qty", "quantity", "items", "units", "weight", "pages", "words", "tax id", "vat id", "vat no", "vat number", "vat reg",
		"ust idnr", "ust id", "st nr", "steuernummer", "n tva", "tva intracommunautaire", "nif", "cif", "partita iva", "p iva", "btw nr", "btw nummer", "登録番号"}},
	{subtotalLine, []string{"subtotal", "sub total", "net total", "total net", "net amount", "total excl", "excl", "before tax", "pre tax", "taxable amount",
		"merchandise", "merchandise total", "total merchandise", "items total",
		"zwischensumme", "nettobetrag", "summe netto", "netto", "gesamt netto", "nettosumme", "netto summe",
		"montant ht", "total ht", "sous total", "ht",
		"base imponible", "importe neto", "subtotal neto",
		"imponibile", "totale imponibile", "subtotale", "totale netto",
		"subtotaal", "totaal excl", "netto bedrag", "小計"}},
	{discountLine, []string{"discount", "rebate", "coupon", "promo", "rabatt", "skonto", "remise", "descuento", "sconto", "korting"}},
	{shippingLine, []string{"shipping", "freight", "delivery", "postage", "handling", "s h",
		"versand", "versandkosten", "frais de port", "frais de livraison", "envío", "gastos de envío", "spedizione", "verzendkosten", "送料"}},
	{chargeLine, []string{"surcharge", "service charge", "finance charge", "processing fee", "convenience fee", "card fee", "late fee"}},
	// A card or cash payment closes a till receipt; a credit or prepayment is taken off a balance.
	{paidLine, []string{"amount paid", "paid", "payment received", "payments", "deposit", "less payment", "prepayment", "retainer",
		"prepaid", "credit", "credit applied", "visa", "mastercard", "amex", "discover", "debit", "card payment", "cash tendered", "tendered",
		"anzahlung", "bereits bezahlt", "abschlagszahlung", "acompte", "acompte versé", "déjà payé", "déjà réglé",
		"anticipo", "entrega a cuenta", "pagado", "acconto", "già pagato", "aanbetaling", "voorschot", "reeds betaald",
		"入金済", "前受金", "内金", "手付金", "前払金", "ご入金額"}},
	{balanceLine, []string{"total due", "amount due", "balance due", "balance", "amount payable", "total payable", "please pay", "pay this amount", "outstanding", "amount owing", "now due",
		"zu zahlen", "noch zu zahlen", "zahlbetrag", "offener betrag", "restbetrag", "verbleibender betrag", "offener saldo",
		"net à payer", "reste à payer", "reste dû", "solde", "montant dû", "montant restant", "à payer",
		"total a pagar", "importe a pagar", "a pagar", "pendiente de pago", "importe pendiente", "saldo pendiente", "resto a pagar",
		"totale da pagare", "netto a pagare", "da pagare", "importo residuo", "saldo da pagare", "residuo",
		"te betalen", "nog te betalen", "openstaand bedrag", "openstaand saldo", "resterend bedrag",
		"ご請求金額", "請求金額", "お支払金額", "差引請求額", "差引ご請求額", "差引金額", "今回ご請求額", "ご請求残高"}},
	{taxLine, []string{"tax", "vat", "gst", "hst", "pst", "qst", "mwst", "iva", "ust", "umsatzsteuer", "mehrwertsteuer", "tva", "btw", "消費税"}},
	{totalLine, []string{"total", "grand total", "invoice total", "gross amount", "amount",
		"gesamtbetrag", "rechnungsbetrag", "summe brutto", "gesamtsumme", "bruttobetrag", "gesamt brutto", "endbetrag", "summe", "gesamt", "brutto",
		"total ttc", "montant ttc", "ttc", "importe total", "total factura", "totale", "totale fattura", "totale documento",
		"totaal", "totaal incl", "合計", "合計金額"}},
})

// foldPhrases writes the phrases as labels are compared: without accents (foldAccents).
func foldPhrases(groups []struct {
	kind    totalKind
	phrases []string
}) []struct {
	kind    totalKind
	phrases []string
} {
	for _, g := range groups {
		for i, p := range g.phrases {
			// Padded once here, as totalKindOf looks for them: " total due ".
			g.phrases[i] = " " + foldAccents(p) + " "
		}
	}
	return groups
}

// exactTotals are the labels trusted even with a bare number ("Total: 500") or
// with a quantity column beside the amount ("Total  10  $1,500.00").
var exactTotals = map[string]totalKind{
	"total": totalLine, "grand total": totalLine, "invoice total": totalLine,
	"subtotal": subtotalLine, "sub total": subtotalLine,
	"total due": balanceLine, "amount due": balanceLine, "balance due": balanceLine,
	"tax amount": taxLine, "vat amount": taxLine,
	"total credit": totalLine, "credit total": totalLine,
	"gesamtbetrag": totalLine, "rechnungsbetrag": totalLine, "zwischensumme": subtotalLine,
	"total ttc": totalLine, "total ht": subtotalLine, "net a payer": balanceLine, // accents folded
	"total factura": totalLine, "totale": totalLine, "totaal": totalLine, "subtotaal": subtotalLine,
	"合計": totalLine, "小計": subtotalLine,
}

// taxAfterWords may follow a tax's name in its label: "Sales tax reversed" is the
// tax, where "Tax preparation" is an item.
var taxAfterWords = wordSet(`reversed refunded credited amount total due charged collected exempt`)

// cardPaymentRe marks a payment taken at the till: a card or cash.
var cardPaymentRe = text.Lazy(`(?i)\b(?:visa|mastercard|amex|discover|debit|card|cash|tendered)\b`)

var (
	rateRe  = text.Lazy(`(\d{1,3}(?:[.,]\d{1,4})?)\s*%`)
	parenRe = text.Lazy(`\([^)]*\)`)
)

// totalKindOf names the amount a label introduces. oneMoneyNumber is whether the
// line ends in a single amount written as money; anything looser must be an exact label.
// Labels of more than three words are item descriptions ("Website delivery and launch").
func totalKindOf(label string, oneMoneyNumber bool) totalKind {
	if !mayBeTotal(foldAccents(strings.ToLower(label))) {
		return notATotal
	}
	norm := totalLabel(label)
	if kind, ok := exactTotals[norm]; ok || !oneMoneyNumber {
		return kind
	}
	letterWords := 0
	for _, w := range strings.Fields(norm) {
		if strings.Trim(w, "0123456789#") != "" {
			letterWords++
		}
	}
	if letterWords == 0 || letterWords > 3 {
		return notATotal
	}
	padded := " " + norm + " "
	for _, group := range totalPhrases {
		for _, p := range group.phrases {
			if !strings.Contains(padded, p) {
				continue
			}
			switch {
			case group.kind == taxLine && strings.Contains(padded, " incl"):
				return totalLine // "Total incl. VAT"
			case group.kind == taxLine && !strings.HasSuffix(padded, p) && !taxAfterWords[wordAfter(padded, p)]:
				return notATotal // "Tax preparation": an item, not the tax
			}
			return group.kind
		}
	}
	return notATotal
}

// wordAfter is the word after the padded phrase p in padded (" sales tax reversed " →
// "reversed").
func wordAfter(padded, p string) string {
	_, after, _ := strings.Cut(padded, p)
	w, _, _ := strings.Cut(after, " ")
	return w
}

// totalLabel normalises a totals label to its words: "Sales Tax (8.25%):" →
// "sales tax", "TOTAL (USD)" → "total", "Less: Deposit" → "deposit".
func totalLabel(label string) string {
	if strings.Contains(label, "%") {
		label = rateRe.ReplaceAllString(label, " ")
	}
	if strings.Contains(label, "(") {
		label = parenRe.ReplaceAllString(label, " ")
	}
	var kept []string
	for _, w := range strings.Fields(normLabel(label)) {
		switch w {
		case "usd", "eur", "gbp", "cad", "aud", "jpy", "chf":
		default:
			kept = append(kept, w)
		}
	}
	if len(kept) > 0 && kept[0] == "less" {
		kept = kept[1:]
	}
	return strings.Join(kept, " ")
}

// totalStems are in every label of totalPhrases and exactTotals (written without
// accents, as labels are compared); a label with none of them is an item, and the
// costlier reading is skipped.
var totalStems = []string{"total", "tax", "vat", "gst", "hst", "pst", "qst", "mwst", "iva", "ship",
	"freight", "deliver", "postage", "handling", "s&h", "s/h", "discount", "rebate", "coupon", "promo", "paid",
	"payment", "deposit", "retainer", "balance", "due", "pay", "outstanding", "owing", "amount", "net", "excl",
	"merchandise", "surcharge", "charge", "fee", "credit", "visa", "mastercard", "amex", "discover", "debit", "tendered",
	"summe", "betrag", "netto", "brutto", "ust", "steuer", "gesamt", "rabatt", "skonto", "versand", "anzahlung", "bezahlt", "zahl",
	"ttc", "ht", "tva", "payer", "acompte", "solde", "remise", "port", "livraison", "regle",
	"importe", "imponib", "descuento", "envio", "anticipo", "pag", "cuenta",
	"sconto", "spedizione", "acconto",
	"btw", "totaal", "bedrag", "betalen", "betaald", "korting", "verzend", "aanbetaling", "voorschot",
	"rest", "offen", "verbleib", "pendiente", "residuo", "saldo", "openstaand",
	"小計", "合計", "消費税", "請求", "送料", "入金", "前受", "内金", "手付", "前払", "差引"}

func mayBeTotal(lower string) bool {
	for _, stem := range totalStems {
		if strings.Contains(lower, stem) {
			return true
		}
	}
	return false
}

// readTotal reads line i as one amount of the totals block and reports whether it was.
// A label may carry the amount a rate applies to ("Sales tax 6.1% on 536.85  32.75",
// "VAT 7 % on 594,50 € (coffee)  41,62 €"): that amount is the tax's base, not the line's.
func (r *reader) readTotal(i int) bool {
	tokens := strings.Fields(strings.ReplaceAll(r.lines[i].text, "|", " "))
	labelWords, nums := trailingNumbers(tokens)
	if len(nums) == 0 || len(labelWords) == 0 {
		return false
	}
	last := nums[len(nums)-1]
	cents, ok := last.cents()
	if !ok {
		return false
	}
	label, base, hasBase := splitBase(strings.TrimRight(strings.Join(labelWords, " "), ": -=."))
	kind := totalKindOf(label, len(nums) == 1 && last.moneyForm())
	if kind == notATotal && len(nums) > 1 {
		// The number before the amount may be the base: "… 6.1% on 536.85  32.75".
		whole := strings.TrimRight(strings.Join(tokens[:lastNumberAt(tokens)], " "), ": -=.")
		if l, b, ok := splitBase(whole); ok {
			label, base, hasBase = l, b, true
			kind = totalKindOf(label, last.moneyForm())
		}
	}
	if kind == notATotal {
		return false
	}
	m := labelledAmount{cents: cents, found: true, label: label, base: base, hasBase: hasBase}
	if rate := rateRe.FindStringSubmatch(label); rate != nil {
		if a, ok := parseAmount(rate[1], 4); ok {
			m.rate, m.hasRate = a.value, true
		}
		// "5.5% on toner", "software only": the rate applies to part of the items.
		m.partBase = !hasBase && partBaseRe.MatchString(label)
	}
	r.totals = append(r.totals, totalEntry{line: i, kind: kind, money: m})
	return true
}

// readSplitTotal reads a total whose amount OCR put on a line of its own: "Total Due",
// then (a blank line between at most) "$1,012.26". Only a balance or total label is read
// so, and only when the amount is all the next line holds.
func (r *reader) readSplitTotal(i int) bool {
	label := strings.Trim(r.lines[i].text, " -_.:|")
	if len(r.lines[i].cells) != 1 || len(label) > maxLabel || strings.ContainsAny(label, "0123456789") {
		return false
	}
	kind := totalKindOf(label, true)
	if kind != totalLine && kind != balanceLine {
		return false
	}
	for j := i + 1; j < len(r.lines) && j <= i+2; j++ {
		next := r.lines[j]
		if next.text == "" {
			continue
		}
		if !isAmount(next.text) {
			return false
		}
		_, nums := trailingNumbers(strings.Fields(next.text))
		cents, ok := nums[0].cents()
		if !ok {
			return false
		}
		r.totals = append(r.totals, totalEntry{line: j, kind: kind, money: labelledAmount{cents: cents, found: true, label: label}})
		r.used[i], r.isTotal[i], r.used[j], r.isTotal[j] = true, true, true, true
		return true
	}
	return false
}

var (
	// baseRe finds the amount a rate applies to, written in its label: "on 536.85",
	// "on $115.00", "of 594,50 €".
	baseRe = text.Lazy(`\b(?:on|of)\s+((?:[$€£]|USD|EUR|CAD)?\s?\d[\d.,]*\d(?:\s?(?:[$€£]|EUR))?)`)
	// partBaseRe marks a rate that applies to part of the items, its base not given.
	partBaseRe = text.Lazy(`(?i)%\s*\)?\s*on\s+[a-z]|\bonly\b`)
)

// splitBase takes the base amount out of a totals label: "Sales tax 6.1% on
// 536.85" → "Sales tax 6.1%", 53685 cents.
func splitBase(label string) (string, int64, bool) {
	if !strings.Contains(label, "on ") && !strings.Contains(label, "of ") {
		return label, 0, false
	}
	m := baseRe.FindStringSubmatchIndex(label)
	if m == nil {
		return label, 0, false
	}
	cents, ok := parseMoney(strings.Join(strings.Fields(label[m[2]:m[3]]), ""))
	if !ok || cents <= 0 {
		return label, 0, false
	}
	return strings.TrimSpace(label[:m[0]] + " " + label[m[1]:]), cents, true
}

// lastNumberAt is the index of the line's last number token (currency marks after
// it skipped), or len(tokens).
func lastNumberAt(tokens []string) int {
	for i := len(tokens) - 1; i >= 0; i-- {
		if isCurrencyToken(tokens[i]) {
			continue
		}
		if _, ok := parseNumber(tokens[i]); ok {
			return i
		}
		break
	}
	return len(tokens)
}

// totalEntry is one line of the totals block, kept until the items are read: a
// shipping or discount line between two items is an item, not a total.
type totalEntry struct {
	line    int
	kind    totalKind
	money   labelledAmount
	claimed bool // read as a line item instead
}

// settleTotals stores the amounts of the totals block that were not items.
func (r *reader) settleTotals() {
	f := &r.facts
	for _, e := range r.totals {
		if !e.claimed {
			f.addTotal(e.kind, e.money)
		}
	}
}

func (f *facts) addTotal(kind totalKind, m labelledAmount) {
	switch kind {
	case subtotalLine:
		if !f.subtotal.found {
			f.subtotal = m
		}
	case taxLine:
		// A "Total tax" line that repeats the tax lines above it is not another tax.
		if len(f.taxes) > 1 && strings.Contains(strings.ToLower(m.label), "total") && f.taxTotal() == m.cents {
			return
		}
		f.taxes = append(f.taxes, m)
	case discountLine:
		m.cents = abs(m.cents)
		if !f.discount.found {
			f.discount = m
		}
	case shippingLine:
		m.cents += f.shipping.cents // shipping and handling may be two lines
		f.shipping = m
	case chargeLine:
		if f.charges.found {
			m.label = "charges" // two fees or more are named together
		}
		m.cents += f.charges.cents
		f.charges = m
	case paidLine:
		m.cents = abs(m.cents) + f.paid.cents
		f.paidByCard = f.paidByCard || cardPaymentRe.MatchString(m.label)
		f.paid = m
	case balanceLine:
		f.amountDue = m
	case totalLine:
		f.total = m
	}
}

func abs(n int64) int64 {
	if n < 0 {
		return -n
	}
	return n
}
