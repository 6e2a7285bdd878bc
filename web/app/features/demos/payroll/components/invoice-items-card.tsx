import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import type { InvoiceLineItem, InvoiceSum } from "../api/process-invoice";
import { lineCheckWords, quantityText, sumVerdict } from "../invoice-reading";
import { payrollText as t } from "../payroll-text";
import { CheckMark } from "./check-mark";

/**
 * Every line item with its own check, then the sum's parts and the total, marked when it
 * does not add up. On a phone the quantity and unit price sit under the item's name.
 */
export function InvoiceItemsCard({ items, sum }: { items: InvoiceLineItem[]; sum: InvoiceSum }) {
  const cell = "py-2 pr-3 align-top";
  const numeric = "text-right tabular-nums whitespace-nowrap";
  return (
    <Card>
      <h2 className="text-xl font-semibold">{t.itemsHeading}</h2>
      <p className="mt-1 text-xs text-muted-foreground">{t.rulesNote}</p>
      {items.length === 0 && <p className="mt-4 text-sm text-muted-foreground">{t.noItems}</p>}
      <table className="mt-4 w-full text-sm" data-testid="invoice-items">
        <caption className="sr-only">{t.itemsCaption}</caption>
        <thead>
          <tr className="border-b border-border text-xs text-muted-foreground">
            <th scope="col" className={cn(cell, "text-left font-medium")}>
              {t.itemColumn}
            </th>
            <th scope="col" className={cn(cell, numeric, "hidden font-medium sm:table-cell")}>
              {t.qtyColumn}
            </th>
            <th scope="col" className={cn(cell, numeric, "hidden font-medium sm:table-cell")}>
              {t.unitColumn}
            </th>
            <th scope="col" className={cn(cell, numeric, "font-medium")}>
              {t.amountColumn}
            </th>
            <th scope="col" className={cn(cell, "pr-0 text-left font-medium")}>
              {t.checkColumn}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, i) => (
            <tr key={i} className="border-b border-border" data-testid="invoice-item" data-check={item.check}>
              <td className={cell}>
                <span className="break-words">{item.description}</span>
                {quantityText(item) && <span className="block text-xs text-muted-foreground sm:hidden">{quantityText(item)}</span>}
              </td>
              <td className={cn(cell, numeric, "hidden sm:table-cell")}>{item.quantity ?? ""}</td>
              <td className={cn(cell, numeric, "hidden sm:table-cell")}>{item.unitPrice?.text ?? ""}</td>
              <td className={cn(cell, numeric)}>{item.amount.text}</td>
              <td className={cn(cell, "pr-0")} title={item.note}>
                <CheckMark status={item.check} words={lineCheckWords(item)} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {sum.parts.map((p, i) => (
            <tr key={i} className="text-muted-foreground">
              <th scope="row" colSpan={1} className={cn(cell, "text-left font-normal")}>
                {p.label}
              </th>
              <td className="hidden sm:table-cell" colSpan={2} />
              <td className={cn(cell, numeric)}>{p.amount.text}</td>
              <td />
            </tr>
          ))}
          {sum.stated && (
            <tr
              className={cn("border-t-2 border-border font-semibold", sum.status === "fail" && "bg-destructive/5")}
              data-testid="invoice-total-row"
              data-status={sum.status}
            >
              <th scope="row" className={cn(cell, "text-left")}>
                {sum.statedLabel}
              </th>
              <td className="hidden sm:table-cell" colSpan={2} />
              <td className={cn(cell, numeric)}>{sum.stated.text}</td>
              <td className={cn(cell, "pr-0")}>
                <CheckMark status={sum.status} alert words={sumVerdict(sum)} />
              </td>
            </tr>
          )}
        </tfoot>
      </table>
    </Card>
  );
}
