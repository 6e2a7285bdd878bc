import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { toast } from "./account-helpers";
import { expect } from "./fixtures";

// What the workspace specs share: a plan, a service added, activated and opened from the
// dashboard as a customer would, and the checks and downloads they make on its page.

/** Subscribes to Enterprise (every service included) through test mode's checkout, as its page's form would. */
export async function subscribeToEnterprise(page: Page) {
  const res = await page.request.post("/api/billing/test/checkout", {
    form: { price: "test_price_enterprise_monthly" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
  await page.reload();
  await expect(page.getByTestId("plan-badge")).toHaveText("Enterprise");
}

/** Adds a service through the dashboard's dialog, as a customer would. */
export async function addService(page: Page, type: string, name: string) {
  await page.getByRole("button", { name: "Add Service" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Service" });
  await dialog.getByLabel(/^Service Type/).selectOption(type);
  await dialog.getByLabel(/^Service Name/).fill(name);
  await dialog.getByRole("button", { name: "Create Service" }).click();
  await expect(toast(page, "Service created")).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Adds a service, activates it, and opens its workspace with 'Configure'; the page's main region. */
export async function openActiveService(
  page: Page,
  type: string,
  name: string,
): Promise<Locator> {
  await addService(page, type, name);
  const row = page.getByRole("listitem", { name });
  await row.getByRole("button", { name: "Activate" }).click();
  await expect(toast(page, "Service updated")).toBeVisible();
  await expect(row.getByRole("button", { name: "Pause" })).toBeVisible();
  await row.getByRole("link", { name: "Configure" }).click();
  await expect(page).toHaveURL(/\/dashboard\/services\/[0-9a-f-]{36}$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(main.getByText("Active", { exact: true })).toBeVisible();
  return main;
}

/** Nothing on the page is wider than the window (a phone scrolls only down). */
export async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
  ).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Clicks a download link and reads the file as text. */
export async function downloadedText(
  page: Page,
  link: Locator,
): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    link.click(),
  ]);
  return {
    name: download.suggestedFilename(),
    text: readFileSync((await download.path())!, "utf8"),
  };
}
