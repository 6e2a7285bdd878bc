package invoice

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"lexa/internal/lexa"
)

// readInvoice is Read without a deadline, which never stops it.
func readInvoice(t *testing.T, invoice string) lexa.InvoiceReading {
	t.Helper()
	r, err := Read(context.Background(), invoice)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// A three-line invoice: one line right, one whose quantity × price is wrong, one with an
// amount only; the total is $100.00 over its parts.
const readingTestMismatch = `Harbor Lights Electric LLC
Invoice #: HL-204
Invoice Date: 2026-04-01
Due Date: 2026-05-01

Description               Qty   Unit Price     Amount
Panel inspection            1      $150.00    $150.00
Breaker replacement         3       $45.00    $145.00
Permit fee                                     $60.00

Subtotal                                      $355.00
Sales Tax (5%)                                 $17.75
Total Due                                     $472.75`

func TestReadChecksEveryLineItem(t *testing.T) {
	r := readInvoice(t, readingTestMismatch)
	if len(r.LineItems) != 3 {
		t.Fatalf("%d line items, want 3: %+v", len(r.LineItems), r.LineItems)
	}
	want := []struct {
		desc, check, expected, difference string
	}{
		{"Panel inspection", lexa.CheckPass, "$150.00", ""},
		{"Breaker replacement", lexa.CheckFail, "$135.00", "$10.00"},
		{"Permit fee", lexa.CheckUnchecked, "", ""},
	}
	for i, w := range want {
		got := r.LineItems[i]
		expected, difference := "", ""
		if got.Expected != nil {
			expected = got.Expected.Text
		}
		if got.Difference != nil {
			difference = got.Difference.Text
		}
		if got.Description != w.desc || got.Check != w.check || expected != w.expected || difference != w.difference || got.Note == "" {
			t.Errorf("line %d = %+v (expected %q, difference %q), want %+v", i, got, expected, difference, w)
		}
	}
	if q := r.LineItems[1].Quantity; q == nil || *q != 3 || r.LineItems[1].UnitPrice.Text != "$45.00" {
		t.Errorf("the wrong line's quantity and price: %+v", r.LineItems[1])
	}
	if !strings.Contains(r.LineItems[1].Note, "3 × $45.00 is $135.00, but the line shows $145.00") {
		t.Errorf("the wrong line's note: %q", r.LineItems[1].Note)
	}
}

func TestReadMarksTheSumWithItsDifference(t *testing.T) {
	r := readInvoice(t, readingTestMismatch)
	s := r.Sum
	// 150 + 145 + 60 = 355.00 in lines; + 17.75 tax = 372.75; the invoice asks 472.75.
	if s.Status != lexa.CheckFail || s.Expected.Text != "$372.75" || s.Stated.Text != "$472.75" || s.StatedLabel != "Total due" ||
		s.Difference.Cents != 10000 || s.Difference.Text != "$100.00" {
		t.Fatalf("sum = %+v", s)
	}
	if len(s.Parts) != 2 || s.Parts[0].Label != "Line items" || s.Parts[0].Amount.Cents != 35500 || s.Parts[1].Label != "Tax" {
		t.Errorf("parts = %+v", s.Parts)
	}
	if !strings.Contains(s.Text, "but the total due is $472.75: a difference of $100.00") {
		t.Errorf("sum text = %q", s.Text)
	}
	// The same sentence is in the analysis, and the summary names the problem.
	answer := analyzeInvoice(readingTestMismatch)
	if !strings.Contains(answer, s.Text) || !strings.Contains(r.Summary, "the total due is $100.00 more than the line items and tax come to") {
		t.Errorf("summary %q, answer:\n%s", r.Summary, answer)
	}
}

func TestReadSumsTaxesChargesAndDiscounts(t *testing.T) {
	r := readInvoice(t, `Northern Ledger Bookkeeping Ltd.
INVOICE NL-9
Date: 2026-03-31
Terms: Net 15

Service                       Qty     Rate      Amount (CAD)
Monthly bookkeeping             1   650.00        650.00
QuickBooks subscription         1   115.00        115.00

Subtotal                                        765.00
Loyalty discount (10%)                          -76.50
Fuel surcharge                                    5.00
GST 5%                                           34.43
PST 7% (software only, on $115.00)                8.05
Total (CAD)                                     735.98`)
	var parts []string
	for _, p := range r.Sum.Parts {
		parts = append(parts, p.Label+" "+p.Amount.Text)
	}
	want := "Line items $765.00|GST 5% $34.43|PST 7% $8.05|Fuel surcharge $5.00|Discount -$76.50"
	if strings.Join(parts, "|") != want || r.Sum.Status != lexa.CheckPass || r.Sum.Difference != nil {
		t.Errorf("sum %s (%s), want %s", strings.Join(parts, "|"), r.Sum.Status, want)
	}
	if r.Currency != "CAD" || r.Fields.Tax.Value != "$42.48" || !strings.Contains(r.Fields.Tax.Note, "PST 7%") {
		t.Errorf("currency %q, tax %+v", r.Currency, r.Fields.Tax)
	}
	// GST on the discounted subtotal (688.50 × 5% = 34.43), PST on the amount it names.
	for _, id := range []string{checkTaxRate, checkDiscountRate} {
		for _, c := range r.Checks {
			if c.ID == id && c.Status != lexa.CheckPass {
				t.Errorf("%s: %+v", id, c)
			}
		}
	}
	if r.Fields.DueDate.Value != "2026-04-15" || !strings.Contains(r.Fields.DueDate.Note, "Net 15") {
		t.Errorf("due date %+v", r.Fields.DueDate)
	}
}

func TestReadRefusesATextThatIsNoInvoice(t *testing.T) {
	memo := `From: Linda Marlow <linda@example.com>
To: kitchen-team@example.com
Date: Thu, May 21, 2026 4:12 PM
Subject: Memorial Day

Hi team, we're closed Monday. Marco will place the produce order — the usual $420 budget.
Staff meal Saturday: total of 14 people.`
	r := readInvoice(t, memo)
	if r.Kind != lexa.InvoiceKindNotInvoice || !strings.HasPrefix(r.Summary, "This does not look like an invoice: I expected ") {
		t.Fatalf("kind %q, summary %q", r.Kind, r.Summary)
	}
	if !reflect.DeepEqual(r.Fields, lexa.InvoiceFields{}) || r.Currency != "" || r.Sum.Expected != nil {
		t.Errorf("fields or sum invented: %+v %+v", r.Fields, r.Sum)
	}
	raw, _ := json.Marshal(r)
	for _, want := range []string{`"lineItems":[]`, `"checks":[]`, `"parts":[]`, `"status":"unchecked"`} {
		if !strings.Contains(string(raw), want) {
			t.Errorf("JSON lacks %s: %s", want, raw)
		}
	}
	answer := analyzeInvoice(memo)
	if !strings.Contains(answer, "e-mail or a memo") || strings.Contains(answer, "Date:") || strings.Contains(answer, "Total Due") {
		t.Errorf("answer:\n%s", answer)
	}
}

func TestReadTellsCreditMemosAndReceipts(t *testing.T) {
	credit := readInvoice(t, `Summit Office Technologies, Inc.
CREDIT MEMO
Credit Memo #: CM-17
Date: 02/11/2026
Original Invoice: INV-88 (01/31/2026)

Description                      Qty      Price       Credit
Returned toner cartridge           2     169.00       338.00
                             TOTAL CREDIT             338.00`)
	if credit.Kind != lexa.InvoiceKindCreditMemo || credit.Fields.InvoiceNumber.Value != "CM-17" || credit.Fields.Total.Value != "$338.00" ||
		credit.Fields.DueDate.Found || !strings.Contains(credit.Summary, "against invoice INV-88") || strings.Contains(credit.Summary, "bills") {
		t.Errorf("credit memo: %+v", credit)
	}
	for _, c := range credit.Checks {
		if c.ID == checkDueDate {
			t.Errorf("a credit memo is held to a due date: %+v", c)
		}
	}
	receipt := readInvoice(t, `CORNER HARDWARE
05/28/2026  07:42 AM   REG 03

DUCT TAPE          2 @ 7.99      15.98
                 SUBTOTAL        15.98
                 TAX 5%           0.80
                 TOTAL           16.78
VISA ************4417            16.78`)
	if receipt.Kind != lexa.InvoiceKindReceipt || receipt.Fields.Date.Value != "2026-05-28" || receipt.Fields.Vendor.Value != "Corner Hardware" ||
		receipt.LineItems[0].Check != lexa.CheckPass || !strings.Contains(receipt.Summary, "already paid") {
		t.Errorf("receipt: %+v", receipt)
	}
}

func TestReadKeepsTheInvoicesCurrency(t *testing.T) {
	r := readInvoice(t, testEuropean)
	if r.Currency != "EUR" || !r.Fields.Currency.Found || r.Fields.Total.Value != "€6,366.50" || r.LineItems[0].Amount.Text != "€1,900.00" {
		t.Errorf("currency %q, fields %+v", r.Currency, r.Fields)
	}
	if answer := analyzeInvoice(testEuropean); !strings.Contains(answer, "Total Due: €6,366.50") || strings.Contains(answer, "$") {
		t.Errorf("a euro invoice answered in dollars:\n%s", answer)
	}
}

func TestReadChecksPercentageLinesAndDates(t *testing.T) {
	r := readInvoice(t, `ClearPath Medical Billing LLC
Invoice: CP-1
Date: 05/05/2026
Due Date: 05/01/2026

Billing services: 6.0% of April collections ($48,250.00)          $2,895.00
Statements mailed      312 @ $0.85            $265.20

Amount due                                                       $3,160.20`)
	if r.LineItems[0].Check != lexa.CheckPass || r.LineItems[0].Expected.Text != "$2,895.00" || r.LineItems[1].Check != lexa.CheckPass {
		t.Errorf("lines %+v", r.LineItems)
	}
	statuses := map[string]string{}
	for _, c := range r.Checks {
		statuses[c.ID] = c.Status
	}
	if statuses[checkDueDate] != lexa.CheckPass || statuses[checkDateOrder] != lexa.CheckFail || statuses[checkLineItems] != lexa.CheckPass {
		t.Errorf("checks %+v", r.Checks)
	}
	mismatch := map[string]lexa.InvoiceCheck{}
	for _, c := range readInvoice(t, readingTestMismatch).Checks {
		mismatch[c.ID] = c
	}
	if c := mismatch[checkLineItems]; c.Status != lexa.CheckFail || c.Text != "1 of 3 lines does not multiply out: Breaker replacement." {
		t.Errorf("line items check %+v", c)
	}
}

func TestReadAgreesWithTheAnalysis(t *testing.T) {
	for _, invoice := range append([]string{readingTestMismatch}, testAll...) {
		r := readInvoice(t, invoice)
		if again := readInvoice(t, invoice); !reflect.DeepEqual(r, again) {
			t.Fatal("two readings differ")
		}
		answer := analyzeInvoice(invoice)
		if !strings.HasSuffix(answer, "Summary: "+r.Summary) {
			t.Errorf("summary %q is not the analysis's:\n%s", r.Summary, answer)
		}
		for _, c := range r.Checks {
			// The line_items check sums up the lines; the analysis states each wrong line.
			if c.Status == lexa.CheckFail && c.ID != checkLineItems && !strings.Contains(answer, c.Text) {
				t.Errorf("failed check %q is not in the analysis:\n%s", c.Text, answer)
			}
		}
		for _, it := range r.LineItems {
			if it.Check == lexa.CheckFail && !strings.Contains(answer, it.Note) {
				t.Errorf("wrong line %q is not in the analysis:\n%s", it.Note, answer)
			}
		}
		if r.Sum.Text != "" && r.Sum.Status != lexa.CheckUnchecked && !strings.Contains(answer, r.Sum.Text) {
			t.Errorf("sum %q is not in the analysis:\n%s", r.Sum.Text, answer)
		}
	}
}
