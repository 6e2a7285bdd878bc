package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"time"
)

// invoice is one generated invoice: every string as printed, and the facts expected of
// a reader.
type invoice struct {
	Loc              locale
	L                chosenLabels
	Layout           string
	Vendor, Customer party
	Logo             string // the logo block: initials, "" for a drawn mark only, or "wordmark"
	Accent           string // a CSS colour
	Number           string
	Date, Due        string
	Lines            []line
	Subtotal         string
	TaxLabel, Tax    string
	Shipping         string // "" when none
	Total            string
	Paid, Balance    string // "" unless a deposit was paid
	Thanks           string

	expected map[string]string
}

type line struct{ Desc, Qty, Unit, Amount string }

// chosenLabels are one document's labels, a variant of each.
type chosenLabels struct {
	Title, Number, Date, Due, BillTo, Desc, Qty, Unit, Amount, Subtotal, Tax, Total, Paid, Balance, Thanks string
}

func pick[T any](r *rand.Rand, xs []T) T { return xs[r.IntN(len(xs))] }

func chooseLabels(r *rand.Rand, l labels) chosenLabels {
	return chosenLabels{pick(r, l.title), pick(r, l.number), pick(r, l.date), pick(r, l.due), pick(r, l.billTo),
		pick(r, l.desc), pick(r, l.qty), pick(r, l.unit), pick(r, l.amount), pick(r, l.subtotal), pick(r, l.tax),
		pick(r, l.total), pick(r, l.paid), pick(r, l.balance), pick(r, l.thanks)}
}

var accents = []string{"#1f4e79", "#7a1f3d", "#2e6b3a", "#b35c00", "#333333", "#5b2c83"}

// htmlLayouts are the browser-printed invoice layouts (see templates.go); "japanese" is
// only for Japanese labels, and "din" (a German letter's address window) leans German.
var htmlLayouts = []string{"classic", "band", "minimal", "summary", "din"}

// newInvoice draws invoice n: a locale, two parties of its country, 2–7 lines, tax, an
// optional shipping line and deposit.
func newInvoice(r *rand.Rand, n int) invoice {
	loc := locales[n%len(locales)] // every locale in turn, so each is in both splits
	country := loc.id[strings.Index(loc.id, "-")+1:]
	ps := parties[country]
	vi := r.IntN(len(ps))
	ci := (vi + 1 + r.IntN(len(ps)-1)) % len(ps)
	inv := invoice{Loc: loc, L: chooseLabels(r, invoiceLabels[loc.lang]), Vendor: ps[vi], Customer: ps[ci], Accent: pick(r, accents)}

	inv.Layout = pick(r, htmlLayouts)
	switch {
	case loc.lang == "ja":
		inv.Layout = "japanese"
	case loc.lang == "de" && r.IntN(3) > 0:
		inv.Layout = "din"
	}
	switch r.IntN(3) {
	case 0:
		inv.Logo = initials(inv.Vendor.Name)
	case 1:
		inv.Logo = "wordmark"
	}

	date := time.Date(2025+r.IntN(2), time.Month(1+r.IntN(12)), 1+r.IntN(28), 0, 0, 0, 0, time.UTC)
	layout := pick(r, loc.dates)
	inv.Date = dateText(date, layout)
	inv.Due = dateText(date.AddDate(0, 0, pick(r, []int{14, 30, 30, 45})), layout)
	inv.Number = invoiceNumber(r, loc, date)

	var subtotal int64
	for range 2 + r.IntN(6) {
		it := pick(r, items[loc.lang])
		qty := int64(1 + r.IntN(12))
		if it.max > 1000 {
			qty = 1 + int64(r.IntN(2))
		}
		unit := int64(it.min + r.IntN(it.max-it.min+1))
		if loc.decimal != "" {
			unit = unit*100 + int64(pick(r, []int{0, 0, 50, 95, 99, 25}))
		}
		subtotal += qty * unit
		inv.Lines = append(inv.Lines, line{it.text, fmt.Sprint(qty), loc.money(unit), loc.money(qty * unit)})
	}
	rate := pick(r, loc.taxRates)
	tax := (subtotal*int64(rate) + 50000) / 100000 // rounded half up to the minor unit
	inv.Subtotal, inv.Tax = loc.money(subtotal), loc.money(tax)
	inv.TaxLabel = inv.L.Tax + " " + loc.percent(rate)
	total := subtotal + tax
	if loc.lang == "en" && r.IntN(4) == 0 {
		ship := int64(15+r.IntN(60)) * 100
		if loc.decimal == "" {
			ship = int64(1000 + r.IntN(20)*100)
		}
		inv.Shipping = loc.money(ship)
		total += ship
	}
	inv.Total = loc.money(total)
	due := total
	if r.IntN(6) == 0 {
		paid := total / 2 / 100 * 100
		inv.Paid, inv.Balance = loc.money(-paid), loc.money(total-paid)
		due = total - paid
	}
	inv.Thanks = inv.L.Thanks
	inv.expected = map[string]string{
		"vendor": inv.Vendor.Name, "invoiceNumber": inv.Number, "date": date.Format("2006-01-02"), "total": loc.plain(due),
	}
	return inv
}

// invoiceNumber is written as the country's software writes it.
func invoiceNumber(r *rand.Rand, loc locale, date time.Time) string {
	y, seq := date.Year(), 1+r.IntN(980)
	forms := map[string][]string{
		"en": {"INV-%[1]d-%04[2]d", "%05[2]d", "A-%[1]d%03[2]d", "SO%[1]d%04[2]d"},
		"de": {"RE-%[1]d-%03[2]d", "%[1]d%04[2]d", "R%05[2]d"},
		"fr": {"F%[1]d-%04[2]d", "FA%[1]d%03[2]d"},
		"es": {"FAC-%[1]d/%03[2]d", "A/%[1]d/%04[2]d", "%[1]d-%03[2]d"},
		"ja": {"%[1]d%02[3]d-%03[2]d", "No.%06[2]d"},
	}
	return fmt.Sprintf(pick(r, forms[loc.lang]), y, seq, int(date.Month()))
}

// initials are a logo's letters: "Northwind Bakery Supply LLC" is "NB".
func initials(name string) string {
	var b strings.Builder
	for _, w := range strings.Fields(name) {
		if r := []rune(w)[0]; r >= 'A' && r <= 'Z' && b.Len() < 2 {
			b.WriteRune(r)
		}
	}
	return b.String()
}
