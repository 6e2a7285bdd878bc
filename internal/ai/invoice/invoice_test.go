package invoice

import (
	"context"
	"regexp"
	"strings"
	"testing"
)

// analyzeInvoice is Analyze without a deadline, which never stops it.
func analyzeInvoice(invoice string) string {
	answer, _ := Analyze(context.Background(), invoice) // no deadline, no error
	return answer
}

// The demo page reads the answer with these first-match patterns (docs/product.md,
// "AI demos", Invoice Processor); the tests read it the same way.
var pagePatterns = map[string]*regexp.Regexp{
	"number": regexp.MustCompile(`(?i)INVOICE\s*#\s*(\S+)`),
	"date":   regexp.MustCompile(`(?i)Date:\s*(.+)`),
	"total":  regexp.MustCompile(`(?i)Total Due:\s*[$€£]?([\d,.]+)`),
	"from":   regexp.MustCompile(`(?i)From:\s*(.+)`),
	"due":    regexp.MustCompile(`(?i)Due Date:\s*(.+)`),
}

// pageRead returns what the page would show for each field ("" for N/A).
func pageRead(answer string) map[string]string {
	got := map[string]string{}
	for field, re := range pagePatterns {
		if m := re.FindStringSubmatch(answer); m != nil {
			got[field] = strings.TrimSpace(m[1])
		}
	}
	return got
}

// section returns the lines after the heading up to the next unindented heading.
func section(answer, heading string) []string {
	_, after, ok := strings.Cut("\n"+answer, "\n"+heading+"\n")
	if !ok {
		return nil
	}
	var lines []string
	for _, l := range strings.Split(after, "\n") {
		if !strings.HasPrefix(l, "- ") {
			break
		}
		lines = append(lines, l)
	}
	return lines
}

