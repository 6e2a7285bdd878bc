import { Card } from "~/components/ui/card";
import type { CheckStatus, InvoiceReading } from "../api/process-invoice";
import { payrollText as t } from "../payroll-text";
import { CheckMark } from "./check-mark";

// What needs a second look comes first.
const order: Record<CheckStatus, number> = { fail: 0, pass: 1, unchecked: 2 };

/** The sum and the other checks, each passed, failed or not possible, in words; the failed first. */
export function InvoiceChecksCard({ reading }: { reading: InvoiceReading }) {
  const checks = [...(reading.sum.text ? [{ id: "sum", status: reading.sum.status, text: reading.sum.text }] : []), ...reading.checks].sort(
    (a, b) => order[a.status] - order[b.status],
  );
  return (
    <Card>
      <h2 className="text-xl font-semibold">{t.checksHeading}</h2>
      <ul className="mt-4 grid gap-2.5 text-sm" data-testid="invoice-checks">
        {checks.map((c, i) => (
          <li key={i} data-check-id={c.id} data-status={c.status}>
            <CheckMark status={c.status} plain words={`${t.statusWords[c.status]}: ${c.text}`} />
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm">{reading.summary}</p>
    </Card>
  );
}
