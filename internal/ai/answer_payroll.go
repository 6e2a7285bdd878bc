package ai

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"time"
)

// payrollAnswer is the model's reading of an invoice, as payrollAnswerFormat has it.
// Amounts are decimal strings ("1250.00", "-40.5"): a float would round a total.
type payrollAnswer struct {
	Kind      string        `json:"kind"`
	Number    *string       `json:"number"`
	Date      *string       `json:"date"`
	Vendor    *string       `json:"vendor"`
	DueDate   *string       `json:"due_date"`
	Currency  *string       `json:"currency"`
	Total     *string       `json:"total"`
	LineItems []payrollLine `json:"line_items"`
	Checks    []string      `json:"checks"`
	Summary   string        `json:"summary"`
}

type payrollLine struct {
	Description string  `json:"description"`
	Quantity    *string `json:"quantity"`
	UnitPrice   *string `json:"unit_price"`
	Amount      string  `json:"amount"`
}

var (
	datePattern     = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)
	decimalPattern  = regexp.MustCompile(`^-?\d{1,12}(\.\d{1,4})?$`)
	currencyPattern = regexp.MustCompile(`^[A-Z]{3}$`)
)

func isoDate(description string) *schema {
	return orNull(&schema{typ: "string", description: description + " as YYYY-MM-DD; null when the document gives none.", pattern: datePattern})
}

func decimal(description string) *schema {
	return &schema{typ: "string", description: description + ", a decimal number with a dot and no symbol or separators (1250.00).", pattern: decimalPattern}
}

var payrollAnswerFormat = structured[payrollAnswer]{
	name:        "invoice_reading",
	description: "The fields, line items and checks of a document pasted as an invoice.",
	schema: object("",
		field("kind", oneOf("What the document is; not_invoice for anything that is not a bill, quote, credit memo, receipt or statement.",
			"invoice", "quote", "credit_memo", "receipt", "statement", "not_invoice")),
		field("number", orNull(str("The document's number as written, without a leading #; null when none.", 60))),
		field("date", isoDate("The document's date")),
		field("vendor", orNull(str("Who issued it; null when not given.", 200))),
		field("due_date", isoDate("The due date, computed from payment terms such as Net 30 when no date is written,")),
		field("currency", orNull(&schema{typ: "string", description: "The ISO 4217 code of the amounts' currency (USD, EUR, JPY); null when there are no amounts.", pattern: currencyPattern})),
		field("total", orNull(decimal("The total (due, quoted, credited, paid or the balance) in the currency's units"))),
		field("line_items", list("One per line of the document.", 100, object("",
			field("description", str("", 300)),
			field("quantity", orNull(decimal("The quantity"))),
			field("unit_price", orNull(decimal("The unit price"))),
			field("amount", decimal("The line's amount")),
		))),
		field("checks", list("For every line whether quantity × unit price equals its amount, and whether the items plus taxes and charges less discounts add up to the total, with any difference to the cent.", 40, str("", 400))),
		field("summary", str("One sentence; for not_invoice, what the text seems to be.", 500)),
	),
	rules:  payrollRules,
	render: renderPayroll,
}

// payrollRules are what the schema cannot say: a calendar date, amounts in the currency's
// smallest unit, and nothing read from what is not an invoice.
func payrollRules(a *payrollAnswer) error {
	if err := nonEmpty("summary", a.Summary); err != nil {
		return err
	}
	if a.Kind == "not_invoice" {
		if a.Number != nil || a.Date != nil || a.Vendor != nil || a.DueDate != nil || a.Total != nil || len(a.LineItems) > 0 {
			return errors.New("fields read from a text that is not an invoice")
		}
		return nil
	}
	for _, d := range []struct {
		name  string
		value *string
	}{{"date", a.Date}, {"due_date", a.DueDate}} {
		if d.value != nil {
			if _, err := time.Parse(time.DateOnly, *d.value); err != nil {
				return fmt.Errorf("%s is not a calendar date", d.name)
			}
		}
	}
	if a.Total != nil {
		if a.Currency == nil {
			return errors.New("a total without a currency")
		}
		if _, frac, _ := strings.Cut(*a.Total, "."); len(frac) > currencyOf(*a.Currency).decimals {
			return errors.New("total has more decimals than its currency")
		}
	}
	if err := noBlankItems("checks", a.Checks); err != nil {
		return err
	}
	for i, it := range a.LineItems {
		if strings.TrimSpace(it.Description) == "" {
			return fmt.Errorf("line_items[%d].description is empty", i)
		}
	}
	return nil
}

