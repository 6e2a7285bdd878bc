package invoice

import (
	"fmt"
	"strings"
	"testing"
)

// testAll are all the layouts of the tests.
var testAll = []string{testClassic, testPipe, testEuropean, testFreelancer,
	testMismatch, testTwoColumn, testPaid, testReceipt, testTerse,
	testPageSample, testItemsMissTotal, testQuickBooks, testPaymentService}

// The five header lines come first, in the page's order, each at most once.
func TestInvoiceHeaderOrder(t *testing.T) {
	order := []string{"INVOICE #", "Date: ", "From: ", "Due Date: ", "Total Due: "}
	for _, invoice := range testAll {
		header, _, _ := strings.Cut(analyzeInvoice(invoice), "\n\n")
		next := 0
		for _, line := range strings.Split(header, "\n") {
			for next < len(order) && !strings.HasPrefix(line, order[next]) {
				next++
			}
			if next == len(order) {
				t.Fatalf("header line %q out of order in:\n%s", line, header)
			}
			next++
		}
	}
}

// Text quoted from the invoice must not repeat the markers the page reads, or a missing
// field would be read from an item.
func TestInvoiceQuotedTextKeepsMarkersOut(t *testing.T) {
	invoice := `Bill To: Someone
Invoice #: 55
Description                         Qty   Price     Amount
Rush fee, invoice #54 follow-up       1   $20.00    $20.00
Change of Date: moved shoot           1   $30.00    $30.00
Total Due: $50 deposit line           1   $10.00    $10.00
Total: $60.00`
	answer := analyzeInvoice(invoice)
	got := pageRead(answer)
	if got["number"] != "55" || got["date"] != "" || got["total"] != "60.00" || got["due"] != "" {
		t.Errorf("page reads %v from:\n%s", got, answer)
	}
}

// The colon written after an item's description must not make a marker of its last word.
func TestInvoiceItemNamesEndingInAMarkerWord(t *testing.T) {
	answer := analyzeInvoice("Studio North\nChange of date $30\nShipping from $20\nTotal $50")
	got := pageRead(answer)
	if got["date"] != "" || got["from"] != "Studio North" {
		t.Errorf("page reads %v from:\n%s", got, answer)
	}
}

// Several fields on one line, with or without colons, are all read.
func TestInvoiceFieldsOnOneLine(t *testing.T) {
	for invoice, want := range map[string]map[string]string{
		"Invoice Number INV-1 Date 2026-03-05\nFrom: Foo LLC\nTotal: $5.00": {
			"number": "INV-1", "date": "2026-03-05", "from": "Foo LLC", "total": "5.00"},
		"Invoice #1001 Date: 2026-03-05 Due Date: 2026-04-04\nVendor: Foo LLC\nTotal Due: USD 10.00": {
			"number": "1001", "date": "2026-03-05", "due": "2026-04-04", "from": "Foo LLC", "total": "10.00"},
		"Invoice No.: 17 Date: 05.03.2026 Terms: Net 15\nSeller: Bar GmbH\nTotal: 1.190,00 €": {
			"number": "17", "date": "2026-03-05", "due": "2026-03-20", "from": "Bar GmbH", "total": "1,190.00"},
	} {
		answer := analyzeInvoice(invoice)
		if got := pageRead(answer); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("page reads %v, want %v, from:\n%s", got, want, answer)
		}
	}
}

func TestInvoiceDates(t *testing.T) {
	tests := []struct {
		value    string
		dayFirst bool
		want     string
	}{
		{"March 5, 2026", false, "2026-03-05"},
		{"5 Mar 2026", false, "2026-03-05"},
		{"2026-03-05", true, "2026-03-05"},
		{"03/05/2026", false, "2026-03-05"},
		{"05/03/2026", true, "2026-03-05"},
		{"25/03/2026", false, "2026-03-25"},
		{"05.03.2026", false, "2026-03-05"},
		{"Thursday, 5 March 2026", false, "2026-03-05"},
		{"on 3/5/26 at noon", false, "2026-03-05"},
		{"Net 30", false, ""},
	}
	for _, tt := range tests {
		d, ok := findDate(tt.value, tt.dayFirst)
		if got := d.String(); ok != (tt.want != "") || ok && got != tt.want {
			t.Errorf("findDate(%q, %v) = %s, %v; want %q", tt.value, tt.dayFirst, got, ok, tt.want)
		}
	}
	if !dayFirst(splitLines("Date: 05/03/2026\nDue: 20/03/2026")) || dayFirst(splitLines("Date: 03/05/2026\nDue: 03/20/2026")) {
		t.Error("dayFirst does not follow an unambiguous date")
	}
}

func TestInvoiceNumbers(t *testing.T) {
	tests := []struct {
		token string
		milli int64
		money bool
		ok    bool
	}{
		{"$1,234.56", 1234560, true, true},
		{"1.234,56", 1234560, true, true},
		{"(50.00)", -50000, true, true},
		{"7.5", 7500, false, true},
		{"$120/hr", 120000, true, true},
		{"x3", 3000, false, true},
		{"10 hrs", 10000, false, true},
		{"8%", 0, false, false},
		{"03/05/2026", 0, false, false},
		{"555-0134", 0, false, false},
	}
	for _, tt := range tests {
		n, ok := parseCellNumber(tt.token)
		if ok != tt.ok || ok && (n.milli != tt.milli || n.moneyForm() != tt.money) {
			t.Errorf("parseCellNumber(%q) = %+v, %v; want %d, money %v, %v", tt.token, n, ok, tt.milli, tt.money, tt.ok)
		}
	}
}

// testLong is a ~10 KB invoice of many table rows.
func testLong() string {
	var b strings.Builder
	b.WriteString("Harbor Freight Logistics LLC\n1 Dock Road, Suite 9\n\nInvoice #: HFL-2026-0311\nInvoice Date: 03/11/2026\nTerms: Net 45\n\nBill To:\nOceanic Retail Group\n\n")
	b.WriteString("Description                              Qty     Unit Price        Amount\n")
	var sum int64
	for i := 1; b.Len() < 9600; i++ {
		qty, unit := int64(i%7+1), int64(1999+i*37)
		sum += qty * unit
		fmt.Fprintf(&b, "Pallet handling, lane %d zone %d %12d %14s %14s\n", i, i%40, qty, formatUSD(unit), formatUSD(qty*unit))
	}
	tax := (sum*6 + 50) / 100
	fmt.Fprintf(&b, "\nSubtotal %s\nTax (6%%) %s\nTotal Due %s\n", formatUSD(sum), formatUSD(tax), formatUSD(sum+tax))
	return b.String()
}

func TestInvoiceLong(t *testing.T) {
	answer := analyzeInvoice(testLong())
	if got := pageRead(answer); got["number"] != "HFL-2026-0311" || got["due"] != "2026-04-25" {
		t.Errorf("page reads %v", got)
	}
	if !strings.Contains(answer, "the figures add up") || !strings.Contains(answer, "more items, totalling") {
		t.Errorf("long invoice answer:\n%s", answer)
	}
}

func BenchmarkAnalyzeInvoice10KB(b *testing.B) {
	invoice := testLong()
	b.SetBytes(int64(len(invoice)))
	for b.Loop() {
		analyzeInvoice(invoice)
	}
}
