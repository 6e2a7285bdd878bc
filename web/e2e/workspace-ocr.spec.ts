import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { confirmedAccount } from "./account-helpers";
import { expect, expectAccessible, test } from "./fixtures";
import { expectNoSidewaysScroll, openActiveService, subscribeToEnterprise } from "./workspace-helpers";

// A scanned invoice read by OCR (issue 29, decision 0055): an image-only PDF, a little
// askew and speckled as a scanner leaves it, is read by Tesseract on the server; its
// vendor, number and total are in the details, and "What we read" shows the text OCR
// found beside the scanned page. At 1280 px and at 390 px (@phone), with axe.

const scan = fileURLToPath(new URL("../../internal/extract/testdata/ocr/scanned-invoice.pdf", import.meta.url));

test("a scanned invoice is read by OCR: its fields, the text found and the scanned page", { tag: "@phone" }, async ({ page }) => {
  test.setTimeout(150_000);
  await confirmedAccount(page, "workspace-ocr", "Oscar Reyes");
  await subscribeToEnterprise(page);
  const main = await openActiveService(page, "payroll", "Scans");
  const invoices = main.getByRole("region", { name: "Invoices", exact: true });
  await invoices.getByLabel(/^Invoices/).setInputFiles([{ name: "scan.pdf", mimeType: "application/pdf", buffer: readFileSync(scan) }]);
  await invoices.getByRole("button", { name: "Upload" }).click();
  await expect(invoices.getByTestId("documents-progress")).toHaveText("1 of 1 analysed", { timeout: 120_000 });

  const row = invoices.getByTestId("invoice").first();
  await expect(row).toContainText("Northwind Office Supply");
  await row.getByRole("button", { name: /^Details of / }).click();
  await expect(row.getByTestId("invoice-field-vendor-value")).toHaveText("Northwind Office Supply");
  await expect(row.getByTestId("invoice-field-total-value")).toContainText("452.52");

  const read = row.getByRole("region", { name: "What we read" });
  await expect(read.getByRole("region", { name: "Text read from scan.pdf" })).toContainText("NW-1042");
  await expect(read.getByRole("img", { name: "Page 1 of scan.pdf" })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
});
