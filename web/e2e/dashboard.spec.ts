import { execFileSync } from "node:child_process";
import type { Locator, Page } from "@playwright/test";
import { confirmedAccount, toast } from "./account-helpers";
import { expect, expectAccessible, test } from "./fixtures";

// The dashboard and analytics end to end (docs/api.md, "Services and usage"): a service is
// added, activated, given an API key, and reports usage with curl as a customer's
// automation would; the numbers then show on the dashboard and in analytics.

/** A service's row on the dashboard, found by its name. */
const serviceRow = (page: Page, name: string) => page.getByRole("listitem", { name });

/** Subscribes to Starter through test mode's checkout, as its page's form would. */
async function subscribeToStarter(page: Page) {
  const res = await page.request.post("/api/billing/test/checkout", { form: { price: "test_price_starter_monthly" }, maxRedirects: 0 });
  expect(res.status()).toBe(303);
}

/** Sends a usage report with curl, as a customer's automation would: the status and the answer. */
function reportWithCurl(baseURL: string, secret: string, body: object): { status: number; answer: { usage_current?: number; error?: { message: string } } } {
  const out = execFileSync("curl", [
    "--silent",
    "--show-error",
    "--write-out",
    "\n%{http_code}",
    "-X",
    "POST",
    `${baseURL}/api/v1/usage`,
    "-H",
    `Authorization: Bearer ${secret}`,
    "-H",
    "Content-Type: application/json",
    "-d",
    JSON.stringify(body),
  ]).toString();
  const cut = out.lastIndexOf("\n");
  return { status: Number(out.slice(cut + 1)), answer: JSON.parse(out.slice(0, cut)) };
}

async function expectMetric(page: Page, id: string, value: string | RegExp) {
  await expect(page.getByTestId(id)).toContainText(value);
}

async function toggle(row: Locator, button: "Pause" | "Activate") {
  await row.getByRole("button", { name: button }).click();
}

