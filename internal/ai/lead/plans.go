package lead

import (
	"slices"
	"strings"

	"lexa/internal/lexa"
)

// The lead advice quotes Lexa's plans. Their prices are the plan catalogue's
// (configuration or Stripe), handed in by the caller as lexa.CatalogFigures, so this
// package names no price of its own.

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

func monthlyAmount(p lexa.PlanFigures) int { return p.Monthly }
