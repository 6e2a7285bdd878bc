import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { confirmedAccount } from "./account-helpers";
import { expect, expectAccessible, test } from "./fixtures";
import { downloadedText, expectNoSidewaysScroll, openActiveService, subscribeToEnterprise } from "./workspace-helpers";

// The recruitment and invoice workspaces end to end (docs/api.md "Workspaces: documents
// and jobs"): an Enterprise subscriber adds a service, activates it, uploads documents
// on its workspace, sees them analyzed by the built-in engine in the background, reviews
// them and exports the CSV.

/** A plain-text file for `setInputFiles`. */
const textFile = (name: string, text: string) => ({ name, mimeType: "text/plain", buffer: Buffer.from(text, "utf8") });

const job = {
  title: "Dental Hygienist",
  description: `Brightsmile is a four-chair family practice in Tucson. We are looking for a Registered Dental Hygienist who loves working with families.

Requirements:
- Current Arizona RDH license and CPR/BLS certification
- 2+ years of clinical experience
- Scaling and root planing, periodontal charting, digital radiographs
- Experience with Dentrix or Eaglesoft
- Local anesthesia permit`,
  mustHave: "RDH license, Scaling and root planing, Digital radiographs, Dentrix",
  niceToHave: "Spanish, Laser therapy",
  location: "Tucson, AZ",
};

const resumes = [
  textFile(
    "maria-gonzalez.txt",
    `Maria Gonzalez
Tucson, AZ | (520) 555-0147 | maria.gonzalez@example.com

Registered Dental Hygienist (RDH) with 6 years of experience in general and pediatric practices.

Experience
Desert Bloom Pediatric Dentistry - Dental Hygienist, Mar 2021 - Present
- Perform prophylaxis, scaling and root planing for 10-12 patients a day
- Take and process digital radiographs; chart periodontal exams in Dentrix
- Administer local anesthesia; teach oral-hygiene habits to children and parents
Saguaro Family Dental - Dental Hygienist, Jun 2019 - Feb 2021
- Applied sealants and fluoride varnish; maintained recall schedules

Education
A.A.S. Dental Hygiene, Pima Community College, 2019

Licenses & Certifications
Arizona RDH license · Local anesthesia permit · CPR/BLS (AHA)
Languages: English, Spanish (fluent)
`,
  ),
  textFile(
    "daniel-brooks.txt",
    `Daniel Brooks
Phoenix, AZ | (602) 555-0113 | daniel.brooks@example.com

Dental assistant with 3 years of chairside experience, studying for the dental hygiene program.

Experience
Camelback Dental Care - Dental Assistant, 2022 - Present
- Prepare operatories, sterilise instruments, take digital radiographs
- Update patient charts in Eaglesoft and schedule recall visits

Certifications
Arizona Radiography certificate · CPR/BLS
`,
  ),
  textFile(
    "priya-shah.txt",
    `Priya Shah
Seattle, WA | priya.shah@example.com

Software engineer with 5 years of experience building web applications.

Experience
Northwind Labs - Software Engineer, 2020 - Present
- Built React and TypeScript front ends and Node.js services
- Ran PostgreSQL databases on AWS

Education
B.S. Computer Science, University of Washington
`,
  ),
];

/** The rows of a CSV file (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += c;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** testdata/ai-quality/payroll: an invoice of the corpus, its lines joined. */
function corpusInvoice(name: string): string {
  const file = fileURLToPath(new URL(`../../testdata/ai-quality/payroll/${name}.json`, import.meta.url));
  const text = (JSON.parse(readFileSync(file, "utf8")) as { input: { invoiceData: string | string[] } }).input.invoiceData;
  return Array.isArray(text) ? text.join("\n") : text;
}

