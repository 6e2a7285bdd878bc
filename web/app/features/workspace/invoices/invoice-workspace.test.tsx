import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getQueryClient } from "~/providers/query-provider";
import { json, stubFetchAndNewTabs } from "~/test/fixtures";
import { testInvoice } from "../shared/documents/test-documents";
import { renderServiceWorkspace, requests, sentJson } from "../test-host";

const { fetchMock } = stubFetchAndNewTabs();

// jsdom has no object URLs; the page image is shown through one.
beforeAll(() => {
  URL.createObjectURL = vi.fn(() => "blob:page");
  URL.revokeObjectURL = vi.fn();
});

beforeEach(() => {
  localStorage.clear();
  getQueryClient().clear();
  getQueryClient().setDefaultOptions({ queries: { retry: false } });
});

const payroll = { id: "s2", service_type: "payroll", service_name: "Accounts payable" };
const wrong = testInvoice({ wrongTotal: true });
const right = testInvoice({ id: "i2", name: "globex-77.pdf", invoice: { ...testInvoice().invoice!, vendor: "Globex", number: "G-77" } });

async function invoiceRows() {
  const region = await screen.findByRole("region", { name: "Invoices" });
  return { region, rows: await within(region).findAllByTestId("invoice") };
}

/**
 * Opens the export menu from the keyboard, as a keyboard user would, and reads each
 * item's name and address; Escape closes it.
 */
function exportLinks(region: HTMLElement): Record<string, string | null> {
  const button = within(region).getByRole("button", { name: "Export the invoices shown" });
  expect(button.getAttribute("aria-haspopup")).toBe("menu");
  fireEvent.keyDown(button, { key: "Enter" });
  const menu = screen.getByRole("menu");
  const items = within(menu).getAllByRole("menuitem");
  const links = Object.fromEntries(items.filter((item) => item.hasAttribute("href")).map((item) => [accessibleName(item), item.getAttribute("href")]));
  expect(accessibleName(items[3]!)).toBe("Account and tax codes…");
  expect(items[1]!.getAttribute("aria-describedby")).toBeTruthy();
  fireEvent.keyDown(menu, { key: "Escape" });
  expect(screen.queryByRole("menu")).toBeNull();
  return links;
}

/** An item's name: the text of the element that labels it. */
const accessibleName = (el: HTMLElement) => document.getElementById(el.getAttribute("aria-labelledby") ?? "")?.textContent ?? "";

