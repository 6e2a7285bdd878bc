package billing_test

import (
	"context"
	"testing"
	"time"

	"lexa/internal/billing"
	"lexa/internal/lexa"
	"lexa/internal/store/storetest"
)

func testModeAt(t *testing.T) (*billing.TestMode, *storetest.Clock, lexa.Catalog) {
	clock := storetest.NewClock()
	c, err := lexa.TestModeCatalog(func(string, lexa.BillingInterval) int { return 0 })
	if err != nil {
		t.Fatal(err)
	}
	tm := billing.NewTestMode("http://lexa.test", clock, c)
	return tm, clock, tm.Catalog()
}

func price(t *testing.T, c lexa.Catalog, id string) (lexa.Plan, lexa.PlanPrice) {
	t.Helper()
	plan, p, ok := c.Price(id)
	if !ok {
		t.Fatalf("no price %s", id)
	}
	return plan, p
}

func TestTestModeURLsAreLexasOwnPages(t *testing.T) {
	tm, _, c := testModeAt(t)
	_, p := price(t, c, "test_price_professional_monthly")
	checkout, _ := tm.CheckoutURL(context.Background(), lexa.Checkout{Price: p})
	portal, _ := tm.PortalURL(context.Background(), "test_cus_1")
	if checkout != "http://lexa.test/api/billing/test/checkout?price=test_price_professional_monthly" || portal != "http://lexa.test/api/billing/test/portal" {
		t.Errorf("checkout %q, portal %q", checkout, portal)
	}
}

func TestTestModeTrialSwitchCancelAndEnd(t *testing.T) {
	tm, clock, c := testModeAt(t)
	start := clock.Now()
	plan, p := price(t, c, "test_price_professional_monthly")
	sub := tm.Start("u-1", "test_cus_1", plan, p, true)
	if sub.Status != lexa.StatusTrialing || !sub.CurrentPeriodEnd.Equal(start.AddDate(0, 0, 30)) || sub.TrialEnd == nil ||
		sub.PlanID != "professional" || sub.ProductID != "test_prod_professional" || !sub.ActiveAt(clock.Now()) {
		t.Fatalf("started %+v", sub)
	}

	clock.Advance(24 * time.Hour)
	plan, p = price(t, c, "test_price_enterprise_annual")
	sub = tm.Switch(sub, plan, p)
	if sub.PlanName != "Enterprise" || sub.Interval != lexa.Annual || sub.Status != lexa.StatusTrialing ||
		!sub.CurrentPeriodEnd.Equal(start.AddDate(0, 0, 30)) {
		t.Fatalf("switched %+v: the plan changes, the trial and period stay", sub)
	}

	sub = tm.Cancel(sub)
	if sub.CancelAt == nil || !sub.CancelAt.Equal(sub.CurrentPeriodEnd) || !sub.ActiveAt(clock.Now()) {
		t.Fatalf("cancelled %+v: it lasts until the period ends", sub)
	}
	if settled, changed := tm.Settle(sub); changed {
		t.Fatalf("settled within the period: %+v", settled)
	}
	if resumed := tm.Resume(sub); resumed.CancelAt != nil {
		t.Errorf("resumed %+v: still set to cancel", resumed)
	}

	ended := tm.EndPeriod(sub)
	if ended.Status != lexa.StatusCanceled || ended.EndedAt == nil || ended.ActiveAt(clock.Now()) {
		t.Fatalf("period ended on a cancelled subscription: %+v", ended)
	}
}

func TestTestModeRenewsWithoutCancellation(t *testing.T) {
	tm, clock, c := testModeAt(t)
	plan, p := price(t, c, "test_price_starter_monthly")
	sub := tm.Start("u-1", "test_cus_1", plan, p, true)
	renewed := tm.EndPeriod(sub)
	if renewed.Status != lexa.StatusActive || !renewed.CurrentPeriodStart.Equal(clock.Now()) ||
		!renewed.CurrentPeriodEnd.Equal(clock.Now().AddDate(0, 1, 0)) || !renewed.TrialEnd.Equal(clock.Now()) {
		t.Errorf("renewed %+v: active, a month from now, trial over", renewed)
	}

	// Settling after three months without anyone looking: the trial month and two paid ones.
	clock.Advance(30*24*time.Hour + 62*24*time.Hour)
	settled, changed := tm.Settle(sub)
	if !changed || settled.Status != lexa.StatusActive || !settled.CurrentPeriodStart.Before(clock.Now()) || !settled.CurrentPeriodEnd.After(clock.Now()) {
		t.Errorf("settled %+v at %v", settled, clock.Now())
	}
}

func TestTestModeSettleEndsACancelledSubscription(t *testing.T) {
	tm, clock, c := testModeAt(t)
	plan, p := price(t, c, "test_price_starter_annual")
	sub := tm.Cancel(tm.Start("u-1", "test_cus_1", plan, p, false))
	if sub.Status != lexa.StatusActive || !sub.CurrentPeriodEnd.Equal(clock.Now().AddDate(1, 0, 0)) {
		t.Fatalf("a subscription without trial: %+v", sub)
	}
	clock.Advance(366 * 24 * time.Hour)
	settled, changed := tm.Settle(sub)
	if !changed || settled.Status != lexa.StatusCanceled || !settled.EndedAt.Equal(sub.CurrentPeriodEnd) {
		t.Errorf("settled %+v", settled)
	}
	canceled, _, _ := tm.CancelNow(context.Background(), tm.Start("u-2", "test_cus_2", plan, p, false))
	if canceled.Status != lexa.StatusCanceled || canceled.ActiveAt(clock.Now()) {
		t.Errorf("cancelled now: %+v", canceled)
	}
}
