import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";

// The resume analyzer and the invoice processor against the real server on its built-in
// engine (docs/api.md, "AI demos"); the voice assistant chat is in demos-voice.spec.ts.
// Each test is its own visitor (fixtures.ts), so the per-address demo limits of one test
// do not reach another.

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

/** Counts the page's requests to one demo endpoint, to see that a refused input sent none. */
function countRequests(page: Page, path: string) {
  const seen = { count: 0 };
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === path) seen.count++;
  });
  return seen;
}

/** Records, in the page, every text the match score's number has had once it appears. */
async function recordScoreValues(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { scoreValues: string[] };
    w.scoreValues = [];
    const seen = () => {
      const el = document.querySelector('[data-testid="match-score-value"]');
      const v = el?.textContent ?? null;
      if (v !== null && w.scoreValues.at(-1) !== v) w.scoreValues.push(v);
    };
    new MutationObserver(seen).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { scoreValues: string[] }).scoreValues);
}

/** A corpus invoice (testdata/ai-quality), its lines joined as the quality runner joins them. */
function corpusInvoice(name: string): string {
  const file = fileURLToPath(new URL(`../../testdata/ai-quality/payroll/${name}.json`, import.meta.url));
  const text = (JSON.parse(readFileSync(file, "utf8")) as { input: { invoiceData: string | string[] } }).input.invoiceData;
  return Array.isArray(text) ? text.join("\n") : text;
}

test.describe("resume analyzer", () => {
  test("asks for both texts, then scores the samples with the built-in engine", async ({ page }) => {
    // The axe scan shares two CPUs with the server and the other worker.
    test.setTimeout(60_000);
    const requests = countRequests(page, "/api/ai/recruitment");
    await page.goto("/services/recruitment/demo");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "AI Resume Analyzer Demo" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to AI Recruitment System" })).toHaveAttribute("href", "/services/recruitment");

    const analyze = page.getByRole("button", { name: "Analyze Candidate" });
    await analyze.click();
    await expect(toast(page, "Error")).toContainText("Please provide both resume and job description");

    await page.getByRole("button", { name: "Load sample resume" }).click();
    await expect(page.getByLabel(/^Resume/)).toHaveValue(/Maria Gonzalez/);
    await analyze.click();
    await expect(toast(page, "Please provide both resume and job description").first()).toBeVisible();
    expect(requests.count).toBe(0);

    await page.getByRole("button", { name: "Load sample job description" }).click();
    await expect(page.getByLabel(/^Job Description/)).toHaveValue(/Senior Full-Stack Engineer/);
    const shownScores = await recordScoreValues(page);
    await analyze.click();

    await expect(toast(page, "Analysis complete!")).toBeVisible();
    const card = page.getByTestId("match-score");
    await expect(card).toBeVisible();
    // The number on screen is the analysis's score the moment it appears, and never
    // another value: only the bar grows (a screenshot once showed 43 beside a stated 64).
    const shownAtOnce = await page.getByTestId("match-score-value").textContent();
    await expect(page.getByTestId("resume-analysis")).toContainText(/^Match Score: \d{1,3}\/100/);
    const stated = Number((await page.getByTestId("resume-analysis").textContent())!.match(/Match Score: (\d+)/)![1]);
    expect(shownAtOnce).toBe(String(stated));
    expect(await shownScores()).toEqual([String(stated)]);
    await expect(page.getByTestId("score-bar-fill")).toHaveAttribute("style", `width: ${stated}%;`);
    await expect(page.getByTestId("match-label")).toHaveText(/^(Excellent Match|Great|Good|Fair|Weak)$/);
    await expect(page.getByTestId("match-quality")).toHaveText(/^(High|Medium|Low)$/);
    await expect(page.getByTestId("resume-analysis")).toContainText("Strengths:");
    await expect(page.getByTestId("engine-badge")).toHaveText("Built-in engine");
    await expect(analyze).toBeEnabled();
    await expectAccessible(page);
  });
});

