import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { CorrectableField } from "../shared/documents/components/correctable-field";
import type { InvoiceReading } from "../shared/documents/document-schema";
import { CheckStatus } from "./check-status";
import { checkWord, fieldRows, lineCheckText } from "./invoice-format";
import { invoiceText as t } from "./invoice-messages";

/**
 * What was read from an invoice and how it was checked: fields (each one correctable), line
 * items, the sum, the other checks.
 */
export function InvoiceReadingView({ serviceId, docId, reading }: { serviceId: string; docId: string; reading: InvoiceReading }) {
  const items = reading.lineItems ?? [];
  const checks = reading.checks ?? [];
  return (
    <div className="grid min-w-0 grid-cols-1 gap-5 text-sm">
      <Part heading={t.fieldsHeading}>
        <dl className="divide-y divide-border">
          {fieldRows(reading).map(({ key, ...row }) => (
            <CorrectableField key={key} serviceId={serviceId} docId={docId} name={key} testId={`invoice-field-${key}`} {...row} />
          ))}
        </dl>
      </Part>
      <Part heading={t.itemsHeading}>
        {items.length === 0 ? (
          <p className="text-muted-foreground">{t.noItems}</p>
        ) : (
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t.itemsCaption}>
            <table className="w-full min-w-[28rem] text-left">
              <caption className="sr-only">{t.itemsCaption}</caption>
              <thead className="border-b border-border text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t.item}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    {t.quantity}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    {t.unitPrice}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    {t.amount}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t.check}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {items.map((item, i) => (
                  <tr
                    key={i}
                    className={cn(item.check === "fail" && "bg-destructive/5")}
                    data-testid="invoice-line"
                    data-check={item.check}
                  >
                    <td className="py-2 pr-3 align-top break-words">{item.description}</td>
                    <td className="py-2 pr-3 text-right align-top tabular-nums">{item.quantity ?? ""}</td>
                    <td className="py-2 pr-3 text-right align-top whitespace-nowrap tabular-nums">{item.unitPrice?.text ?? ""}</td>
                    <td className="py-2 pr-3 text-right align-top whitespace-nowrap tabular-nums">{item.amount.text}</td>
                    <td className="py-2 align-top">
                      <CheckStatus status={item.check} words={lineCheckText(item)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Part>
      {reading.sum && (
        <Part heading={t.sumHeading}>
          <div
            className={cn("rounded-md border p-3", reading.sum.status === "fail" ? "border-destructive bg-destructive/5" : "border-border")}
            data-testid="invoice-sum"
            data-check={reading.sum.status}
          >
            <CheckStatus status={reading.sum.status} words={reading.sum.text} />
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 tabular-nums">
              {reading.sum.expected && <Figure label={t.sumExpected} value={reading.sum.expected.text} />}
              {reading.sum.stated && <Figure label={reading.sum.statedLabel || t.sumStated} value={reading.sum.stated.text} />}
              {reading.sum.difference && reading.sum.status === "fail" && (
                <Figure label={t.sumDifference} value={reading.sum.difference.text} strong />
              )}
            </dl>
          </div>
        </Part>
      )}
      {checks.length > 0 && (
        <Part heading={t.otherChecks}>
          <ul className="grid grid-cols-1 gap-1.5">
            {checks.map((c) => (
              <li key={c.id}>
                <CheckStatus status={c.status} words={`${checkWord(c.status)}: ${c.text}`} />
              </li>
            ))}
          </ul>
        </Part>
      )}
    </div>
  );
}

function Part({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div>
      <h5 className="mb-2 font-semibold">{heading}</h5>
      {children}
    </div>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={cn(strong && "font-semibold text-destructive")}>{value}</dd>
    </>
  );
}
