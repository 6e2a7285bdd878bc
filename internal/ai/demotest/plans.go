package demotest

import "lexa/internal/lexa"

// Figures is the test-mode catalogue's figures with the given amounts (plan → monthly,
// annual), the defaults for the plans not named: Figures(nil) are the catalogue's default
// figures (docs/product.md, "Plans"), which most tests quote.
func Figures(amounts map[string][2]int) lexa.CatalogFigures {
	c, err := lexa.TestModeCatalog(func(plan string, i lexa.BillingInterval) int {
		a, ok := amounts[plan]
		switch {
		case !ok:
			return 0
		case i == lexa.Annual:
			return a[1]
		}
		return a[0]
	})
	if err != nil {
		panic(err)
	}
	return c.Figures()
}
