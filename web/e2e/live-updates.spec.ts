import type { Page } from "@playwright/test";
import { confirmedAccount } from "./account-helpers";
import { expect, test } from "./fixtures";

// Live updates (docs/api.md "Live updates"): with the dashboard or analytics open, a usage
// report that a customer's automation sends shows without a reload. The
// account, its service and its API key are made through the API; the report is sent from
// the test, not through the page, as the automation would send it.

// The promise is a report on screen within 2 s. That is a speed target, so it is not timed
// here (a busy CI machine would fail a margin, not the product): this test holds that the
// report arrives at all, without a reload, within the default wait.

interface LiveService {
  id: string;
  secret: string;
}

/** A Starter subscription and one active voice-ai service with an API key. */
async function activeServiceWithKey(page: Page, name: string): Promise<LiveService> {
  const checkout = await page.request.post("/api/billing/test/checkout", { form: { price: "test_price_starter_monthly" }, maxRedirects: 0 });
  expect(checkout.status()).toBe(303);
  const created = await page.request.post("/api/services", { data: { service_type: "voice-ai", service_name: name } });
  expect(created.status()).toBe(201);
  const id: string = (await created.json()).service.id;
  expect((await page.request.patch(`/api/services/${id}`, { data: { status: "active" } })).status()).toBe(200);
  const key = await page.request.post(`/api/services/${id}/keys`);
  expect(key.status()).toBe(201);
  return { id, secret: (await key.json()).secret };
}

/** Sends a usage report with the service's API key from the test process. */
async function report(baseURL: string, service: LiveService, idempotencyKey: string, calls: number) {
  const res = await fetch(`${baseURL}/api/v1/usage`, {
    method: "POST",
    headers: { Authorization: `Bearer ${service.secret}`, "Content-Type": "application/json" },
    body: JSON.stringify({ idempotency_key: idempotencyKey, calls }),
  });
  expect(res.status).toBe(201);
}

/**
 * Resolves once the page listens: the server answers the stream only after it has
 * registered it, so a report after this reaches it. Set up before the navigation.
 */
function listening(page: Page) {
  return page.waitForResponse((r) => new URL(r.url()).pathname === "/api/events" && r.status() === 200);
}

/** Marks the document, to tell afterwards that it was not reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute("data-live-test", "same document"));
}

async function expectSameDocument(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-live-test", "same document");
}

test.describe("live updates", () => {
  test("a report shows on the open dashboard and analytics page without a reload", async ({ page, baseURL }) => {
    test.slow();
    const opened: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/events") opened.push(page.url());
    });

    await confirmedAccount(page, "live", "Lee Park");
    const service = await activeServiceWithKey(page, "Live Desk");
    let ready = listening(page);
    await page.reload();
    await ready;
    const row = page.getByRole("listitem", { name: "Live Desk" });
    await expect(row.getByTestId("usage-text")).toHaveText("0 / 500");
    await expect(page.getByTestId("metric-total-calls")).toContainText("0");
    await markDocument(page);

    await report(baseURL!, service, "live-1", 120);
    await expect(page.getByTestId("metric-total-calls")).toContainText("120");
    await expect(row.getByTestId("usage-text")).toHaveText("120 / 500");
    await report(baseURL!, service, "live-2", 30);
    await expect(row.getByTestId("usage-text")).toHaveText("150 / 500");
    await expectSameDocument(page);

    // Analytics, reached inside the app: the same.
    ready = listening(page);
    await page.getByRole("link", { name: /View Analytics/ }).click();
    await expect(page).toHaveURL(/\/analytics$/);
    await ready;
    await expect(page.getByTestId("metric-total-calls")).toContainText("150");
    await report(baseURL!, service, "live-3", 50);
    await expect(page.getByTestId("metric-total-calls")).toContainText("200");
    await expectSameDocument(page);

    // A public page does not listen.
    const before = opened.length;
    await page.goto("/pricing");
    await page.waitForLoadState("networkidle");
    expect(opened.slice(before)).toEqual([]);
  });
});
