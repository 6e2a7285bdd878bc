package invoice

import (
	"context"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"lexa/internal/ai/adversarial"
	"lexa/internal/ai/demotest"
	"lexa/internal/lexa"
)

var (
	moreItemsRe = regexp.MustCompile(`(?m)^- and (\d+) more items, totalling `)
	// pageMarkers are the demo page's own patterns (web/app/features/demos/payroll/
	// invoice-fields.ts), less the date's look-behind for "Due", which RE2 lacks.
	pageMarkers = map[string]*regexp.Regexp{
		"number": regexp.MustCompile(`(?i)INVOICE\s*#\s*:?[*_]*\s*([^\s*_]+)`),
		"date":   regexp.MustCompile(`(?i)\bDate[*_]*\s*:[*_]*[ \t]*([^\n]+)`),
		"total":  regexp.MustCompile(`(?i)Total\s+Due[*_]*\s*:[*_]*[ \t]*\$\s*(\d[\d,]*(?:\.\d+)?)`),
		"from":   regexp.MustCompile(`(?i)\bFrom[*_]*\s*:[*_]*[ \t]*([^\n]+)`),
		"due":    regexp.MustCompile(`(?i)\bDue\s+Date[*_]*\s*:[*_]*[ \t]*([^\n]+)`),
	}
)

// Whatever is pasted, the answer ends with a summary, lists no more items than the
// invoice has lines, and the page's first-match patterns find nothing below the header
// (a field the header lacks is never read from quoted text).
func FuzzAnalyzeInvoice(f *testing.F) {
	for _, seed := range append([]string{"Invoice:\n|||\n---\nDate:\nTotal:", "INVOICE\n#\n$\n(\n1\n9999999999999999999 $1.00\nx x @ = $",
		"Invoice #7\nSubtotal: $9,999,999,999,999.99\nTax 99.9999%: $1.00\nItem 999999 x $9,999,999,999,999.99 = $1.00",
		"Item A $1\nDate: 1 $2\nFrom: me $3\nTotal Due: $4 $5\nInvoice #9 $6"}, testAll...) {
		f.Add(seed)
	}
	for _, in := range adversarial.Invoices() {
		f.Add(demotest.Seed(in.Text))
	}
	f.Fuzz(func(t *testing.T, invoice string) {
		invoice, ok := demotest.Input(invoice)
		if !ok {
			return
		}
		answer := analyzeInvoice(invoice)
		lines := strings.Split(answer, "\n")
		if !strings.HasPrefix(lines[len(lines)-1], "Summary: ") || !utf8.ValidString(answer) {
			t.Fatalf("no summary for %q:\n%s", invoice, answer)
		}
		listed := len(section(answer, "Line items:"))
		if m := moreItemsRe.FindStringSubmatch(answer); m != nil {
			more, _ := strconv.Atoi(m[1])
			listed += more - 1
		}
		if listed > demotest.LineCount(invoice) {
			t.Fatalf("%d items from %d lines:\n%s", listed, demotest.LineCount(invoice), answer)
		}
		header, _, _ := strings.Cut(answer, "\n\n")
		for field, re := range pageMarkers {
			if at := re.FindStringIndex(answer); at != nil && at[0] >= len(header) {
				t.Fatalf("the page reads %s from quoted text: %q\n%s", field, answer[at[0]:at[1]], answer)
			}
		}
		checkReading(t, invoice, answer)
	})
}

// checkReading holds the structured reading to what the analysis says: the same summary,
// a row per line item, and a sum whose difference is what its figures say.
func checkReading(t *testing.T, invoice, answer string) {
	r, err := Read(context.Background(), invoice)
	if err != nil || !strings.HasSuffix(answer, "Summary: "+r.Summary) && r.Kind != lexa.InvoiceKindNotInvoice {
		t.Fatalf("reading %+v (%v) disagrees with:\n%s", r, err, answer)
	}
	if r.Kind == lexa.InvoiceKindNotInvoice && (len(r.LineItems) > 0 || r.Fields != lexa.InvoiceFields{}) {
		t.Fatalf("a text that is no invoice has fields or items: %+v", r)
	}
	for _, it := range r.LineItems {
		if it.Check != lexa.CheckPass && it.Check != lexa.CheckFail && it.Check != lexa.CheckUnchecked || it.Note == "" {
			t.Fatalf("line item %+v", it)
		}
	}
	if s := r.Sum; s.Status == lexa.CheckFail && (s.Difference == nil || s.Difference.Cents == 0 || s.Difference.Cents != s.Stated.Cents-s.Expected.Cents) {
		t.Fatalf("sum %+v", s)
	}
}
