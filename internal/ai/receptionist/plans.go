package receptionist

import (
	"lexa/internal/ai/text"
	"lexa/internal/lexa"
)

// The receptionist quotes Lexa's plans. Their prices are the plan catalogue's
// (configuration or Stripe), handed in by the caller as lexa.CatalogFigures, so this
// package names no price of its own.

// plansPriceList writes "Starter is $299, Professional $699 and Enterprise $1,499", the
// amount of each plan (lowest tier first) that amount picks.
func plansPriceList(plans lexa.CatalogFigures, amount func(lexa.PlanFigures) int) string {
	parts := make([]string, len(plans.Plans))
	for i, p := range plans.Plans {
		parts[i] = p.Name + " " + lexa.FormatUSD(amount(p))
		if i == 0 {
			parts[i] = p.Name + " is " + lexa.FormatUSD(amount(p))
		}
	}
	return text.JoinAnd(parts)
}

func monthlyAmount(p lexa.PlanFigures) int { return p.Monthly }
func annualAmount(p lexa.PlanFigures) int  { return p.Annual }
