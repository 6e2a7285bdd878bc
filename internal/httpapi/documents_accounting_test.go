package httpapi

import (
	"fmt"
	"strings"
	"testing"

	"lexa/internal/lexa"
)

// billLines always add up to the total the invoice asks for, and never round an amount.
func TestBillLines(t *testing.T) {
	money := func(c int64) lexa.Money { return lexa.Money{Cents: c} }
	amount := func(c int64) lexa.InvoiceField { return lexa.InvoiceField{Found: true, Cents: &c} }
	qty := func(q float64) *float64 { return &q }
	unit := func(c int64) *lexa.Money { m := money(c); return &m }
	item := func(d string, q *float64, u *lexa.Money, a int64) lexa.InvoiceLineItem {
		return lexa.InvoiceLineItem{Description: d, Quantity: q, UnitPrice: u, Amount: money(a)}
	}
	for _, tc := range []struct {
		name  string
		items []lexa.InvoiceLineItem
		tax   *lexa.InvoiceField
		total *lexa.InvoiceField
		want  string
	}{
		{"lines, tax and a total that adds up",
			[]lexa.InvoiceLineItem{item("Paper", qty(10), unit(2400), 24000), item("Toner", qty(2), unit(8950), 17900)},
			ptr(amount(3352)), ptr(amount(45252)), "Paper 10×2400=24000; Toner 2×8950=17900; Tax 1×3352=3352"},
		{"a total 100.00 more than its parts: the rest is a line of its own",
			[]lexa.InvoiceLineItem{item("Cleaning", qty(4), unit(15000), 60000)},
			ptr(amount(3000)), ptr(amount(73000)), "Cleaning 4×15000=60000; Tax 1×3000=3000; " + billRestLine + " 1×10000=10000"},
		{"a discount: a negative rest",
			[]lexa.InvoiceLineItem{item("Repair", nil, nil, 20000)},
			nil, ptr(amount(18000)), "Repair 1×20000=20000; " + billRestLine + " 1×-2000=-2000"},
		{"a fractional quantity or a unit that does not make the amount: one of the whole amount",
			[]lexa.InvoiceLineItem{item("Hours", qty(1.5), unit(1000), 1500), item("Parts", qty(3), unit(333), 1000)},
			nil, nil, "Hours 1×1500=1500; Parts 1×1000=1000"},
		{"no line items: the total", nil, ptr(amount(5000)), ptr(amount(12550)), billTotalLine + " 1×12550=12550"},
		{"nothing read", nil, nil, nil, ""},
	} {
		var f lexa.InvoiceFields
		if tc.tax != nil {
			f.Tax = *tc.tax
		}
		if tc.total != nil {
			f.Total = *tc.total
		}
		var got []string
		for _, l := range billLines(lexa.InvoiceResult{Reading: lexa.InvoiceReading{Fields: f, LineItems: tc.items}}) {
			got = append(got, fmt.Sprintf("%s %s×%d=%d", l.description, l.quantity, l.unit, l.amount))
		}
		if g := strings.Join(got, "; "); g != tc.want {
			t.Errorf("%s:\n got %s\nwant %s", tc.name, g, tc.want)
		}
	}
}

func ptr[T any](v T) *T { return &v }
