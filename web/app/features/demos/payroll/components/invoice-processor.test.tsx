import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getQueryClient } from "~/providers/query-provider";
import { formRulesLoaded, json, stubFetchAndNewTabs } from "~/test/fixtures";
import { sampleInvoice } from "../sample-invoice";
import { mismatchAnalysis, mismatchReading } from "../test-answers";
import { InvoiceProcessorPage } from "./invoice-processor-page";

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));

const { fetchMock } = stubFetchAndNewTabs();

beforeEach(() => {
  notify.success.mockReset();
  notify.error.mockReset();
  getQueryClient().clear();
  // The ticker's 800 ms steps are counted by the test; promises still settle on their own.
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
});
afterEach(() => vi.useRealTimers());

function renderPage() {
  const router = createMemoryRouter([{ path: "/services/payroll/demo", Component: InvoiceProcessorPage }], { initialEntries: ["/services/payroll/demo"] });
  render(<RouterProvider router={router} />);
}

const invoiceBox = () => screen.getByLabelText(/^Invoice text/) as HTMLTextAreaElement;
const processButton = () => screen.getByRole("button", { name: /Process Invoice|Processing\.\.\./ }) as HTMLButtonElement;
const currentStep = () => screen.getByRole("list", { name: "Processing progress" }).querySelector('[aria-current="step"]')?.textContent;
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** Lets the request start: the mutation calls fetch a few promise turns after the click. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** A request the test answers when it likes. */
function pendingAnswer() {
  let answer!: (r: Response) => void;
  fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
  return (r: Response) => act(async () => answer(r));
}

/** The answer an older server gives: the analysis alone, read by the spec's patterns. */
const textOnlyAnswer = `INVOICE #INV-2024-0042
Date: 2024-03-01
From: Summit Office Supplies LLC
Due Date: 2024-03-31
Total Due: $1,848.60

Line items:
- Ergonomic office chair: 4 × $249.00 = $996.00
Checks:
- The line items add up to the subtotal.
Summary: Pay $1,848.60 to Summit Office Supplies LLC by 2024-03-31.`;

/** The answer's note when a model's answer was refused (docs/api.md "AI demos"). */
const checkedNote = "The model's answer could not be checked, so this is the built-in engine's reading.";