func TestAnalyzeInvoiceLayouts(t *testing.T) {
	tests := []struct {
		name    string
		invoice string
		page    map[string]string // what the page extracts; fields left out must be absent
		items   []string          // the Line items section, in full
		checks  []string          // phrases that must appear among the checks
		summary string            // a phrase of the summary
	}{{
		name:    "classic US table with tax",
		invoice: testClassic,
		page:    map[string]string{"number": "INV-2026-0042", "date": "2026-03-05", "from": "Acme Design Studio LLC", "due": "2026-04-04", "total": "4,763.00"},
		items: []string{"- Website redesign: 1 × $2,500.00 = $2,500.00", "- Logo refresh: 1 × $750.00 = $750.00",
			"- Content writing (pages): 8 × $120.00 = $960.00", "- Hosting setup: 2 × $95.00 = $190.00"},
		checks: []string{"Line items add up to the subtotal ($4,400.00).", "Tax at 8.25% of $4,400.00 is $363.00",
			"= $4,763.00, which matches the total due", "30 days after the invoice date, as Net 30 requires"},
		summary: "Acme Design Studio LLC bills $4,763.00 on invoice INV-2026-0042, due in 30 days from the invoice date, on 2026-04-04; the figures add up.",
	}, {
		name:    "pipe table",
		invoice: testPipe,
		page:    map[string]string{"number": "NW-88123", "date": "2026-02-14", "from": "Northwind Traders Inc.", "due": "2026-03-16", "total": "2,763.85"},
		items: []string{"- Ergonomic chair: 4 × $289.00 = $1,156.00", "- Standing desk: 2 × $540.50 = $1,081.00",
			"- Monitor arm: 6 × $45.99 = $275.94"},
		checks:  []string{"Each line's quantity × unit price equals its amount (all 3 lines checked)", "+ shipping $75.00 = $2,763.85, which matches the grand total"},
		summary: "the figures add up",
	}, {
		name:    "European layout, day-first dates",
		invoice: testEuropean,
		page:    map[string]string{"number": "2026-017", "date": "2026-03-05", "from": "Müller Webdesign GmbH", "due": "2026-04-04", "total": "6,366.50"},
		items: []string{"- UX workshop (days): 2 × €950.00 = €1,900.00", "- Prototype development: 1 × €2,400.00 = €2,400.00",
			"- Usability testing: 3 × €350.00 = €1,050.00"},
		checks:  []string{"Line items add up to the subtotal (€5,350.00)", "Tax at 19% of €5,350.00 is €1,016.50", "Amounts are in euros (EUR)"},
		summary: "bills €6,366.50",
	}, {
		name:    "terse freelancer invoice with Net 30 and no due date",
		invoice: testFreelancer,
		page:    map[string]string{"number": "2026-014", "date": "2026-01-15", "from": "Jane Doe Design", "due": "2026-02-14", "total": "2,450.00"},
		items:   []string{"- Logo design: $1,200.00", "- Brand guidelines (2 rounds): $800.00", "- Website banner: 3 × $150.00 = $450.00"},
		checks:  []string{"No due date is written; it is the invoice date plus 30 days (Net 30).", "Line items add up to $2,450.00, which matches the total."},
		summary: "due in 30 days from the invoice date, on 2026-02-14",
	}, {
		name:    "items that do not add up",
		invoice: testMismatch,
		page:    map[string]string{"number": "A-77", "date": "2026-03-05", "from": "Blue Ridge Plumbing Co.", "due": "2026-03-20", "total": "650.00"},
		items: []string{"- Emergency call-out: 1 × $150.00 = $150.00", "- Pipe replacement: 3.5 × $95.00 = $332.50",
			"- Parts (copper fittings): 1 × $86.40, shown as $96.40", "- Water heater flush: 2 × $60.00, shown as $100.00"},
		checks: []string{"Parts (copper fittings): 1 × $86.40 is $86.40, but the line shows $96.40 (difference $10.00).",
			"Water heater flush: 2 × $60.00 is $120.00, but the line shows $100.00 (difference $20.00).",
			"Line items add up to $678.90, but the subtotal is $668.90: a difference of $10.00.",
			"The discount at 10% of $668.90 is $66.89, as shown.",
			"The other 2 lines multiply out.",
			// The sum is the lines as written, not the subtotal: the subtotal is itself off by $10.00.
			"Line items $678.90 + tax $36.12 - discount $66.89 = $648.13, but the total due is $650.00: a difference of $1.87."},
		summary: "review before paying: the total due is $1.87 more than the line items, tax and discount come to, and 2 more issues.",
	}, {
		name:    "two columns, quantity first, Bill #",
		invoice: testTwoColumn,
		page:    map[string]string{"number": "1187", "date": "2026-02-10", "from": "Sunrise Bakery Supplies", "due": "2026-02-25", "total": "392.50"},
		items:   []string{"- Flour sack 25kg: 10 × $32.00 = $320.00", "- Sugar 10kg: 5 × $14.50 = $72.50"},
		checks:  []string{"invoice date plus 15 days (Net 15)", "Line items add up to $392.50, which matches the amount due."},
	}, {
		name:    "deposit paid, balance due",
		invoice: testPaid,
		page:    map[string]string{"number": "INV-2024-001", "date": "2024-11-02", "from": "Brightline Electric", "due": "2024-11-16", "total": "1,684.60"},
		items:   []string{"- Panel upgrade: 1 × $1,850.00 = $1,850.00", "- Outlet install: 6 × $85.00 = $510.00", "- Permit fee: $120.00"},
		checks:  []string{"Total $2,684.60 - deposit $1,000.00 = $1,684.60, which matches the balance due."},
	}, {
		name:    "due on receipt, Australian dollars",
		invoice: testReceipt,
		page:    map[string]string{"number": "KW-5521", "date": "2026-02-14", "from": "Koala Web Pty Ltd", "due": "2026-02-14", "total": "533.50"},
		items:   []string{"- Website maintenance (Feb): $450.00", "- Domain renewal: $35.00"},
		checks:  []string{"payable on receipt", "Tax at 10% of $485.00 is $48.50", "Australian dollars (AUD)"},
		summary: "payable on receipt (2026-02-14)",
	}, {
		name:    "no invoice date",
		invoice: testTerse,
		page:    map[string]string{"number": "123", "from": "Sam Carter Photography", "total": "1,775.00"},
		items:   []string{"- Wedding shoot: 8 × $200.00 = $1,600.00", "- Travel: $85.00", "- Prints: 20 × $4.50 = $90.00"},
		checks:  []string{"Not found on the invoice: invoice date.", "The terms are Net 15, but without an invoice date the due date cannot be computed."},
		summary: "payable net 15 days",
	}, {
		name:    "the demo page's sample",
		invoice: testPageSample,
		page:    map[string]string{"number": "INV-2024-0042", "date": "2024-03-01", "from": "Summit Office Supplies LLC", "due": "2024-03-31", "total": "1,848.60"},
		items: []string{"- Ergonomic office chair: 4 × $249.00 = $996.00", "- Standing desk converter: 2 × $179.50 = $359.00",
			"- Printer paper, case of 10 reams: 3 × $42.00 = $126.00", "- Wireless keyboard and mouse set: 5 × $38.99 = $194.95"},
		checks:  []string{"Tax at 8.81% of $1,675.95 is $147.65, as shown.", "+ shipping $25.00 = $1,848.60, which matches the total due."},
		summary: "the figures add up",
	}, {
		name:    "items fall short of the total",
		invoice: testItemsMissTotal,
		page:    map[string]string{"number": "3391", "date": "2026-05-02", "from": "Lakeside Catering", "due": "2026-05-16", "total": "1,750.00"},
		items:   []string{"- Buffet lunch for 40: $1,400.00", "- Coffee service: $160.00", "- Delivery and setup: $90.00"},
		checks:  []string{"Line items add up to $1,650.00, but the total is $1,750.00: a difference of $100.00."},
		summary: "review before paying: the total is $100.00 more than the line items come to.",
	}, {
		name:    "fields in a right column, a date column in the table",
		invoice: testQuickBooks,
		page:    map[string]string{"number": "1043", "date": "2026-03-05", "from": "Acme Plumbing Inc.", "due": "2026-04-04", "total": "345.60"},
		items:   []string{"- Service call: 1 × $95.00 = $95.00", "- Labor: 3 × $75.00 = $225.00"},
		checks:  []string{"Line items add up to the subtotal ($320.00).", "Tax at 8% of $320.00 is $25.60, as shown."},
	}, {
		name:    "payment-service layout with a service period under the item",
		invoice: testPaymentService,
		page:    map[string]string{"number": "ABCD1234-0001", "date": "2026-03-05", "from": "Stripe Demo Inc.", "due": "2026-04-04", "total": "99.00"},
		items:   []string{"- Pro plan: 1 × $99.00 = $99.00"},
		checks:  []string{"The subtotal is $99.00, which matches the total."},
	}, {
		name:    "text that is not an invoice",
		invoice: "lorem ipsum dolor sit amet\nthe quick brown fox jumps over 13 lazy dogs\n!!!! ??? 42 $",
		page:    map[string]string{},
		checks:  nil,
		summary: "does not look like an invoice: I expected a bill from a vendor",
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			answer := analyzeInvoice(tt.invoice)
			if again := analyzeInvoice(tt.invoice); again != answer {
				t.Fatal("two calls gave different answers")
			}
			got := pageRead(answer)
			for field := range pagePatterns {
				if got[field] != tt.page[field] {
					t.Errorf("page reads %s = %q, want %q", field, got[field], tt.page[field])
				}
			}
			if items := section(answer, "Line items:"); strings.Join(items, "\n") != strings.Join(tt.items, "\n") {
				t.Errorf("line items:\n%s\nwant:\n%s", strings.Join(items, "\n"), strings.Join(tt.items, "\n"))
			}
			checks := strings.Join(section(answer, "Checks:"), "\n")
			for _, want := range tt.checks {
				if !strings.Contains(checks, want) {
					t.Errorf("checks lack %q", want)
				}
			}
			if !strings.Contains(answer, "\nSummary: ") && !strings.HasPrefix(answer, "Summary: ") {
				t.Error("no Summary line")
			}
			if !strings.Contains(answer, tt.summary) {
				t.Errorf("summary lacks %q", tt.summary)
			}
			if strings.Contains(answer, "**") || strings.Contains(answer, "\n#") {
				t.Error("the answer has Markdown")
			}
			if t.Failed() {
				t.Logf("answer:\n%s", answer)
			}
		})
	}
}
