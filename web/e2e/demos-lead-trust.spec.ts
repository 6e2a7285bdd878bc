import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";

// Issue 31's patterns on the Lead Scorer with the built-in engine, at 1280 and 390 px: the
// kind of message comes first (an opt-out is no lead, whatever words it holds), a negation
// is never read as the positive ("no budget until 2027"), and a lead in Spanish is read
// for what the rules can read. Decision 0061.

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

/** A corpus lead (testdata/ai-quality), its lines joined as the quality runner joins them. */
function corpusLead(name: string): string {
  const file = fileURLToPath(new URL(`../../testdata/ai-quality/callcenter/${name}.json`, import.meta.url));
  const text = (JSON.parse(readFileSync(file, "utf8")) as { input: { leadData: string | string[] } }).input.leadData;
  return Array.isArray(text) ? text.join("\n") : text;
}

async function scoreLead(page: Page, text: string) {
  await page.goto("/services/call-center/demo");
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "Paste your lead details" }).fill(text);
  await page.getByRole("button", { name: "Score Lead" }).click();
  await expect(toast(page, "Lead analysis complete!")).toBeVisible();
}

test.describe("lead answers a business can trust", () => {
  test("an opt-out is no lead, scores below 20 and gets no sales steps", { tag: "@phone" }, async ({ page }) => {
    test.setTimeout(60_000);
    // Every bonus word of the rules is in it: as a lead it would score 100.
    await scoreLead(page, "VP of Operations here. Budget approved, timeline this month, I visited pricing. Do not call this number again.");
    await expect(page.getByTestId("lead-score")).toHaveText("0");
    await expect(page.getByTestId("lead-kind")).toHaveText("Not a lead: Opt-out");
    await expect(page.getByTestId("lead-kind-reason")).toHaveText("This is an opt-out: do not contact this person.");
    await expect(page.getByTestId("lead-tier")).toHaveCount(0);
    const insights = page.getByTestId("lead-insights");
    await expect(insights).toContainText("Kind: an opt-out — not a sales lead");
    await expect(insights).not.toContainText(/demo|Propose the/);
    await expect(page.getByTestId("lead-profile").locator('[data-field="budget"]')).toHaveText("N/A");
    await expectAccessible(page);
  });

  test("no budget until 2027 and not the decision maker count for nothing", { tag: "@phone" }, async ({ page }) => {
    test.setTimeout(60_000);
    await scoreLead(page, corpusLead("23-no-budget-until-2027-law"));
    const insights = page.getByTestId("lead-insights");
    await expect(insights).toContainText("Budget: missing");
    // Not the decision maker: at most partial, and only because she names who approves.
    await expect(insights).toContainText("they say they do not decide");
    await expect(insights).not.toContainText("Authority: strong");
    // The rules read the negation too: "no budget" is no budget bonus.
    await expect(page.getByTestId("lead-score")).toHaveText("50");
    await expect(page.getByTestId("lead-tier")).toHaveText("Cold Lead");
    await expectAccessible(page);
  });

  test("an owner writing in Spanish with a budget and a start date is read, and not cold", { tag: "@phone" }, async ({ page }) => {
    test.setTimeout(60_000);
    await scoreLead(page, corpusLead("25-spanish-restaurant-owner"));
    const insights = page.getByTestId("lead-insights");
    await expect(insights).toContainText("This lead is in Spanish: I read the contact details");
    await expect(insights).toContainText("Overall: Warm lead");
    const field = (key: string) => page.getByTestId("lead-profile").locator(`[data-field="${key}"]`);
    await expect(field("name")).toHaveText("Carmen Ruiz");
    await expect(field("budget")).toHaveText("1.800 € a month");
    await expect(page.getByTestId("lead-score")).toHaveText("60");
    await expectAccessible(page);
  });
});
