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
    await analyze.click();

    await expect(toast(page, "Analysis complete!")).toBeVisible();
    const card = page.getByTestId("match-score");
    await expect(card).toBeVisible();
    await expect(page.getByTestId("resume-analysis")).toContainText(/^Match Score: \d{1,3}\/100/);
    // The count-up ends on the number the analysis states.
    const stated = Number((await page.getByTestId("resume-analysis").textContent())!.match(/Match Score: (\d+)/)![1]);
    await expect(page.getByTestId("match-score-value")).toHaveText(String(stated), { timeout: 5_000 });
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