describe("InvoiceWorkspace", () => {
  it("lists invoices with vendor, number, date, total, review and checks; the details show the failed sum highlighted", async () => {
    renderServiceWorkspace(fetchMock, payroll, { "GET /api/services/s2/documents": () => json(200, { documents: [wrong, right] }) });
    const { region, rows } = await invoiceRows();
    expect(screen.queryByRole("region", { name: "Documents" })).toBeNull();
    expect((within(region).getByLabelText(/^Invoices/) as HTMLInputElement).getAttribute("accept")).toBe(".pdf,.docx,.txt,.jpg,.jpeg,.png,.csv");
    const [first, second] = rows;
    expect(within(first!).getByRole("heading", { name: "Acme Supplies" })).toBeTruthy();
    for (const text of ["INV-1042", "2026-11-02", "$1,187.00", "Pending"]) expect(within(first!).getByText(text)).toBeTruthy();
    const failed = within(first!).getByText("1 check failed");
    expect(failed.closest("[data-check]")?.getAttribute("data-check")).toBe("fail");
    expect(failed.closest("[data-check]")?.className).toMatch(/text-destructive/);
    expect(within(second!).getByText("All checks pass")).toBeTruthy();
    expect(exportLinks(region)).toEqual({
      CSV: "/api/services/s2/documents/export.csv",
      "QuickBooks Online": "/api/services/s2/documents/export.csv?format=quickbooks",
      Xero: "/api/services/s2/documents/export.csv?format=xero",
    });

    fireEvent.click(within(first!).getByRole("button", { name: "Details of Acme Supplies" }));
    expect(within(first!).getByTestId("invoice-field-dueDate-value").textContent).toBe("Not read");
    expect(within(first!).getByTestId("invoice-field-total-value").textContent).toBe("$1,187.00");
    expect(within(first!).getByRole("table", { name: "Line items and their checks" })).toBeTruthy();
    const sum = within(first!).getByTestId("invoice-sum");
    expect(sum.getAttribute("data-check")).toBe("fail");
    expect(sum.className).toMatch(/border-destructive/);
    expect(sum.textContent).toMatch(/The total is \$50.00 more than the line items and tax\./);
    expect(sum.textContent).toMatch(/Expected\$1,137.00/);
    expect(sum.textContent).toMatch(/Total Due\$1,187.00/);
    expect(within(sum).getByText("$50.00").className).toMatch(/text-destructive/);
    expect(within(first!).getByText("Pass: The due date is not before the invoice date.")).toBeTruthy();
  });

  it("never says all checks pass when the total was not read: the server counts it as a failed check", async () => {
    const base = testInvoice();
    const reading = base.invoice!.reading;
    const noTotal = testInvoice({
      invoice: {
        ...base.invoice!,
        total: null,
        checks_failed: 1,
        reading: {
          ...reading,
          fields: { ...reading.fields, total: { found: false } },
          checks: [{ id: "total_read", status: "fail", text: "The total was not found on the invoice: check it by hand." }],
        },
      },
    });
    renderServiceWorkspace(fetchMock, payroll, { "GET /api/services/s2/documents": () => json(200, { documents: [noTotal] }) });
    const { rows } = await invoiceRows();
    const row = rows[0]!;
    expect(within(row).queryByText("All checks pass")).toBeNull();
    expect(within(row).getByText("1 check failed").closest("[data-check]")?.getAttribute("data-check")).toBe("fail");
    fireEvent.click(within(row).getByRole("button", { name: "Details of Acme Supplies" }));
    expect(within(row).getByTestId("invoice-field-total-value").textContent).toBe("Not read");
    expect(within(row).getByText("Fail: The total was not found on the invoice: check it by hand.")).toBeTruthy();
  });

  it("marks a duplicate invoice, naming the earlier file, in the row and the details", async () => {
    const again = testInvoice({ id: "i3", name: "acme-1042-again.pdf", duplicate_of: "i1", duplicate_of_name: "acme-1042.pdf" });
    renderServiceWorkspace(fetchMock, payroll, { "GET /api/services/s2/documents": () => json(200, { documents: [again, right] }) });
    const { rows } = await invoiceRows();
    expect(within(rows[0]!).getByTestId("duplicate-badge").getAttribute("title")).toBe("Duplicate of acme-1042.pdf");
    expect(within(rows[0]!).getByText("Duplicate of acme-1042.pdf")).toBeTruthy();
    expect(within(rows[1]!).queryByTestId("duplicate-badge")).toBeNull();
    fireEvent.click(within(rows[0]!).getByRole("button", { name: "Details of Acme Supplies" }));
    expect(within(rows[0]!).getByTestId("duplicate-note").textContent).toMatch(/^Duplicate of acme-1042.pdf, uploaded earlier.*invoice number\.$/);
  });

  it("shows a failed line item with what it should be", async () => {
    renderServiceWorkspace(fetchMock, payroll, {
      "GET /api/services/s2/documents": () => json(200, { documents: [testInvoice({ wrongLine: true })] }),
    });
    const { rows } = await invoiceRows();
    fireEvent.click(within(rows[0]!).getByRole("button", { name: "Details of Acme Supplies" }));
    const lines = within(rows[0]!).getAllByTestId("invoice-line");
    expect(lines.map((l) => l.getAttribute("data-check"))).toEqual(["pass", "fail"]);
    expect(lines[1]!.textContent).toMatch(/Should be \$250.00, stated \$300.00/);
  });

  it("asks for a note before flagging, shows the server's note message, and approves", async () => {
    const patches: Record<string, unknown>[] = [];
    let refuse = true;
    let current = wrong;
    renderServiceWorkspace(fetchMock, payroll, {
      "GET /api/services/s2/documents": () => json(200, { documents: [current] }),
      "PATCH /api/services/s2/documents/i1": (init) => {
        const body = sentJson(init);
        patches.push(body);
        if (refuse)
          return json(400, {
            error: { code: "validation", message: "Some fields contain invalid data.", fields: { note: "Say why you flag this invoice." } },
          });
        current = { ...current, ...body };
        return json(200, { document: current });
      },
    });
    const { rows } = await invoiceRows();
    const row = rows[0]!;
    fireEvent.click(within(row).getByRole("button", { name: "Details of Acme Supplies" }));
    fireEvent.click(within(row).getByRole("button", { name: "Flag" }));
    // The form's rules run as react-hook-form validates: the message shows after a tick.
    expect(await within(row).findByText("Say why you flag this invoice.")).toBeTruthy();
    expect(
      within(row)
        .getByLabelText(/^Why flag it\?/)
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect(patches).toEqual([]);

    // The server is the authority: its message shows the same way (here a note of spaces).
    fireEvent.change(within(row).getByLabelText(/^Why flag it\?/), { target: { value: "Total is $50 over" } });
    fireEvent.click(within(row).getByRole("button", { name: "Flag" }));
    expect(await within(row).findByText("Say why you flag this invoice.")).toBeTruthy();
    expect(patches).toEqual([{ review: "flagged", note: "Total is $50 over" }]);

    refuse = false;
    fireEvent.click(within(row).getByRole("button", { name: "Flag" }));
    await waitFor(() => expect(within(row).getByTestId("invoice-review").textContent).toBe("Flagged"));
    fireEvent.click(within(row).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(within(row).getByTestId("invoice-review").textContent).toBe("Approved"));
    expect(patches.at(-1)).toEqual({ review: "approved", note: "Total is $50 over" });
  });

  it("filters by review status and vendor, and exports with the same filters", async () => {
    renderServiceWorkspace(fetchMock, payroll, {
      "GET /api/services/s2/documents": (_init, url) => {
        const q = new URL(url, "http://x").searchParams;
        const list = [wrong, right].filter(
          (d) => !q.get("vendor") || d.invoice!.vendor!.toLowerCase().includes(q.get("vendor")!.toLowerCase()),
        );
        return json(200, { documents: q.get("review") === "flagged" ? [] : list });
      },
    });
    const { region } = await invoiceRows();
    fireEvent.change(within(region).getByLabelText("Review status"), { target: { value: "flagged" } });
    expect(await within(region).findByText("No invoice matches these filters.", undefined, { timeout: 3000 })).toBeTruthy();
    fireEvent.change(within(region).getByLabelText("Review status"), { target: { value: "" } });
    fireEvent.change(within(region).getByLabelText("Vendor"), { target: { value: "glob" } });
    // The vendor is read once typing settles (a debounce), so this waits longer than usual.
    await waitFor(() => expect(within(region).getAllByTestId("invoice")).toHaveLength(1), { timeout: 3000 });
    expect(within(region).getByRole("heading", { name: "Globex" })).toBeTruthy();
    expect(exportLinks(region)).toEqual({
      CSV: "/api/services/s2/documents/export.csv?vendor=glob",
      "QuickBooks Online": "/api/services/s2/documents/export.csv?vendor=glob&format=quickbooks",
      Xero: "/api/services/s2/documents/export.csv?vendor=glob&format=xero",
    });
    expect(requests(fetchMock.mock.calls)).toContain("GET /api/services/s2/documents?review=flagged");
    expect(requests(fetchMock.mock.calls)).toContain("GET /api/services/s2/documents?vendor=glob");
  });

  it("sets the accounting exports' codes: refused as the server refuses them, then in the links and kept in this browser", async () => {
    renderServiceWorkspace(fetchMock, payroll, { "GET /api/services/s2/documents": () => json(200, { documents: [right] }) });
    const { region } = await invoiceRows();
    const button = within(region).getByRole("button", { name: "Export the invoices shown" });
    fireEvent.keyDown(button, { key: "Enter" });
    const codesItem = screen.getByRole("menuitem", { name: "Account and tax codes…" });
    expect(document.getElementById(codesItem.getAttribute("aria-describedby")!)?.textContent).toBe("For QuickBooks and Xero: the defaults");
    fireEvent.click(codesItem);
    const dialog = await screen.findByRole("dialog", { name: "Account and tax codes" });
    fireEvent.change(within(dialog).getByLabelText(/^Account/), { target: { value: "=cmd" } });
    fireEvent.change(within(dialog).getByLabelText(/^Xero tax rate/), { target: { value: "GST Free Expenses" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save codes" }));
    expect(await within(dialog).findByText("Use at most 60 letters, digits, spaces and . _ - ( ) % & / : , ' starting with a letter or digit.")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Account/), { target: { value: " 6100 " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save codes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const codes = "account_code=6100&tax_type=GST+Free+Expenses";
    expect(exportLinks(region)).toEqual({
      CSV: "/api/services/s2/documents/export.csv",
      "QuickBooks Online": `/api/services/s2/documents/export.csv?format=quickbooks&${codes}`,
      Xero: `/api/services/s2/documents/export.csv?format=xero&${codes}`,
    });
    expect(JSON.parse(localStorage.getItem("lexa.export-codes.s2")!)).toEqual({ account_code: "6100", tax_type: "GST Free Expenses" });
  });

  it("deletes an invoice only once the dialog confirms it", async () => {
    let deleted = false;
    renderServiceWorkspace(fetchMock, payroll, {
      "GET /api/services/s2/documents": () => json(200, { documents: deleted ? [right] : [wrong, right] }),
      "DELETE /api/services/s2/documents/i1": () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    const { rows } = await invoiceRows();
    fireEvent.click(within(rows[0]!).getByRole("button", { name: "Delete acme-1042.pdf" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this document?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(deleted).toBe(false);

    fireEvent.click(within(rows[0]!).getByRole("button", { name: "Delete acme-1042.pdf" }));
    const again = await screen.findByRole("dialog", { name: "Delete this document?" });
    fireEvent.click(within(again).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.getAllByTestId("invoice")).toHaveLength(1));
    expect(deleted).toBe(true);
    expect(screen.queryByRole("heading", { name: "Acme Supplies" })).toBeNull();
  });

  it("shows what was read beside the details: the text, and page 1 with a picker when there are more", async () => {
    const asked: string[] = [];
    renderServiceWorkspace(fetchMock, payroll, {
      "GET /api/services/s2/documents": () => json(200, { documents: [wrong] }),
      "GET /api/services/s2/documents/i1/text": () => new Response("ACME SUPPLIES\nInvoice INV-1042\nTotal  $1,187.00\n", { status: 200 }),
      "GET /api/services/s2/documents/i1/pages/1.png": () => {
        asked.push("1");
        return new Response(new Uint8Array([137, 80, 78, 71]), { status: 200, headers: { "Content-Type": "image/png", "X-Page-Count": "2" } });
      },
      "GET /api/services/s2/documents/i1/pages/2.png": () => {
        asked.push("2");
        return new Response(new Uint8Array([137, 80, 78, 71]), { status: 200, headers: { "Content-Type": "image/png", "X-Page-Count": "2" } });
      },
    });
    const { rows } = await invoiceRows();
    fireEvent.click(within(rows[0]!).getByRole("button", { name: "Details of Acme Supplies" }));
    const read = await within(rows[0]!).findByRole("region", { name: "What we read" });
    const text = await within(read).findByRole("region", { name: "Text read from acme-1042.pdf" });
    expect(text.textContent).toContain("Invoice INV-1042");
    expect(text.getAttribute("tabindex")).toBe("0");
    const image = await within(read).findByRole("img", { name: "Page 1 of acme-1042.pdf" });
    expect(image.getAttribute("src")).toBe("blob:page");
    expect(within(read).getByRole("status").textContent).toBe("Page 1 of 2");
    expect((within(read).getByRole("button", { name: "Previous page" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(read).getByRole("button", { name: "Next page" }));
    expect(await within(read).findByRole("img", { name: "Page 2 of acme-1042.pdf" })).toBeTruthy();
    expect(within(read).getByRole("status").textContent).toBe("Page 2 of 2");
    expect((within(read).getByRole("button", { name: "Next page" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(read).getByRole("button", { name: "Previous page" }));
    expect(await within(read).findByRole("img", { name: "Page 1 of acme-1042.pdf" })).toBeTruthy();
    expect(asked).toEqual(["1", "2"]); // the pages seen are kept, not rendered again
  });

  it("says when a file has no pages or no text yet", async () => {
    const notFound = (message: string) => () => json(404, { error: { code: "not_found", message } });
    renderServiceWorkspace(fetchMock, payroll, {
      "GET /api/services/s2/documents": () => json(200, { documents: [wrong] }),
      "GET /api/services/s2/documents/i1/text": notFound("This document has not been read yet."),
      "GET /api/services/s2/documents/i1/pages/1.png": notFound("This document has no such page."),
    });
    const { rows } = await invoiceRows();
    fireEvent.click(within(rows[0]!).getByRole("button", { name: "Details of Acme Supplies" }));
    const read = await within(rows[0]!).findByRole("region", { name: "What we read" });
    expect(await within(read).findByText("This document has not been read yet.")).toBeTruthy();
    expect(await within(read).findByText(/This file has no pages to show/)).toBeTruthy();
  });

  it("corrects a field inline: the server's field message, then the corrected value marked, and back to what was read", async () => {
    const patches: Record<string, unknown>[] = [];
    let current = wrong;
    renderServiceWorkspace(fetchMock, payroll, {
      "GET /api/services/s2/documents": () => json(200, { documents: [current] }),
      "PATCH /api/services/s2/documents/i1": (init) => {
        const body = sentJson(init);
        patches.push(body);
        const total = (body.corrections as Record<string, string>).total;
        if (total === "11,37") {
          return json(400, {
            error: {
              code: "validation",
              message: "Some fields contain invalid data.",
              fields: { "corrections.total": "Write an amount such as 1,265.28 or 1.265,28." },
            },
          });
        }
        const inv = current.invoice!;
        const corrected = total !== "";
        current = {
          ...current,
          corrected_fields: corrected ? ["total"] : [],
          invoice: {
            ...inv,
            checks_failed: corrected ? 0 : 1,
            total: { cents: corrected ? 113700 : 118700, text: corrected ? "$1,137.00" : "$1,187.00" },
            reading: {
              ...inv.reading,
              fields: {
                ...inv.reading.fields,
                total: corrected
                  ? { found: true, value: "$1,137.00", cents: 113700, corrected: true, note: "Corrected; the document reads $1,187.00." }
                  : { found: true, value: "$1,187.00", cents: 118700 },
              },
            },
          },
        };
        return json(200, { document: current });
      },
    });
    const { rows } = await invoiceRows();
    const row = rows[0]!;
    fireEvent.click(within(row).getByRole("button", { name: "Details of Acme Supplies" }));
    fireEvent.click(within(row).getByRole("button", { name: "Edit Total" }));
    const form = within(row).getByRole("form", { name: "Edit Total" });
    const input = within(form).getByLabelText(/^Total/) as HTMLInputElement;
    expect(input.value).toBe("1187.00");
    await waitFor(() => expect(document.activeElement).toBe(input));
    fireEvent.change(input, { target: { value: "11,37" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText("Write an amount such as 1,265.28 or 1.265,28.")).toBeTruthy();
    expect(input.getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(input, { target: { value: "1,137.00" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(within(row).queryByRole("form", { name: "Edit Total" })).toBeNull());
    const field = within(row).getByTestId("invoice-field-total");
    expect(field.getAttribute("data-corrected")).toBe("true");
    expect(within(field).getByText("Corrected")).toBeTruthy();
    expect(within(field).getByText("$1,137.00")).toBeTruthy();
    expect(within(field).getByText("Corrected; the document reads $1,187.00.")).toBeTruthy();
    expect(within(row).getByText("All checks pass")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(row).getByRole("button", { name: "Edit Total" })));

    fireEvent.click(within(row).getByRole("button", { name: "Edit Total" }));
    fireEvent.click(within(row).getByRole("button", { name: "Use what was read" }));
    await waitFor(() => expect(within(row).getByTestId("invoice-field-total").getAttribute("data-corrected")).toBeNull());
    expect(patches).toEqual([{ corrections: { total: "11,37" } }, { corrections: { total: "1,137.00" } }, { corrections: { total: "" } }]);
  });
});
