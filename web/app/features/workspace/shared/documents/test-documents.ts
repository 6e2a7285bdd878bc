// Shared by the workspace's unit tests (never imported by the app): documents and jobs
// as the API shows them (docs/api.md "Workspaces: documents and jobs").
import type { Opening, WorkspaceDocument } from "./document-schema";

export function testOpening(facts: Partial<Opening> = {}): Opening {
  return {
    id: "o1",
    service_id: "s1",
    title: "Senior Go Engineer",
    description: "Build and run our Go API.",
    must_have: ["Go", "PostgreSQL"],
    nice_to_have: ["Kubernetes"],
    location: "Remote (EU)",
    candidates: 0,
    created_at: "2026-11-26T09:00:00Z",
    ...facts,
  };
}

export function testCandidate(facts: Partial<WorkspaceDocument> = {}): WorkspaceDocument {
  const done = (facts.state ?? "done") === "done";
  return {
    id: "d1",
    service_id: "s1",
    opening_id: "o1",
    name: "ana-ruiz.pdf",
    candidate: "Ana Ruiz",
    media_type: "application/pdf",
    size: 48213,
    state: "done",
    reason: "",
    review: "new",
    note: "",
    created_at: "2026-11-26T09:00:00Z",
    analysed_at: done ? "2026-11-26T09:00:04Z" : null,
    screening: done
      ? {
          score: 82,
          verdict: "Strong match for Senior Go Engineer.",
          strengths: ["Six years of Go"],
          gaps: ["No Kubernetes"],
          recommendation: "Invite to a first interview.",
        }
      : null,
    invoice: null,
    ...facts,
  };
}

const money = (cents: number) => ({ cents, text: `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}` });
const found = (value: string) => ({ found: true, value });
const amount = (cents: number) => ({ found: true, value: money(cents).text, cents });

/** An invoice read and checked; `wrongTotal` states $50.00 more than it adds up to, `wrongLine` overcharges a line. */
export function testInvoice({
  wrongTotal = false,
  wrongLine = false,
  ...facts
}: Partial<WorkspaceDocument> & { wrongTotal?: boolean; wrongLine?: boolean } = {}): WorkspaceDocument {
  const stated = wrongTotal ? 118700 : 113700;
  const failed = (wrongTotal ? 1 : 0) + (wrongLine ? 1 : 0);
  return {
    id: "i1",
    service_id: "s2",
    opening_id: null,
    name: "acme-1042.pdf",
    candidate: "",
    media_type: "application/pdf",
    size: 20480,
    state: "done",
    reason: "",
    review: "pending",
    note: "",
    created_at: "2026-11-26T09:00:00Z",
    analysed_at: "2026-11-26T09:00:04Z",
    screening: null,
    invoice: {
      analysis: "…",
      vendor: "Acme Supplies",
      number: "INV-1042",
      total: money(stated),
      checks_failed: failed,
      reading: {
        kind: "invoice",
        currency: "USD",
        summary: "",
        fields: {
          vendor: found("Acme Supplies"),
          invoiceNumber: found("INV-1042"),
          date: found("2026-11-02"),
          dueDate: { found: false },
          currency: found("USD"),
          subtotal: amount(105000),
          tax: amount(8700),
          total: amount(stated),
        },
        lineItems: [
          { description: "Paper, A4", quantity: 10, unitPrice: money(8000), amount: money(80000), check: "pass", note: "" },
          wrongLine
            ? {
                description: "Toner",
                quantity: 1,
                unitPrice: money(25000),
                amount: money(30000),
                check: "fail",
                expected: money(25000),
                difference: money(5000),
                note: "",
              }
            : { description: "Toner", quantity: 1, unitPrice: money(25000), amount: money(25000), check: "pass", note: "" },
        ],
        sum: wrongTotal
          ? {
              status: "fail",
              expected: money(113700),
              stated: money(118700),
              statedLabel: "Total Due",
              difference: money(5000),
              text: "The total is $50.00 more than the line items and tax.",
            }
          : {
              status: "pass",
              expected: money(113700),
              stated: money(113700),
              statedLabel: "Total Due",
              difference: money(0),
              text: "The line items and tax add up to the total.",
            },
        checks: [{ id: "dates", status: "pass", text: "The due date is not before the invoice date." }],
      },
    },
    ...facts,
  };
}
