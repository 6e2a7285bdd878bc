import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "@playwright/test";
import { confirmedAccount } from "./account-helpers";
import { expect, expectAccessible, test } from "./fixtures";
import { downloadedText, expectNoSidewaysScroll, openActiveService, subscribeToEnterprise } from "./workspace-helpers";

// "What we read" and correcting a field (issue 29; docs/api.md, GET …/text, GET
// …/pages/{n}.png, PATCH …/documents/{docId} "corrections"): an invoice's details show the
// text read and the page it came from beside the reading, and a wrong figure is corrected
// in place, the checks running again on it. At 1280 px and at 390 px (@phone), with axe.

const repoFile = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** testdata/ai-quality/payroll: an invoice of the corpus, its lines joined. */
function corpusInvoice(name: string): string {
  const text = (
    JSON.parse(readFileSync(repoFile(`testdata/ai-quality/payroll/${name}.json`), "utf8")) as { input: { invoiceData: string | string[] } }
  ).input.invoiceData;
  return Array.isArray(text) ? text.join("\n") : text;
}

/** Uploads files to a payroll service's workspace and waits for them to be read; the invoice rows. */
async function uploadInvoices(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<Locator> {
  const main = await openActiveService(page, "payroll", "Books");
  const invoices = main.getByRole("region", { name: "Invoices" });
  await invoices.getByLabel(/^Invoices/).setInputFiles(files);
  await invoices.getByRole("button", { name: "Upload" }).click();
  await expect(invoices.getByTestId("documents-progress")).toHaveText(`${files.length} of ${files.length} analysed`, { timeout: 60_000 });
  return invoices.getByTestId("invoice");
}

/** The device's name for a screenshot's file: desktop or phone. */
const device = (page: Page) => (page.viewportSize()!.width < 500 ? "phone" : "desktop");

test.describe("show the work", () => {
  test("what we read: the text and page 1 of a PDF beside the invoice's details", { tag: "@phone" }, async ({ page }, info) => {
    test.setTimeout(120_000);
    await confirmedAccount(page, "show-work-read", "Ines Duarte");
    await subscribeToEnterprise(page);
    const rows = await uploadInvoices(page, [
      { name: "bright-pixel.pdf", mimeType: "application/pdf", buffer: readFileSync(repoFile("testdata/documents/pdf/invoice-001.pdf")) },
    ]);
    const row = rows.first();
    await row.getByRole("button", { name: /^Details of / }).click();

    const read = row.getByRole("region", { name: "What we read" });
    const text = read.getByRole("region", { name: "Text read from bright-pixel.pdf" });
    await expect(text).toContainText("INV-2025-0647");
    const image = read.getByRole("img", { name: "Page 1 of bright-pixel.pdf" });
    await expect(image).toBeVisible({ timeout: 30_000 });
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    // One page: no picker.
    await expect(read.getByRole("button", { name: "Next page" })).toHaveCount(0);

    // The text scrolls inside its own box, which the keyboard reaches.
    await text.focus();
    await expect(text).toBeFocused();
    await page.keyboard.press("PageDown");

    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await row.screenshot({ path: info.outputPath(`what-we-read-${device(page)}.png`) });
    await page.screenshot({ path: `test-results/show-work-what-we-read-${device(page)}.png`, fullPage: true });
  });

  test("correcting a field: the wrong total corrected, the checks pass, the CSV follows", { tag: "@phone" }, async ({ page }) => {
    test.setTimeout(120_000);
    await confirmedAccount(page, "show-work-correct", "Noor Adeyemi");
    await subscribeToEnterprise(page);
    const rows = await uploadInvoices(page, [
      { name: "precision-smile.txt", mimeType: "text/plain", buffer: Buffer.from(corpusInvoice("02-dental-lab-total-mismatch"), "utf8") },
    ]);
    const lab = rows.first();
    await expect(lab.getByText(/checks? failed/)).toBeVisible();
    await lab.getByRole("button", { name: "Details of Precision Smile Dental Laboratory" }).click();
    // A text file has no pages; its text is there.
    const read = lab.getByRole("region", { name: "What we read" });
    await expect(read.getByText(/This file has no pages to show/)).toBeVisible();
    await expect(read.getByRole("region", { name: "Text read from precision-smile.txt" })).toContainText("PSL-55821");

    // From the keyboard: Edit, a value in the other convention refused with its message, then the right one.
    const total = lab.getByTestId("invoice-field-total");
    await total.getByRole("button", { name: "Edit Total" }).focus();
    await page.keyboard.press("Enter");
    const form = lab.getByRole("form", { name: "Edit Total" });
    const input = form.getByLabel(/^Total/);
    await expect(input).toBeFocused();
    await expect(input).toHaveValue("1187.00");
    await input.fill("11,37,00");
    await page.keyboard.press("Enter");
    await expect(form.getByText("Write an amount such as 1,265.28 or 1.265,28.")).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    await input.fill("1.137,00");
    await page.keyboard.press("Enter");
    await expect(form).toBeHidden();
    await expect(total).toHaveAttribute("data-corrected", "true");
    await expect(total.getByText("Corrected", { exact: true })).toBeVisible();
    await expect(total).toContainText("$1,137.00");
    await expect(total).toContainText("Corrected; the document reads $1,187.00.");
    await expect(lab.getByTestId("invoice-sum")).toHaveAttribute("data-check", "pass");
    await expect(lab.getByText("All checks pass")).toBeVisible();
    await expect(total.getByRole("button", { name: "Edit Total" })).toBeFocused();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/show-work-corrected-${device(page)}.png`, fullPage: true });

    // The export has the corrected total.
    await page.getByRole("button", { name: "Export the invoices shown" }).click();
    const csv = await downloadedText(page, page.getByRole("menuitem", { name: "CSV" }));
    const [header, first] = csv.text.trim().split(/\r?\n/);
    expect(first!.split(",")[header!.split(",").indexOf("total")]).toBe("1137.00");

    // Back to what was read.
    await total.getByRole("button", { name: "Edit Total" }).click();
    await form.getByRole("button", { name: "Use what was read" }).click();
    await expect(total).not.toHaveAttribute("data-corrected", "true");
    await expect(lab.getByTestId("invoice-sum")).toHaveAttribute("data-check", "fail");
  });
});