test.describe("invoice processor", () => {
  test("asks for an invoice, then ticks through the steps and shows the sample's fields", async ({ page }) => {
    test.setTimeout(60_000);
    const requests = countRequests(page, "/api/ai/payroll");
    await page.goto("/services/payroll/demo");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "AI Invoice Processor Demo" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Payroll Automation" })).toHaveAttribute("href", "/services/payroll");

    const process = page.getByRole("button", { name: "Process Invoice" });
    await process.click();
    await expect(toast(page, "Error")).toContainText("Please provide invoice data");
    expect(requests.count).toBe(0);

    await page.getByRole("button", { name: "Load sample invoice" }).click();
    await expect(page.getByLabel(/^Invoice text/)).toHaveValue(/INV-2024-0042/);
    await process.click();

    const steps = page.getByRole("list", { name: "Processing progress" });
    await expect(steps).toBeVisible();
    await expect(steps.getByRole("listitem")).toHaveText(["Scanning invoice...", "Extracting data...", "Validating amounts...", "Analysis complete!"]);
    await expect(toast(page, "Processing complete!")).toBeVisible();
    await expect(steps.locator('[aria-current="step"]')).toHaveText("Analysis complete!");

    await expect(page.getByTestId("invoice-field-number")).toHaveText("INV-2024-0042");
    await expect(page.getByTestId("invoice-field-date")).toHaveText("2024-03-01");
    await expect(page.getByTestId("invoice-field-due")).toHaveText("2024-03-31");
    await expect(page.getByTestId("invoice-field-vendor")).toHaveText("Summit Office Supplies LLC");
    await expect(page.getByTestId("invoice-field-total")).toHaveText("$1,848.60");
    await expect(page.getByTestId("invoice-analysis")).toContainText("Line items:");
    await expect(page.getByTestId("engine-badge")).toHaveText("Built-in engine");
    await expectAccessible(page);
  });
});

test.describe("invoice processor, structured result", () => {
  test("marks the TOTAL row of an invoice whose total is $50.00 over, with every line checked", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/services/payroll/demo");
    await waitForHydration(page);
    // Precision Smile Dental Laboratory: five lines adding up to the $1,137.00 subtotal,
    // no tax, and a TOTAL DUE of $1,187.00.
    await page.getByLabel(/^Invoice text/).fill(corpusInvoice("02-dental-lab-total-mismatch"));
    await page.getByRole("button", { name: "Process Invoice" }).click();
    await expect(toast(page, "Processing complete!")).toBeVisible();

    await expect(page.getByTestId("invoice-field-number")).toHaveText("PSL-55821");
    await expect(page.getByTestId("invoice-field-vendor")).toHaveText("Precision Smile Dental Laboratory");
    await expect(page.getByTestId("invoice-field-total")).toHaveText("$1,187.00");
    const verdict = "Does not add up: $50.00 more than the line items come to ($1,137.00)";
    await expect(page.getByTestId("invoice-field-total-row")).toContainText(verdict);

    const items = page.getByTestId("invoice-item");
    await expect(items).toHaveCount(5);
    for (const row of await items.all()) {
      await expect(row).toHaveAttribute("data-check", "pass");
      await expect(row).toContainText("Correct");
    }
    const total = page.getByTestId("invoice-total-row");
    await expect(total).toHaveAttribute("data-status", "fail");
    await expect(total).toContainText("$1,187.00");
    await expect(total).toContainText(verdict);
    await expect(total.locator("svg")).toBeVisible(); // an icon beside the words, not colour alone

    const sum = page.getByTestId("invoice-checks").locator('[data-check-id="sum"]');
    await expect(sum).toHaveAttribute("data-status", "fail");
    await expect(sum).toContainText("a difference of $50.00");
    await expect(page.getByText("Fields, line items and checks are read by Lexa's invoice rules")).toBeVisible();
    await expect(page.getByTestId("engine-badge")).toHaveText("Built-in engine");
    await expectAccessible(page);
  });
});