test.describe("dashboard", () => {
  test("add a service, activate it, report usage with an API key, see it on the dashboard and in analytics", { tag: "@phone" }, async ({ page, baseURL }) => {
    test.slow();
    await confirmedAccount(page, "services", "Kai Moreno");
    await subscribeToStarter(page);
    await page.reload();
    await expect(page.getByTestId("plan-badge")).toHaveText("Starter");
    await expect(page.getByText(/You have no services yet|No services yet/i)).toBeVisible();
    await expectMetric(page, "metric-active-services", "0");

    // Add a service: created paused, so no usage bar.
    await page.getByRole("button", { name: "Add Service" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Service" });
    const submit = dialog.getByRole("button", { name: "Create Service" });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel(/^Service Type/).selectOption("voice-ai");
    await expect(submit).toBeDisabled();
    await dialog.getByLabel(/^Service Name/).fill("Front Desk");
    await expectAccessible(page);
    await submit.click();
    await expect(toast(page, "Service created")).toContainText("Front Desk has been added to your dashboard.");
    await expect(dialog).toBeHidden();
    const row = serviceRow(page, "Front Desk");
    await expect(row.getByText("Paused")).toBeVisible();
    await expect(row.getByRole("progressbar")).toHaveCount(0);
    await expect(row.getByRole("link", { name: "Configure" })).toHaveAttribute("href", /^\/dashboard\/services\/[0-9a-f-]{36}$/);

    // Activate: the bar appears, with Starter's limit of 500 calls a month.
    await toggle(row, "Activate");
    await expect(toast(page, "Service updated")).toContainText("Your service has been updated successfully.");
    await expect(row.getByRole("progressbar")).toBeVisible();
    await expect(row.getByTestId("usage-text")).toHaveText("0 / 500");

    // An API key, shown once, and a report sent with curl.
    await row.getByRole("button", { name: "API keys" }).click();
    const keys = page.getByRole("dialog", { name: "API keys for Front Desk" });
    await keys.getByRole("button", { name: "Create API key" }).click();
    const secret = (await keys.getByTestId("api-key-secret").textContent())?.trim() ?? "";
    expect(secret).toMatch(/^lexa_/);
    await expect(keys.getByTestId("api-key-example")).toContainText("/api/v1/calls");
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(keys).toBeHidden();

    const report = { idempotency_key: "e2e-1", calls: 120, leads: 7, revenue: 349.5, minutes_saved: 480 };
    expect(reportWithCurl(baseURL!, secret, report)).toMatchObject({ status: 201, answer: { usage_current: 120 } });
    expect(reportWithCurl(baseURL!, secret, report).status).toBe(200); // sent twice, counted once
    expect(reportWithCurl(baseURL!, secret, { idempotency_key: "e2e-2", calls: 30, leads: 1, revenue: 50.5, minutes_saved: 120 }).status).toBe(201);
    // A report from 35 days ago: in the 30 days before the dashboard's and analytics' window.
    const earlier = new Date(Date.now() - 35 * 24 * 3600 * 1000).toISOString();
    const old = { idempotency_key: "e2e-0", calls: 100, leads: 4, revenue: 100, minutes_saved: 300, occurred_at: earlier };
    expect(reportWithCurl(baseURL!, secret, old).status).toBe(201);

    await page.reload();
    await expectMetric(page, "metric-active-services", "1");
    await expectMetric(page, "metric-total-calls", "150");
    await expectMetric(page, "metric-total-leads", "8");
    await expectMetric(page, "metric-monthly-revenue", "$400");
    await expect(row.getByTestId("usage-text")).toHaveText("150 / 500");
    await expect(row.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "30");
    await expectAccessible(page);

    // Paused, the bar goes and the service refuses reports.
    await toggle(row, "Pause");
    await expect(row.getByText("Paused")).toBeVisible();
    await expect(row.getByRole("progressbar")).toHaveCount(0);
    const refused = reportWithCurl(baseURL!, secret, { idempotency_key: "e2e-3", calls: 1 });
    expect(refused.status).toBe(409);
    expect(refused.answer.error?.message).toContain("This service is paused.");

    // Analytics: the same totals, their change against the 30 days before, the service in
    // its own unit, the return on the plan, and the chart of the real days.
    await page.getByRole("link", { name: /View Analytics/ }).click();
    await expect(page).toHaveURL(/\/analytics$/);
    await expect(page.getByText("Last 30 Days", { exact: true }).first()).toBeVisible();
    await expectMetric(page, "metric-total-calls", "150");
    await expectMetric(page, "metric-total-calls", "Up +50%");
    await expectMetric(page, "metric-total-leads", "Up +100%");
    await expectMetric(page, "metric-revenue", "Up +300%");
    await expect(page.getByRole("region", { name: "Service Performance" }).getByRole("listitem", { name: "Front Desk" })).toContainText(
      "150 Calls answered",
    );
    // 600 minutes = 10 hours; × $25 = $250 against Starter's 30 days, 299 × 12 × 30 / 365 = $294.90.
    await expect(page.getByTestId("roi-hours")).toHaveText("10 hrs saved");
    await expect(page.getByTestId("roi-savings")).toHaveText("$250 cost savings");
    await expect(page.getByTestId("roi-return")).toHaveText("\u221215% return on your Starter plan");
    await page.getByLabel("Hourly cost of your team ($)").fill("50");
    await expect(page.getByTestId("roi-return")).toHaveText("+70% return on your Starter plan");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Hourly cost saved")).toBeVisible();
    await expect(page.getByTestId("daily-chart")).toBeVisible();
    await expect(page.getByTestId("daily-chart").locator("svg path").first()).toBeVisible();
    await page.getByRole("button", { name: "Show as table" }).click();
    await expect(page.getByRole("table")).toContainText("150");
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByLabel("Hourly cost of your team ($)")).toHaveValue("50");
    await expect(page.getByTestId("roi-savings")).toHaveText("$500 cost savings");
  });

  test("analytics before any report say how to send one, and lead to the service's API keys", async ({ page }) => {
    await confirmedAccount(page, "first-report", "Ada Quinn");
    await page.getByRole("button", { name: "Add Service" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Service" });
    await dialog.getByLabel(/^Service Type/).selectOption("recruitment");
    await dialog.getByLabel(/^Service Name/).fill("Hiring");
    await dialog.getByRole("button", { name: "Create Service" }).click();
    await expect(dialog).toBeHidden();
    await page.goto("/analytics");
    const empty = page.getByTestId("analytics-empty");
    await expect(empty.getByRole("heading", { name: "No usage reported yet" })).toBeVisible();
    await expect(empty.getByTestId("analytics-example")).toContainText('"minutes_saved": 5');
    await expect(page.getByTestId("metric-total-calls")).toHaveCount(0);
    await expectAccessible(page);
    await empty.getByRole("link", { name: "Create an API key for Hiring" }).click();
    await expect(page.getByRole("dialog", { name: "API keys for Hiring" })).toBeVisible();
  });
});
