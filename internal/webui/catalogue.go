package webui

import (
	"encoding/json"
	"strconv"
	"strings"

	"lexa/internal/lexa"
)

// catalogueTokens are the plan catalogue's values for the prerendered pages, filled in
// like the brand's (web/app/lib/catalogue.ts writes the same tokens): the catalogue as
// JSON for the <meta name="lexa:plans"> tag the browser reads back, and each figure that
// prerendered text or JSON-LD shows. Money is written as lexa.FormatUSD writes it, which
// is what the browser's formatUsd writes, so hydration finds the same text.
func catalogueTokens(f lexa.CatalogFigures) []struct{ token, value string } {
	raw, _ := json.Marshal(f) // plain structs of strings and ints always marshal
	out := []struct{ token, value string }{
		{"{{lexa:PLANS_JSON}}", string(raw)},
		{"{{lexa:FROM_MONTHLY_USD}}", lexa.FormatUSD(f.FromMonthly)},
		{"{{lexa:SAVE_UP_TO_PERCENT}}", strconv.Itoa(f.SaveUpToPercent)},
	}
	for _, p := range f.Plans {
		prefix := "{{lexa:PLAN_" + strings.ToUpper(p.ID) + "_"
		out = append(out,
			struct{ token, value string }{prefix + "MONTHLY}}", strconv.Itoa(p.Monthly)},
			struct{ token, value string }{prefix + "MONTHLY_USD}}", lexa.FormatUSD(p.Monthly)},
			struct{ token, value string }{prefix + "ANNUAL_USD}}", lexa.FormatUSD(p.Annual)},
			struct{ token, value string }{prefix + "ANNUAL_PER_MONTH_USD}}", lexa.FormatUSD(p.AnnualPerMonth)},
			struct{ token, value string }{prefix + "TWELVE_MONTHLY_USD}}", lexa.FormatUSD(p.TwelveMonthly)},
			struct{ token, value string }{prefix + "ANNUAL_SAVING_USD}}", lexa.FormatUSD(p.AnnualSaving)},
			struct{ token, value string }{prefix + "PERCENT_OFF}}", strconv.Itoa(p.AnnualPercentOff)},
		)
	}
	return out
}
