import { confirmedAccount } from "./account-helpers";
import { expect, expectAccessible, test } from "./fixtures";

// Onboarding without dead ends (issue 32, item 6; decision 0065): a new customer is greeted
// 'Welcome', comes back from checkout to the dashboard with the plan active, finds the first
// steps in an empty workspace, and sees in the API-key dialog the endpoint their service's
// type reports to. Tagged @phone, so it runs at desktop and at 390 px.

test.describe("onboarding", () => {
  test("checkout, the plan active, Welcome, an empty workspace's first steps and the key's endpoint", { tag: "@phone" }, async ({ page }) => {
    test.slow();
    await confirmedAccount(page, "onboard", "Olive Grant");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Olive" })).toBeVisible();

    // Test mode's checkout returns to the dashboard, which waits for the subscription there.
    await page.goto("/api/billing/test/checkout?price=test_price_starter_monthly");
    await page.getByRole("button", { name: "Start free trial" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("checkout-status")).toContainText("Your plan is active");
    await expect(page.getByTestId("plan-badge")).toHaveText("Starter");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Olive" })).toBeVisible();
    await expectAccessible(page);

    // Two services of two types; the receptionist's empty workspace lists its first steps.
    const create = async (type: string, name: string) => {
      const res = await page.request.post("/api/services", { data: { service_type: type, service_name: name } });
      expect(res.status()).toBe(201);
      return ((await res.json()) as { service: { id: string } }).service.id;
    };
    const voice = await create("voice-ai", "Front desk phones");
    await create("call-center", "Lead desk");
    await page.goto(`/dashboard/services/${voice}`);
    const steps = page.getByRole("region", { name: "First steps" });
    await expect(steps.getByRole("listitem")).toHaveText([
      "Fill in your business profile and save it (next)",
      "Make a test call in the console",
      "Connect your Twilio number, so callers reach the receptionist",
      "Or have your own phone system send each call with an API key",
    ]);
    await expect(page.getByLabel(/^Greeting/)).not.toHaveValue(/Front desk phones/);
    await expectAccessible(page);

    // The API-key dialog names the endpoint of each service's type.
    await steps.getByRole("link", { name: /^Or have your own phone system/ }).click();
    const keys = page.getByRole("dialog", { name: "API keys for Front desk phones" });
    await expect(keys.getByTestId("api-endpoint")).toHaveText(/^POST http.*\/api\/v1\/calls$/);
    await expect(keys.getByTestId("api-endpoint-example")).toContainText('"outcome": "booked"');
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await page.getByRole("listitem", { name: "Lead desk" }).getByRole("button", { name: "API keys" }).click();
    await expect(page.getByRole("dialog", { name: "API keys for Lead desk" }).getByTestId("api-endpoint")).toHaveText(/\/api\/v1\/leads$/);
  });
});
