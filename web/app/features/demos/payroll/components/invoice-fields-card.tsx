import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import type { InvoiceReading, InvoiceSum } from "../api/process-invoice";
import type { FieldRow } from "../invoice-reading";
import { sumVerdict } from "../invoice-reading";
import { payrollText as t } from "../payroll-text";
import { CheckMark } from "./check-mark";

interface InvoiceFieldsCardProps {
  rows: FieldRow[];
  /** The invoice's sum: a total that does not add up is marked on its row. */
  sum?: InvoiceSum;
  kind?: InvoiceReading["kind"];
}

/** The extracted fields as a table, 'N/A' where the invoice shows none; a wrong total is marked with the difference. */
export function InvoiceFieldsCard({ rows, sum, kind }: InvoiceFieldsCardProps) {
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{t.fieldsHeading}</h2>
        {kind === "credit_memo" && <Badge variant="secondary">{t.creditMemo}</Badge>}
        {kind === "receipt" && <Badge variant="secondary">{t.receipt}</Badge>}
        {kind === "quote" && <Badge variant="secondary">{t.quote}</Badge>}
        {kind === "statement" && <Badge variant="secondary">{t.statement}</Badge>}
      </div>
      <table className="mt-4 w-full text-sm">
        <tbody>
          {rows.map((row) => {
            const wrong = row.total && sum?.status === "fail";
            return (
              <tr key={row.key} className={cn("border-b border-border last:border-0", wrong && "bg-destructive/5")} data-testid={`${row.testId}-row`}>
                <th scope="row" className="w-2/5 py-2.5 pr-3 text-left align-top font-medium text-muted-foreground">
                  {row.label}
                </th>
                <td className="py-2.5 align-top">
                  <span className={row.missing ? "text-muted-foreground" : cn("font-semibold break-words", row.total && "text-base")} data-testid={row.testId}>
                    {row.value}
                  </span>
                  {wrong && sum && <CheckMark status="fail" alert words={sumVerdict(sum)} className="mt-1 flex text-sm" />}
                  {row.note && <p className="mt-0.5 text-xs text-muted-foreground">{row.note}</p>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}
