import type { BrowserContext, Locator, Page } from "@playwright/test";
import { authDialog, confirmedAccount, toast } from "./account-helpers";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";

// Billing end to end in the built-in test mode (docs/api.md, "Billing"): the e2e server
// has no Stripe key, so checkout and the customer portal are Lexa's own TEST MODE pages,
// opened in a new tab as Stripe's would be.

/** Clicks a button that opens a new tab, and returns the tab once it has loaded. */
async function newTab(context: BrowserContext, button: Locator): Promise<Page> {
  const [tab] = await Promise.all([context.waitForEvent("page"), button.click()]);
  await tab.waitForLoadState();
  return tab;
}

const trialButton = (page: Page, plan: string) => page.getByTestId(`plan-${plan}`).getByRole("button", { name: "Start Free Trial" });

test.describe("billing", () => {
  test("a visitor who is not signed in is asked to sign in first", async ({ page }) => {
    await page.goto("/pricing");
    await waitForHydration(page);
    await trialButton(page, "professional").click();
    await expect(toast(page, "Authentication Required")).toContainText("Please sign in to subscribe");
    await expect(authDialog(page).getByRole("heading", { name: "Welcome back" })).toBeVisible();
  });

  test("subscribe, switch plan, cancel, and see the free-trial banner again when the period ends", async ({ page, context }) => {
    test.slow();
    await confirmedAccount(page, "billing", "Robin Park");
    await expect(page.getByRole("heading", { name: "Welcome, Robin" })).toBeVisible(); // the first visit (decision 0065)
    await expect(page.getByRole("heading", { name: "Start Your Free Trial" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View Plans" })).toHaveAttribute("href", "/pricing");
    await expectAccessible(page);

    // Checkout: Lexa's TEST MODE page in a new tab.
    await page.goto("/pricing");
    await waitForHydration(page);
    const checkout = await newTab(context, trialButton(page, "professional"));
    await expect(checkout).toHaveURL(/\/api\/billing\/test\/checkout\?price=test_price_professional_monthly$/);
    await expect(checkout.getByRole("note")).toContainText("TEST MODE");
    await expect(checkout.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
    await expect(checkout.getByText("$699 per month").first()).toBeVisible();
    await expectAccessible(checkout);
    await checkout.getByRole("button", { name: "Start free trial" }).click();

    // On the dashboard, which waits for the subscription and shows the plan active.
    await expect(checkout.getByTestId("checkout-status")).toContainText("Your plan is active");
    await expect(checkout).toHaveURL(/\/dashboard$/);
    await expect(checkout.getByTestId("plan-badge")).toHaveText("Professional");
    await checkout.goto("/pricing");
    await expect(checkout.getByTestId("plan-professional").getByText("Current Plan")).toBeVisible();
    await expect(checkout.getByTestId("plan-professional").getByRole("button", { name: "Manage Subscription" })).toBeVisible();
    await checkout.close();

    // The dashboard shows the plan; the banner is gone.
    await page.goto("/dashboard");
    await expect(page.getByTestId("plan-badge")).toHaveText("Professional");
    await expect(page.getByRole("heading", { name: "Start Your Free Trial" })).toHaveCount(0);
    await expectAccessible(page);

    // The portal: switch to Enterprise, then cancel at the end of the period.
    const portal = await newTab(context, page.getByRole("button", { name: "Manage Subscription" }));
    await expect(portal.getByRole("heading", { name: "Manage your subscription" })).toBeVisible();
    await expectAccessible(portal);
    await portal.getByRole("button", { name: "Switch to Enterprise, $1,499 per month" }).click();
    await expect(portal.getByRole("status")).toHaveText("Your plan has been changed.");
    await portal.getByRole("button", { name: "Cancel subscription" }).click();
    await expect(portal.getByRole("status")).toHaveText("Your subscription will end with the current period.");
    await expect(portal.getByText("Cancels on")).toBeVisible();

    await page.reload();
    await expect(page.getByTestId("plan-badge")).toHaveText("Enterprise");
    await expect(page.getByText(/^Cancels on /)).toBeVisible();

    // The period ends (the test clock of test mode): no subscription, the banner is back.
    await portal.getByRole("button", { name: "End the current period now" }).click();
    await expect(portal.getByRole("status")).toHaveText("The current period has ended.");
    await portal.getByRole("link", { name: "Return to dashboard" }).click();
    await expect(portal).toHaveURL(/\/dashboard$/);
    await expect(portal.getByRole("heading", { name: "Start Your Free Trial" })).toBeVisible();
    await expect(portal.getByTestId("plan-badge")).toHaveCount(0);
    await expect(portal.getByRole("button", { name: "Manage Subscription" })).toHaveCount(0);
  });
});
