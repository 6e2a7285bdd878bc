import { calculateRoi, defaultPlanPrice, formatRoi, formatUsd } from "../app/features/roi/roi";
import { parseCatalogue } from "../app/lib/catalogue";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";

test("the pricing toggle shows annual prices with the saving", async ({ page }) => {
  await page.goto("/pricing");
  await waitForHydration(page);
  const starter = page.getByTestId("plan-starter");
  await expect(starter).toContainText("$299");
  await page.getByRole("button", { name: "Annual", exact: true }).click();
  await expect(page.getByRole("button", { name: "Annual", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(starter).toContainText("$249");
  await expect(starter).toContainText("$2,990 billed annually");
  await expect(starter).toContainText("Save $598");
  await expect(starter).toContainText("16% off");
  await expect(page.getByTestId("plan-professional")).toContainText("$583");
  await expect(page.getByTestId("plan-enterprise")).toContainText("$1,249");
  await page.getByRole("button", { name: "Monthly", exact: true }).click();
  await expect(starter).toContainText("$299");
});

test("the ROI calculator shows what the ROI module computes", async ({ page }) => {
  await page.goto("/pricing");
  await waitForHydration(page);
  // The prices are the catalogue the server put in the page.
  const catalogue = parseCatalogue((await page.locator('meta[name="lexa:plans"]').getAttribute("content")) ?? "");
  expect(catalogue).not.toBeNull();
  // It starts from a small business's month: 200 calls, 15 minutes each, $25 an hour.
  await expect(page.getByTestId("roi-calls")).toHaveValue("200");
  await expect(page.getByTestId("roi-minutes")).toHaveValue("15");
  await expect(page.getByTestId("roi-hourly-rate")).toHaveValue("25");
  const inputs = { callsPerMonth: "900", minutesEach: "12", hourlyRate: "30", planPrice: catalogue!.plans.enterprise.monthly };
  await page.getByTestId("roi-calls").fill(inputs.callsPerMonth);
  await page.getByTestId("roi-minutes").fill(inputs.minutesEach);
  await page.getByTestId("roi-hourly-rate").fill(inputs.hourlyRate);
  await page.getByTestId("roi-plan-price").selectOption("enterprise");

  const want = calculateRoi("general", inputs, defaultPlanPrice("general", catalogue!));
  await expect(page.getByTestId("roi-monthly-savings")).toHaveText(formatUsd(want.monthlySavings));
  await expect(page.getByTestId("roi-annual-savings")).toHaveText(formatUsd(want.annualSavings));
  await expect(page.getByTestId("roi-percent")).toHaveText(formatRoi(want.roi));
  await expect(page.getByTestId("roi-time-saved")).toHaveText(want.timeSaved.toLocaleString("en-US"));
  await expect(page.getByTestId("roi-excellent-badge")).toHaveCount(want.roi > 200 ? 1 : 0);

  // Nonsense counts as zero: no savings, no badge, the whole price lost.
  await page.getByTestId("roi-calls").fill("");
  await expect(page.getByTestId("roi-monthly-savings")).toHaveText("$0");
  await expect(page.getByTestId("roi-percent")).toHaveText("-100%");
  await expect(page.getByTestId("roi-excellent-badge")).toHaveCount(0);
});

test("pricing shows what each plan includes per service, and a losing plan's negative return", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/pricing");
  await waitForHydration(page);
  await expect(page.getByTestId("plan-starter-includes-voice-ai")).toHaveText("Voice AI Receptionists500 calls answered");
  await expect(page.getByTestId("plan-starter-includes-recruitment")).toContainText("Not included");
  await expect(page.getByTestId("plan-professional-includes-recruitment")).toContainText("1,000 candidates screened");
  await expect(page.getByTestId("plan-professional-includes-call-center")).toContainText("5,000 leads handled");
  await expect(page.getByTestId("plan-enterprise-includes-payroll")).toContainText("Unlimited documents processed");

  // 20 calls of 15 minutes save far less than Professional costs: the return is negative.
  await page.getByTestId("roi-calls").fill("20");
  await expect(page.getByTestId("roi-percent")).toHaveText(/^-\d+%$/);
  await expect(page.getByTestId("roi-payback")).toHaveText("—");
  await expect(page.getByTestId("roi-formula")).toContainText("divided by the price");
  await expectAccessible(page);
});

test("the Lexa chat works with the keyboard alone", { tag: "@phone" }, async ({ page }) => {
  // Tabbing through the whole home page is up to 80 key presses, each checked: on two busy
  // CPUs that alone has taken most of the default 30 s.
  test.slow();
  await page.goto("/");
  await waitForHydration(page);
  const launcher = page.getByRole("button", { name: "Open chat with Lexa" });
  await expect(launcher).toHaveAttribute("aria-expanded", "false");
  for (let i = 0; i < 80 && !(await launcher.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(launcher).toBeFocused();
  await page.keyboard.press("Enter");

  const panel = page.getByRole("dialog", { name: "Lexa" });
  await expect(panel).toBeVisible();
  await expect(page.getByRole("button", { name: "Close chat with Lexa" })).toHaveAttribute("aria-expanded", "true");
  const input = panel.getByRole("textbox", { name: "Message Lexa" });
  await expect(input).toBeFocused();
  const log = panel.getByRole("log");
  const before = await log.getByRole("listitem").count();

  await page.keyboard.type("    ");
  await page.keyboard.press("Enter");
  await expect(log.getByRole("listitem")).toHaveCount(before);

  await page.keyboard.type("How much does it cost?");
  const sentAt = Date.now();
  await page.keyboard.press("Enter");
  await expect(log.getByText("How much does it cost?")).toBeVisible();
  await expect(panel.getByTestId("chat-typing")).toBeVisible();
  await expect(log.getByText(/from \$299\/month/)).toBeVisible({ timeout: 5000 });
  expect(Date.now() - sentAt).toBeGreaterThanOrEqual(900);
  await expect(panel.getByTestId("chat-typing")).toBeHidden();
  await expectAccessible(page);

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(page.getByRole("button", { name: "Open chat with Lexa" })).toBeFocused();
});
