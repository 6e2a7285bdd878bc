package lexa

import (
	"strconv"
	"strings"
)

// The figures below are the one place where the catalogue's amounts become the numbers
// people read: the pricing page, the FAQs, the chat scripts, the AI engine and GET
// /api/plans all quote these, so a price configured once is right everywhere. Every
// percentage is rounded down, so a page never promises a larger saving than the prices
// give.

// PlanFigures are what the pages say about one plan, in whole USD.
type PlanFigures struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	// Monthly is the price per month billed monthly; Annual the price per year billed yearly.
	Monthly int `json:"monthly"`
	Annual  int `json:"annual"`
	// AnnualPerMonth is the annual price over 12, rounded to the nearest dollar (half up),
	// as the pricing page shows it (docs/product.md, "Plans"): 2990 → 249.
	AnnualPerMonth int `json:"annual_per_month"`
	// TwelveMonthly is what 12 monthly payments cost: the annual price's yardstick.
	TwelveMonthly int `json:"twelve_monthly"`
	// AnnualSaving is TwelveMonthly minus Annual.
	AnnualSaving int `json:"annual_saving"`
	// AnnualPercentOff is AnnualSaving as a percent of TwelveMonthly, rounded down.
	AnnualPercentOff int `json:"annual_percent_off"`
}

// CatalogFigures are the plans' figures and the two the catalogue as a whole gives.
type CatalogFigures struct {
	Currency string `json:"currency"`
	// FromMonthly is the lowest monthly price: "plans from $X a month".
	FromMonthly int `json:"from_monthly"`
	// SaveUpToPercent is the largest AnnualPercentOff: "Save up to N%".
	SaveUpToPercent int           `json:"save_up_to_percent"`
	Plans           []PlanFigures `json:"plans"`
}

// Figures works out what the pages say about the plan.
func (p Plan) Figures() PlanFigures {
	f := PlanFigures{ID: p.ID, Name: p.Name, Monthly: p.Monthly.Amount, Annual: p.Annual.Amount}
	f.AnnualPerMonth = (f.Annual + 6) / 12
	f.TwelveMonthly = 12 * f.Monthly
	f.AnnualSaving = f.TwelveMonthly - f.Annual
	if f.TwelveMonthly > 0 && f.AnnualSaving > 0 {
		// Integer division of positive numbers rounds down: 598 × 100 / 3588 = 16 (16.7).
		f.AnnualPercentOff = f.AnnualSaving * 100 / f.TwelveMonthly
	}
	return f
}

// Figures works out the figures of every plan, lowest tier first, and of the catalogue.
func (c Catalog) Figures() CatalogFigures {
	out := CatalogFigures{Currency: PlanCurrency, Plans: make([]PlanFigures, 0, len(c.Plans))}
	for i, p := range c.Plans {
		f := p.Figures()
		if i == 0 || f.Monthly < out.FromMonthly {
			out.FromMonthly = f.Monthly
		}
		out.SaveUpToPercent = max(out.SaveUpToPercent, f.AnnualPercentOff)
		out.Plans = append(out.Plans, f)
	}
	return out
}

// Plan finds a plan's figures by its id.
func (f CatalogFigures) Plan(id string) (PlanFigures, bool) {
	for _, p := range f.Plans {
		if p.ID == id {
			return p, true
		}
	}
	return PlanFigures{}, false
}

// FormatUSD writes whole dollars as the pages do (en-US, no cents): 14990 → "$14,990".
// The web app's formatUsd writes the same; testdata/money.json holds the cases both check.
func FormatUSD(amount int) string {
	if amount < 0 {
		return "-$" + FormatCount(-int64(amount))
	}
	return "$" + FormatCount(int64(amount))
}

// FormatCount writes a whole number with en-US thousands separators: 5000 → "5,000".
func FormatCount(n int64) string {
	sign := ""
	if n < 0 {
		sign, n = "-", -n
	}
	digits := strconv.FormatInt(n, 10)
	var b strings.Builder
	for i, d := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(d)
	}
	return sign + b.String()
}
