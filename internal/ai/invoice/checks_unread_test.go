package invoice

import (
	"strings"
	"testing"

	"lexa/internal/lexa"
)

// Missing is not passing: an invoice whose vendor, number or total was not read has a
// failed check for each, counted by the result the pages show, and its summary says to
// review it instead of "the figures add up".
func TestUnreadVendorNumberOrTotalFailsACheck(t *testing.T) {
	cases := []struct {
		name, invoice string
		want          map[string]string // check id → its sentence
	}{
		{"no total", `Harbor Lights Electric LLC
Invoice #: HL-204
Invoice Date: 2026-04-01
Due Date: 2026-05-01

Panel inspection    1   $150.00   $150.00
Breaker replacement 3    $45.00   $135.00`,
			map[string]string{checkTotalRead: "The total was not found on the invoice: check it by hand."}},
		{"no number", `Vendor: Harbor Lights Electric LLC
Invoice Date: 2026-04-01
Due Date: 2026-05-01

Panel inspection    1   $150.00   $150.00
Total Due                         $150.00`,
			map[string]string{checkNumberRead: "The invoice number was not found on the invoice: check it by hand."}},
		{"no vendor, no number", `Invoice Date: 2026-04-01
Due Date: 2026-05-01

Description  Qty  Price  Amount
Panel inspection    1   $150.00   $150.00
Total Due                         $150.00`,
			map[string]string{
				checkVendorRead: "The vendor was not found on the invoice: check it by hand.",
				checkNumberRead: "The invoice number was not found on the invoice: check it by hand.",
			}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := readInvoice(t, tc.invoice)
			got := map[string]string{}
			for _, c := range r.Checks {
				if c.ID == checkVendorRead || c.ID == checkNumberRead || c.ID == checkTotalRead {
					if c.Status != lexa.CheckFail {
						t.Errorf("check %s is %s, want fail", c.ID, c.Status)
					}
					got[c.ID] = c.Text
				}
			}
			if len(got) != len(tc.want) {
				t.Fatalf("unread checks %v, want %v (all: %+v)", got, tc.want, r.Checks)
			}
			for id, text := range tc.want {
				if got[id] != text {
					t.Errorf("%s: %q, want %q", id, got[id], text)
				}
			}
			result := lexa.NewInvoiceResult("", r)
			if result.ChecksFailed < len(tc.want) {
				t.Errorf("checks_failed %d, want at least %d", result.ChecksFailed, len(tc.want))
			}
			answer := analyzeInvoice(tc.invoice)
			if strings.Contains(answer, "the figures add up") || !strings.Contains(answer, "review before paying: no ") {
				t.Errorf("the summary does not ask for a review:\n%s", answer)
			}
		})
	}
}

// A complete invoice has none of these checks, and a receipt never lacks a number.
func TestReadFieldsHaveNoUnreadCheck(t *testing.T) {
	for _, invoice := range []string{readingTestMismatch, `Corner Hardware
Receipt
05/02/2026 10:14
Hammer        $19.99
TOTAL         $19.99
VISA ****1234`} {
		for _, c := range readInvoice(t, invoice).Checks {
			if c.ID == checkVendorRead || c.ID == checkNumberRead || c.ID == checkTotalRead {
				t.Errorf("unexpected %+v in\n%s", c, invoice)
			}
		}
	}
}
