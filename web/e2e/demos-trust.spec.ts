import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";

// Issue 31's patterns on the live demos with the built-in engine, one demo each, at 1280
// and 390 px: a negation is never read as the positive (the resume analyzer), the kind
// of document comes first (a quote is not a bill), and other formats are read as written
// (yen stay yen). Decisions 0058 and 0059.

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

/** A corpus invoice (testdata/ai-quality), its lines joined as the quality runner joins them. */
function corpusInvoice(name: string): string {
  const file = fileURLToPath(new URL(`../../testdata/ai-quality/payroll/${name}.json`, import.meta.url));
  const text = (JSON.parse(readFileSync(file, "utf8")) as { input: { invoiceData: string | string[] } }).input.invoiceData;
  return Array.isArray(text) ? text.join("\n") : text;
}

async function processInvoice(page: Page, text: string) {
  await page.goto("/services/payroll/demo");
  await waitForHydration(page);
  await page.getByLabel(/^Invoice text/).fill(text);
  await page.getByRole("button", { name: "Process Invoice" }).click();
  await expect(toast(page, "Processing complete!")).toBeVisible();
}

test.describe("answers a business can trust", () => {
  test("a resume that says it does not have the required certification is no match", { tag: "@phone" }, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/services/recruitment/demo");
    await waitForHydration(page);
    await page
      .getByLabel(/^Resume/)
      .fill(
        "Dana Kowalski\nStructural Welder\nExperience: 6 years of MIG and stick welding on steel frames at Ridge Fabrication (2019 - 2025).\nCertifications: OSHA 10. I do NOT have AWS D1.1 certification.",
      );
    await page.getByLabel(/^Job Description/).fill("Structural Welder\nRequirements:\n- AWS D1.1 certification\n- 3+ years of structural welding\n- OSHA 10");
    await page.getByRole("button", { name: "Analyze Candidate" }).click();
    await expect(toast(page, "Analysis complete!")).toBeVisible();
    const analysis = page.getByTestId("resume-analysis");
    await expect(analysis).toContainText("No AWS D1.1 certification: the resume says it does not have it.");
    const score = Number((await analysis.textContent())!.match(/Match Score: (\d+)/)![1]);
    expect(score).toBeLessThan(70);
    await expect(analysis).not.toContainText(/Recommendation: Interview/);
    await expectAccessible(page);
  });

  test("a quote is read whole and never called a bill", { tag: "@phone" }, async ({ page }) => {
    test.setTimeout(60_000);
    await processInvoice(page, corpusInvoice("21-roofer-quote-not-a-bill"));
    await expect(page.getByText("Quote: not a bill")).toBeVisible();
    await expect(page.getByTestId("invoice-field-vendor")).toHaveText("Summit Roofing LLC");
    await expect(page.getByTestId("invoice-field-total")).toHaveText("$5,000.00");
    await expect(page.getByTestId("invoice-analysis")).toContainText("a quote, not a bill, so nothing is to be paid");
    await expect(page.getByTestId("invoice-analysis")).not.toContainText("Total Due");
    await expectAccessible(page);
  });

  test("a Japanese invoice keeps its yen, and a French one its thousands", { tag: "@phone" }, async ({ page }) => {
    test.setTimeout(60_000);
    await processInvoice(page, corpusInvoice("19-print-shop-japanese-yen"));
    await expect(page.getByTestId("invoice-field-number")).toHaveText("SP-2026-118");
    await expect(page.getByTestId("invoice-field-total")).toHaveText("¥44,000");
    await expect(page.getByTestId("invoice-field-date")).toHaveText("2026-04-10");

    await processInvoice(page, corpusInvoice("18-florist-french-invoice"));
    await expect(page.getByTestId("invoice-field-vendor")).toHaveText("Fleurs de Lys SARL");
    await expect(page.getByTestId("invoice-field-total")).toHaveText("€1,620.00");
    await expectAccessible(page);
  });
});