describe("Invoice Processor", () => {
  it("has a back link to the payroll page", async () => {
    renderPage();
    expect((await screen.findByRole("link", { name: /Back to Payroll Automation/ })).getAttribute("href")).toBe("/services/payroll");
  });

  it.each(["", "   \n\t"])("asks for the invoice before sending anything: %j", async (text) => {
    renderPage();
    fireEvent.change(await screen.findByLabelText(/^Invoice text/), { target: { value: text } });
    fireEvent.click(processButton());
    await formRulesLoaded();
    expect(notify.error).toHaveBeenCalledWith("Please provide invoice data");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole("list", { name: "Processing progress" })).toBeNull();
  });

  it("ticks through the four steps every 800 ms, then shows the fields and the analysis", async () => {
    const answer = pendingAnswer();
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Load sample invoice" }));
    expect(invoiceBox().value).toBe(sampleInvoice);
    fireEvent.click(processButton());
    await formRulesLoaded();
    await settle();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ invoiceData: sampleInvoice });

    expect(currentStep()).toBe("Scanning invoice...");
    expect(processButton().textContent).toBe("Processing...");
    expect(processButton().disabled).toBe(true);
    tick(799);
    expect(currentStep()).toBe("Scanning invoice...");
    tick(1);
    expect(currentStep()).toBe("Extracting data...");
    tick(800);
    expect(currentStep()).toBe("Validating amounts...");
    tick(800);
    expect(currentStep()).toBe("Analysis complete!");
    tick(5000);
    expect(currentStep()).toBe("Analysis complete!"); // stops at the last

    await answer(json(200, { analysis: mismatchAnalysis, engine: "built-in", invoice: mismatchReading }));
    expect(notify.success).toHaveBeenCalledWith("Processing complete!");
    expect(screen.getByTestId("invoice-field-number").textContent).toBe("HL-204");
    expect(screen.getByTestId("invoice-field-date").textContent).toBe("2026-04-01");
    expect(screen.getByTestId("invoice-field-vendor").textContent).toBe("Harbor Lights Electric LLC");
    expect(screen.getByTestId("invoice-field-due").textContent).toBe("2026-05-01");
    expect(screen.getByTestId("invoice-field-total").textContent).toBe("$472.75");
    expect(screen.getByTestId("invoice-analysis").textContent).toContain("Checks:");
    expect(screen.getByTestId("engine-badge").textContent).toBe("Built-in engine");
    expect(processButton().disabled).toBe(false);
  });

  it("shows every line item with its check, and marks the total that does not add up in words", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { analysis: mismatchAnalysis, engine: "built-in", invoice: mismatchReading }));
    renderPage();
    fireEvent.change(await screen.findByLabelText(/^Invoice text/), { target: { value: "INVOICE #HL-204" } });
    fireEvent.click(processButton());
    await formRulesLoaded();
    const rows = await screen.findAllByTestId("invoice-item");
    expect(rows.map((r) => [r.getAttribute("data-check"), r.lastElementChild?.textContent])).toEqual([
      ["pass", "Correct"],
      ["fail", "Should be $135.00 ($10.00 over)"],
      ["unchecked", "Amount only"],
    ]);
    const total = screen.getByTestId("invoice-total-row");
    expect(total.getAttribute("data-status")).toBe("fail");
    expect(total.textContent).toContain("Total due");
    expect(total.textContent).toContain("$472.75");
    expect(total.textContent).toContain("Does not add up: $100.00 more than the line items and tax come to ($372.75)");
    // The fields table marks the total too, with an icon and the same words.
    const field = screen.getByTestId("invoice-field-total-row");
    expect(field.textContent).toContain("Does not add up: $100.00 more");
    expect(field.querySelector('[data-status="fail"] svg')).not.toBeNull();
    const checks = within(screen.getByTestId("invoice-checks")).getAllByRole("listitem");
    expect(checks.map((c) => c.getAttribute("data-status"))).toEqual(["fail", "fail", "pass", "pass"]);
    expect(checks[1]?.textContent).toBe("Failed: 1 of 3 lines does not multiply out: Breaker replacement.");
    expect(checks[0]?.textContent).toBe("Failed: Subtotal $355.00 + tax $17.75 = $372.75, but the total due is $472.75: a difference of $100.00.");
    expect(screen.getByText(/read by Lexa's invoice rules/)).toBeTruthy();
  });

  it("says what it expected for a text that is no invoice, and shows no fields", async () => {
    const summary = "This does not look like an invoice: I expected a bill from a vendor, with an invoice number or date, line items with amounts and a total, and it reads like an e-mail or a memo, with no amounts billed. Nothing was extracted or checked.";
    fetchMock.mockResolvedValueOnce(
      json(200, {
        analysis: `${summary}\nSummary: Not an invoice.`,
        engine: "built-in",
        invoice: { ...mismatchReading, kind: "not_invoice", currency: "", summary, lineItems: [], checks: [], sum: { status: "unchecked", parts: [], text: "" } },
      }),
    );
    renderPage();
    fireEvent.change(await screen.findByLabelText(/^Invoice text/), { target: { value: "Hi team, the fryer service is Wednesday." } });
    fireEvent.click(processButton());
    await formRulesLoaded();
    expect((await screen.findByTestId("not-an-invoice")).textContent).toContain("I expected a bill from a vendor");
    expect(screen.queryByTestId("invoice-field-number")).toBeNull();
    expect(screen.queryByTestId("invoice-items")).toBeNull();
    expect(screen.getByTestId("invoice-analysis").textContent).toContain("does not look like an invoice");
  });

  it("reads the fields from the text when the answer has no reading", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { analysis: textOnlyAnswer, engine: "llama3" }));
    renderPage();
    fireEvent.change(await screen.findByLabelText(/^Invoice text/), { target: { value: "INVOICE #INV-2024-0042" } });
    fireEvent.click(processButton());
    await formRulesLoaded();
    expect((await screen.findByTestId("invoice-field-number")).textContent).toBe("INV-2024-0042");
    expect(screen.getByTestId("invoice-field-total").textContent).toBe("$1,848.60");
    expect(screen.queryByTestId("invoice-items")).toBeNull();
    expect(screen.getByTestId("engine-badge").textContent).toBe("Model: llama3");
  });

  it.each([
    ["shows the answer's note, not a field's, under the engine badge", { note: checkedNote }, checkedNote],
    ["shows no note when the answer has none", {}, null],
  ])("%s", async (_name, extra, shown) => {
    fetchMock.mockResolvedValueOnce(json(200, { analysis: mismatchAnalysis, engine: "built-in", invoice: mismatchReading, ...extra }));
    renderPage();
    fireEvent.change(await screen.findByLabelText(/^Invoice text/), { target: { value: sampleInvoice } });
    fireEvent.click(processButton());
    await formRulesLoaded();
    await screen.findByTestId("invoice-analysis");
    expect(screen.queryByTestId("engine-note")?.textContent ?? null).toBe(shown);
  });

  it("finishes the steps at once when the answer comes early, and shows N/A for missing fields", async () => {
    const answer = pendingAnswer();
    renderPage();
    fireEvent.change(await screen.findByLabelText(/^Invoice text/), { target: { value: "Invoice from Acme, $50" } });
    fireEvent.click(processButton());
    await formRulesLoaded();
    await settle();
    await answer(json(200, { analysis: "From: Acme\nNo other details could be read.", engine: "built-in" }));
    expect(currentStep()).toBe("Analysis complete!");
    expect(screen.getByTestId("invoice-field-vendor").textContent).toBe("Acme");
    for (const id of ["number", "date", "due", "total"]) expect(screen.getByTestId(`invoice-field-${id}`).textContent).toBe("N/A");
  });

  it.each<[string, Response, string]>([
    ["the server's message", json(429, { error: { code: "rate_limited", message: "Too many requests. Please try again later." } }), "Too many requests. Please try again later."],
    ["the fallback for an unreadable answer", json(200, { nothing: "here" }), "Failed to process invoice"],
  ])("stops the ticker and says why it failed: %s", async (_name, response, message) => {
    const answer = pendingAnswer();
    renderPage();
    fireEvent.change(await screen.findByLabelText(/^Invoice text/), { target: { value: "INVOICE #1" } });
    fireEvent.click(processButton());
    await formRulesLoaded();
    await settle();
    tick(800);
    expect(currentStep()).toBe("Extracting data...");
    await answer(response);
    await settle();
    expect(notify.error).toHaveBeenCalledWith(message);
    tick(5000);
    expect(currentStep()).toBe("Extracting data..."); // frozen where it failed
    expect(screen.queryByTestId("invoice-field-number")).toBeNull();
    expect(processButton().disabled).toBe(false);
  });
});
