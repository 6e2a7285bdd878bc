import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { confirmedAccount } from "./account-helpers";
import { expect, expectAccessible, test } from "./fixtures";
import { expectNoSidewaysScroll, openActiveService, subscribeToEnterprise } from "./workspace-helpers";

// Duplicates (docs/api.md, "duplicate_of"): the same invoice uploaded twice is marked on
// the second, with the earlier file named for a screen reader, in the row and the details.

function corpusInvoice(name: string): string {
  const file = fileURLToPath(new URL(`../../testdata/ai-quality/payroll/${name}.json`, import.meta.url));
  const text = (
    JSON.parse(readFileSync(file, "utf8")) as {
      input: { invoiceData: string | string[] };
    }
  ).input.invoiceData;
  return Array.isArray(text) ? text.join("\n") : text;
}

const invoice = (name: string) => ({
  name,
  mimeType: "text/plain",
  buffer: Buffer.from(corpusInvoice("01-hvac-service-call-clean"), "utf8"),
});

test("the same invoice uploaded twice: the second is marked a duplicate of the first", { tag: "@phone" }, async ({ page }) => {
  test.setTimeout(90_000);
  await confirmedAccount(page, "workspace-duplicates", "Ida Marsh");
  await subscribeToEnterprise(page);
  const main = await openActiveService(page, "payroll", "Accounts payable");
  const invoices = main.getByRole("region", { name: "Invoices", exact: true });
  const rows = invoices.getByTestId("invoice");

  for (const [i, name] of ["cool-breeze.txt", "cool-breeze-again.txt"].entries()) {
    await invoices.getByLabel(/^Invoices/).setInputFiles([invoice(name)]);
    await invoices.getByRole("button", { name: "Upload" }).click();
    await expect(invoices.getByTestId("documents-progress")).toHaveText(`${i + 1} of ${i + 1} analysed`, { timeout: 45_000 });
  }
  await expect(rows).toHaveCount(2);

  // Newest first: the second upload carries the badge, the first does not.
  const again = rows.filter({
    has: page.getByRole("link", { name: "Download cool-breeze-again.txt" }),
  });
  const first = rows.filter({
    has: page.getByRole("link", { name: "Download cool-breeze.txt" }),
  });
  const badge = again.getByTestId("duplicate-badge");
  await expect(badge).toBeVisible();
  await expect(badge).toHaveText("DuplicateDuplicate of cool-breeze.txt");
  await expect(again.getByText("Duplicate of cool-breeze.txt", { exact: true })).toBeAttached();
  await expect(first.getByTestId("duplicate-badge")).toHaveCount(0);

  await again.getByRole("button", { name: /^Details of / }).click();
  await expect(again.getByTestId("duplicate-note")).toContainText("Duplicate of cool-breeze.txt, uploaded earlier to this service");
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // Deleting the first: the second is no longer a duplicate.
  await first.getByRole("button", { name: "Delete cool-breeze.txt" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this document?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId("duplicate-badge")).toHaveCount(0);
});
