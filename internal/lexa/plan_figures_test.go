package lexa

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// catalogWith is the test-mode catalogue with the given amounts, monthly then annual per
// plan, lowest tier first.
func catalogWith(t *testing.T, amounts ...int) Catalog {
	t.Helper()
	c, err := TestModeCatalog(func(plan string, i BillingInterval) int {
		for n, id := range PlanIDs() {
			if id == plan && i == Monthly {
				return amounts[2*n]
			}
			if id == plan {
				return amounts[2*n+1]
			}
		}
		return 0
	})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestDefaultCatalogueFigures(t *testing.T) {
	c, err := TestModeCatalog(func(string, BillingInterval) int { return 0 })
	if err != nil {
		t.Fatal(err)
	}
	got := c.Figures()
	want := CatalogFigures{Currency: "USD", FromMonthly: 299, SaveUpToPercent: 16, Plans: []PlanFigures{
		// 2990 / 12 = 249.17 → 249; 12 × 299 = 3588; 3588 − 2990 = 598; 598 / 3588 = 16.7% → 16
		{ID: "starter", Name: "Starter", Monthly: 299, Annual: 2990, AnnualPerMonth: 249, TwelveMonthly: 3588, AnnualSaving: 598, AnnualPercentOff: 16},
		// 6990 / 12 = 582.5 → 583 (half up); 8388 − 6990 = 1398; 16.7% → 16
		{ID: "professional", Name: "Professional", Monthly: 699, Annual: 6990, AnnualPerMonth: 583, TwelveMonthly: 8388, AnnualSaving: 1398, AnnualPercentOff: 16},
		// 14990 / 12 = 1249.17 → 1249; 17988 − 14990 = 2998; 16.7% → 16
		{ID: "enterprise", Name: "Enterprise", Monthly: 1499, Annual: 14990, AnnualPerMonth: 1249, TwelveMonthly: 17988, AnnualSaving: 2998, AnnualPercentOff: 16},
	}}
	if g, w := mustJSON(t, got), mustJSON(t, want); g != w {
		t.Errorf("figures\n got %s\nwant %s", g, w)
	}
}

func TestConfiguredCatalogueFigures(t *testing.T) {
	// Starter 16.7% → 16; Professional 4104 = 9 months: 25%; Enterprise 6950 of 9468: 26.59% → 26, never 27.
	f := catalogWith(t, 123, 1230, 456, 4104, 789, 6950).Figures()
	if f.FromMonthly != 123 || f.SaveUpToPercent != 26 {
		t.Errorf("from %d, save up to %d%%; want 123 and 26%%", f.FromMonthly, f.SaveUpToPercent)
	}
	starter, _ := f.Plan("starter")
	if starter.AnnualPerMonth != 103 || starter.AnnualSaving != 246 || starter.AnnualPercentOff != 16 || starter.TwelveMonthly != 1476 {
		t.Errorf("starter: %+v (1230 / 12 = 102.5 → 103; 1476 − 1230 = 246; 16.7%% → 16)", starter)
	}
	if pro, _ := f.Plan("professional"); pro.AnnualPercentOff != 25 || pro.AnnualPerMonth != 342 {
		t.Errorf("professional: %+v", pro)
	}
	// The lowest price need not be the first plan's.
	if f := catalogWith(t, 500, 5000, 400, 4000, 900, 9000).Figures(); f.FromMonthly != 400 {
		t.Errorf("from %d, want the lowest monthly price, 400", f.FromMonthly)
	}
}

// A percentage is never rounded up: 19.99% off is "19%", never "20%".
func TestPercentOffIsRoundedDown(t *testing.T) {
	// 12 × 1000 = 12000; 12000 − 9601 = 2399; 2399 / 12000 = 19.99%
	f := catalogWith(t, 1000, 9601, 699, 6990, 1499, 14990).Figures()
	if p, _ := f.Plan("starter"); p.AnnualPercentOff != 19 {
		t.Errorf("19.99%% off shows as %d%%", p.AnnualPercentOff)
	}
	if f.SaveUpToPercent != 19 {
		t.Errorf("save up to %d%%, want 19", f.SaveUpToPercent)
	}
}

func TestCatalogueRefusesAnnualPricesWithoutASaving(t *testing.T) {
	_, err := TestModeCatalog(func(plan string, i BillingInterval) int {
		if plan == "professional" && i == Annual {
			return 8388 // exactly 12 × 699
		}
		return 0
	})
	if err == nil || !strings.Contains(err.Error(), "professional: the annual price ($8,388) must be less than 12 monthly payments ($8,388)") {
		t.Errorf("an annual price without a saving: %v", err)
	}
	_, err = TestModeCatalog(func(plan string, i BillingInterval) int {
		if plan == "starter" && i == Monthly {
			return -5
		}
		return 0
	})
	if err == nil || !strings.Contains(err.Error(), "starter monthly: the amount must be a positive number") {
		t.Errorf("a negative amount: %v", err)
	}
}

// FormatUSD writes what the web app's formatUsd writes: the cases both read.
func TestFormatUSDMatchesTheWebApp(t *testing.T) {
	raw, err := os.ReadFile("../../testdata/money.json")
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Vectors []struct {
			Amount int
			Text   string
		}
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Vectors) < 5 {
		t.Fatalf("%d vectors", len(doc.Vectors))
	}
	for _, v := range doc.Vectors {
		if got := FormatUSD(v.Amount); got != v.Text {
			t.Errorf("FormatUSD(%d) = %q, want %q", v.Amount, got, v.Text)
		}
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