test.describe("workspace documents", () => {
  test("recruitment: a job, three resumes screened and ranked, one shortlisted, the shortlist exported", { tag: "@phone" }, async ({ page }) => {
    test.setTimeout(90_000);
    await confirmedAccount(page, "workspace-recruit", "Rosa Hale");
    await subscribeToEnterprise(page);
    const main = await openActiveService(page, "recruitment", "Hiring");

    // A job.
    const jobs = main.getByRole("region", { name: "Jobs" });
    await expect(jobs.getByText(/No jobs yet/)).toBeVisible();
    await jobs.getByRole("button", { name: "New job" }).click();
    const form = jobs.getByRole("form", { name: "New job" });
    await form.getByRole("button", { name: "Add job" }).click();
    await expect(form.getByText("Job title is required")).toBeVisible();
    await form.getByLabel(/^Job title/).fill(job.title);
    await form.getByLabel(/^Job description/).fill(job.description);
    await form.getByLabel(/^Must-have skills/).fill(job.mustHave);
    await form.getByLabel(/^Nice-to-have skills/).fill(job.niceToHave);
    await form.getByLabel(/^Location/).fill(job.location);
    await form.getByRole("button", { name: "Add job" }).click();
    await expect(form).toBeHidden();
    await expect(jobs.getByRole("button", { name: /Dental Hygienist/, pressed: true })).toContainText("0 candidates");

    // Three resumes at once, analyzed in the background: the list follows their states.
    const candidates = main.getByRole("region", { name: "Candidates for Dental Hygienist" });
    await candidates.getByLabel(/^Resumes/).setInputFiles(resumes);
    await candidates.getByRole("button", { name: "Upload" }).click();
    await expect(candidates.getByText("3 files added. They are being analysed.")).toBeVisible();
    const progress = candidates.getByTestId("documents-progress");
    await expect(progress).toHaveText("3 of 3 analysed", { timeout: 45_000 });
    const rows = candidates.getByTestId("candidate");
    await expect(rows).toHaveCount(3);
    await expect(rows.getByTestId("candidate-score")).toHaveCount(3);
    await expect(jobs.getByRole("button", { name: /Dental Hygienist/ })).toContainText("3 candidates");

    // Ranked by score, best first: the hygienist leads, the software engineer is not first.
    const scores = (await rows.getByTestId("candidate-score").allTextContents()).map((s) => Number(s.split("/")[0]));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    await expect(rows.nth(0).getByRole("heading")).toHaveText("Maria Gonzalez");
    await expect(rows.nth(0).getByTestId("candidate-rank")).toContainText("#1");
    await expect(rows.nth(0)).not.toContainText("Priya Shah");

    // The details, then shortlist her.
    const maria = rows.nth(0);
    await maria.getByRole("button", { name: "Details of Maria Gonzalez" }).click();
    await expect(maria.getByRole("heading", { name: "Strengths" })).toBeVisible();
    await expect(maria.getByRole("heading", { name: "Recommendation" })).toBeVisible();
    const saved = page.waitForResponse((r) => r.request().method() === "PATCH" && r.url().includes("/documents/"));
    await maria.getByLabel("Status of Maria Gonzalez").selectOption("shortlisted");
    expect((await saved).status()).toBe(200);
    await maria.getByLabel(/^Notes/).fill("Strong periodontal experience; call this week.");
    await maria.getByRole("button", { name: "Save note" }).click();
    await expect(maria.getByText("Note saved")).toBeVisible();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);

    // The shortlist as a CSV file: the header row, and her, shortlisted, first.
    const csv = await downloadedText(page, candidates.getByRole("link", { name: "Export CSV of this shortlist" }));
    expect(csv.name).toMatch(/\.csv$/);
    const [header, ...records] = parseCsv(csv.text);
    expect(header).toEqual([
      "rank",
      "candidate",
      "email",
      "phone",
      "file",
      "score",
      "verdict",
      "status",
      "strengths",
      "gaps",
      "recommendation",
      "note",
      "analysed_at",
    ]);
    expect(records.map((r) => r.slice(0, 2))).toEqual([
      ["1", "Maria Gonzalez"],
      ["2", "Daniel Brooks"],
      ["3", "Priya Shah"],
    ]);
    const [rank, name, email, phone, file, score, , status, , , , note] = records[0]!;
    expect({ rank, name, email, phone, file, score: Number(score), status, note }).toEqual({
      rank: "1",
      name: "Maria Gonzalez",
      email: "maria.gonzalez@example.com",
      phone: "(520) 555-0147",
      file: "maria-gonzalez.txt",
      score: scores[0],
      status: "shortlisted",
      note: "Strong periodontal experience; call this week.",
    });

    // Deleting a candidate is confirmed first.
    const priya = rows.filter({ hasText: "Priya Shah" });
    await priya.getByRole("button", { name: "Delete Priya Shah" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this document?" });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(confirm).toBeHidden();
    await expect(rows).toHaveCount(2);
  });

  test("invoices: two read and checked, the wrong total highlighted and flagged with a note, the other approved, filtered", { tag: "@phone" }, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await confirmedAccount(page, "workspace-invoices", "Noor Adeyemi");
    await subscribeToEnterprise(page);
    const main = await openActiveService(page, "payroll", "Accounts payable");

    const invoices = main.getByRole("region", { name: "Invoices" });
    await expect(invoices.getByText(/No invoices yet/)).toBeVisible();
    await invoices
      .getByLabel(/^Invoices/)
      .setInputFiles([
        textFile("cool-breeze-cb-10487.txt", corpusInvoice("01-hvac-service-call-clean")),
        textFile("precision-smile-psl-55821.txt", corpusInvoice("02-dental-lab-total-mismatch")),
      ]);
    await invoices.getByRole("button", { name: "Upload" }).click();
    await expect(invoices.getByTestId("documents-progress")).toHaveText("2 of 2 analysed", { timeout: 45_000 });
    const rows = invoices.getByTestId("invoice");
    await expect(rows).toHaveCount(2);

    // The dental lab's total is $50.00 over: its sum check failed, highlighted.
    const lab = rows.filter({ hasText: "Precision Smile Dental Laboratory" });
    await expect(lab).toContainText("PSL-55821");
    await expect(lab).toContainText("$1,187.00");
    await expect(lab.getByTestId("invoice-review")).toHaveText("Pending");
    await expect(lab.getByText(/checks? failed/)).toBeVisible();
    const hvac = rows.filter({ hasNotText: "Precision Smile" });
    await expect(hvac.getByText("All checks pass")).toBeVisible();

    await lab.getByRole("button", { name: "Details of Precision Smile Dental Laboratory" }).click();
    await expect(lab.getByTestId("invoice-field-vendor")).toContainText("Precision Smile Dental Laboratory");
    await expect(lab.getByTestId("invoice-field-total")).toContainText("$1,187.00");
    const sum = lab.getByTestId("invoice-sum");
    await expect(sum).toHaveAttribute("data-check", "fail");
    await expect(sum).toContainText("$1,137.00");
    await expect(sum).toContainText("$1,187.00");
    await expect(sum).toContainText("$50.00");
    await expect(lab.getByTestId("invoice-line")).toHaveCount(5);
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);

    // Flagging needs a note.
    await lab.getByRole("button", { name: "Flag" }).click();
    await expect(lab.getByText("Say why you flag this invoice.")).toBeVisible();
    await lab.getByLabel(/^Why flag it\?/).fill("The total is $50.00 more than the lines add up to.");
    await lab.getByRole("button", { name: "Flag" }).click();
    await expect(lab.getByTestId("invoice-review")).toHaveText("Flagged");

    await hvac.getByRole("button", { name: /^Details of / }).click();
    await hvac.getByRole("button", { name: "Approve" }).click();
    await expect(hvac.getByTestId("invoice-review")).toHaveText("Approved");

    // Only the flagged one, and the export follows the filter.
    await invoices.getByLabel("Review status").selectOption("flagged");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Precision Smile Dental Laboratory");
    // The export menu opens from the keyboard on its first item.
    const exportMenu = invoices.getByRole("button", { name: "Export the invoices shown" });
    await exportMenu.focus();
    await page.keyboard.press("Enter");
    const exportLink = page.getByRole("menuitem", { name: "CSV" });
    await expect(exportLink).toBeFocused();
    await expect(exportLink).toHaveAttribute("href", /export\.csv\?review=flagged$/);
    await expect(page.getByRole("menuitem", { name: "Xero" })).toHaveAttribute("href", /export\.csv\?review=flagged&format=xero$/);
    const csv = await downloadedText(page, exportLink);
    const [header, ...records] = parseCsv(csv.text);
    expect(header).toEqual([
      "vendor",
      "invoice_number",
      "invoice_date",
      "due_date",
      "currency",
      "subtotal",
      "tax",
      "total",
      "status",
      "checks_failed",
      "note",
      "file",
    ]);
    expect(records).toHaveLength(1);
    const flagged = Object.fromEntries(header!.map((h, i) => [h, records[0]![i]]));
    expect(flagged).toMatchObject({
      vendor: "Precision Smile Dental Laboratory",
      invoice_number: "PSL-55821",
      total: "1187.00",
      status: "flagged",
      note: "The total is $50.00 more than the lines add up to.",
      file: "precision-smile-psl-55821.txt",
    });
    expect(Number(flagged.checks_failed)).toBeGreaterThan(0);

    // QuickBooks Online: one row per line of the bill.
    await exportMenu.click();
    const quickBooks = await downloadedText(page, page.getByRole("menuitem", { name: "QuickBooks Online" }));
    expect(quickBooks.name).toMatch(/^invoices-quickbooks-\d{4}-\d{2}-\d{2}\.csv$/);
    const [qbHeader, ...qbLines] = parseCsv(quickBooks.text);
    expect(qbHeader).toEqual(["Bill No.", "Vendor", "Bill Date", "Due Date", "Memo", "Account", "Line Description", "Line Amount", "Currency"]);
    expect(qbLines.length).toBeGreaterThan(1);
    expect(qbLines.every((line) => line[0] === "PSL-55821" && line[1] === "Precision Smile Dental Laboratory")).toBe(true);
    // The lines add up to the total the invoice asks for, cent for cent.
    expect(qbLines.reduce((cents, line) => cents + Math.round(Number(line[7]) * 100), 0)).toBe(118700);

    // The account code, set once in its dialog, goes into the Xero export.
    await exportMenu.click();
    await page.getByRole("menuitem", { name: "Account and tax codes…" }).click();
    const codes = page.getByRole("dialog", { name: "Account and tax codes" });
    await codes.getByLabel(/^Account/).fill("6100");
    await codes.getByRole("button", { name: "Save codes" }).click();
    await expect(codes).toBeHidden();
    await expect(exportMenu).toBeFocused();
    await exportMenu.click();
    const xero = await downloadedText(page, page.getByRole("menuitem", { name: "Xero" }));
    const [xeroHeader, ...xeroLines] = parseCsv(xero.text);
    expect(xeroHeader!.slice(0, 2)).toEqual(["*ContactName", "EmailAddress"]);
    expect(xeroLines.map((line) => [line[10], line[17], line[18]])).toEqual(qbLines.map(() => ["PSL-55821", "6100", "Tax Exempt"]));

    await invoices.getByLabel("Review status").selectOption("");
    await invoices.getByLabel("Vendor", { exact: true }).fill("cool breeze");
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByTestId("invoice-review")).toHaveText("Approved");
    await expectAccessible(page);
  });
});