// payrollHeads are each kind's number line and total label, as the built-in engine writes
// them: only an invoice's or a statement's total is a sum to pay.
var payrollHeads = map[string]struct{ number, total string }{
	"invoice":     {"INVOICE #", "Total Due"},
	"quote":       {"Quote #", "Total Quoted"},
	"credit_memo": {"Credit Memo #", "Total Credit"},
	"receipt":     {"Receipt #", "Total Paid"},
	"statement":   {"Statement #", "Balance Due"},
}

// renderPayroll writes the text the payroll page shows, the header lines first in the
// order and forms the prompt used to ask for (docs/product.md, "AI demos").
func renderPayroll(a *payrollAnswer) string {
	var b strings.Builder
	if a.Kind == "not_invoice" {
		b.WriteString("This does not look like an invoice: I expected a bill from a vendor, with an invoice number or date, " +
			"line items with amounts and a total. Nothing was extracted or checked.\n")
		b.WriteString("Summary: " + oneLine(a.Summary))
		return b.String()
	}
	head := payrollHeads[a.Kind]
	cur := ""
	if a.Currency != nil {
		cur = *a.Currency
	}
	if a.Number != nil {
		b.WriteString(head.number + strings.TrimPrefix(oneLine(*a.Number), "#") + "\n")
	}
	if a.Date != nil {
		b.WriteString("Date: " + *a.Date + "\n")
	}
	if a.Vendor != nil {
		b.WriteString("From: " + oneLine(*a.Vendor) + "\n")
	}
	if a.DueDate != nil && (a.Kind == "invoice" || a.Kind == "statement") {
		b.WriteString("Due Date: " + *a.DueDate + "\n")
	}
	if a.Total != nil {
		b.WriteString(head.total + ": " + formatMoney(*a.Total, cur) + "\n")
	}
	if len(a.LineItems) > 0 {
		b.WriteString("\nLine items:\n")
		for _, it := range a.LineItems {
			b.WriteString("- " + oneLine(it.Description) + ": ")
			if it.Quantity != nil && it.UnitPrice != nil {
				b.WriteString(*it.Quantity + " × " + formatMoney(*it.UnitPrice, cur) + " = ")
			}
			b.WriteString(formatMoney(it.Amount, cur) + "\n")
		}
	}
	writeList(&b, "Checks:", a.Checks)
	b.WriteString("Summary: " + oneLine(a.Summary))
	return b.String()
}

// currency is how an ISO 4217 currency is written: its symbol and its minor unit's digits.
type currency struct {
	symbol   string
	decimals int
}

// currencies are the symbols the built-in invoice reader writes; any other code is
// written before the amount ("CHF 1,234.50").
var currencies = map[string]currency{
	"USD": {"$", 2}, "EUR": {"€", 2}, "GBP": {"£", 2}, "JPY": {"¥", 0}, "CNY": {"CN¥", 2},
	"KRW": {"₩", 0}, "INR": {"₹", 2}, "CAD": {"CA$", 2}, "AUD": {"A$", 2},
}

func currencyOf(code string) currency {
	if c, ok := currencies[code]; ok {
		return c
	}
	return currency{code + " ", 2}
}

// formatMoney writes a decimal amount with its currency's symbol, thousands separators and
// its minor unit's digits ($1,234.56, ¥364,100, -€40.50); with no currency, the number alone.
func formatMoney(amount, code string) string {
	c := currency{decimals: 2}
	if code != "" {
		c = currencyOf(code)
	}
	neg := strings.HasPrefix(amount, "-")
	whole, frac, _ := strings.Cut(strings.TrimPrefix(amount, "-"), ".")
	whole = strings.TrimLeft(whole, "0")
	if whole == "" {
		whole = "0"
	}
	for len(frac) < c.decimals {
		frac += "0"
	}
	var b strings.Builder
	if neg {
		b.WriteString("-")
	}
	b.WriteString(c.symbol)
	for i, d := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteString(",")
		}
		b.WriteRune(d)
	}
	if frac != "" {
		b.WriteString("." + frac)
	}
	return b.String()
}
