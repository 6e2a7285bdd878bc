import { expect, test, waitForHydration } from "./fixtures";

// The prices on these pages are the server's plan catalogue, filled into the prerendered
// HTML at start-up and read back by the browser: the page must hydrate to the same text
// (no hydration mismatch, which React reports as a console error), and the ROI calculator,
// which works out the return on the plan's price in the browser, must show it once hydrated.
for (const path of ["/pricing", "/services/voice-ai"]) {
  test(`${path} hydrates the catalogue's figures without a console error`, async ({ page, consoleErrors }) => {
    await page.goto(path);
    await waitForHydration(page);
    // The ROI calculator: a placeholder in the HTML, the figure after hydration.
    await expect(page.getByTestId("roi-percent")).toHaveText(/^-?[\d,]+%$/);
    await expect(page.getByTestId("roi-percent-pending")).toHaveCount(0);
    await expect(page.getByTestId("roi-results")).toHaveAttribute("aria-busy", "false");
    await expect(page.getByText(/\{\{lexa:|NaN/)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
}

test("the prerendered pricing HTML carries the catalogue and no figure the browser must work out", async ({ request }) => {
  // React separates adjacent text pieces with <!-- -->; a reader does not see them.
  const html = (await (await request.get("/pricing")).text()).replaceAll("<!-- -->", "");
  expect(html).toContain("Save up to 16%");
  expect(html).toContain('"price":"1499"');
  // What each plan includes per service is in the HTML a crawler gets, like the prices.
  expect(html).toContain("1,000 candidates screened");
  expect(html).toContain("5,000 leads handled");
  expect(html).toContain('data-testid="roi-percent-pending"');
  expect(html).not.toContain('data-testid="roi-percent"');
  expect(html).not.toContain("{{lexa:");
  expect(html).toMatch(/<meta name="lexa:plans" content="[^"]*save_up_to_percent/);
});

test("the voice AI page quotes the catalogue's Starter price", async ({ page }) => {
  await page.goto("/services/voice-ai");
  await waitForHydration(page);
  await expect(page.getByText("on the Starter plan at $299 per month")).toBeVisible();
  await expect(page.getByTestId("roi-plan-price")).toHaveValue("starter");
  await expect(page.getByTestId("roi-plan-price").locator("option:checked")).toHaveText("Starter ($299/month)");
});
