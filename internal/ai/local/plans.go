package local

import (
	"slices"
	"strings"

	"lexa/internal/lexa"
)

// The receptionist and the lead advice quote Lexa's plans. Their prices are the plan
// catalogue's (configuration or Stripe), handed in by the caller as lexa.CatalogFigures,
// so this package names no price of its own.

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
	return joinAnd(parts)
}

// plansNamed writes "Starter $299, Professional $699, Enterprise $1,499".
func plansNamed(plans lexa.CatalogFigures, amount func(lexa.PlanFigures) int) string {
	parts := make([]string, len(plans.Plans))
	for i, p := range plans.Plans {
		parts[i] = p.Name + " " + lexa.FormatUSD(amount(p))
	}
	return strings.Join(parts, ", ")
}

// cheapestPlan is the plan with the lowest monthly price.
func cheapestPlan(plans lexa.CatalogFigures) lexa.PlanFigures {
	if len(plans.Plans) == 0 {
		return lexa.PlanFigures{}
	}
	return slices.MinFunc(plans.Plans, func(a, b lexa.PlanFigures) int { return a.Monthly - b.Monthly })
}

// joinAnd writes "a, b and c".
func joinAnd(parts []string) string {
	if len(parts) < 2 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

func monthlyAmount(p lexa.PlanFigures) int { return p.Monthly }
func annualAmount(p lexa.PlanFigures) int  { return p.Annual }
