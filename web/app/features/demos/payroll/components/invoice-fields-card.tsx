import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { invoiceFieldRows, MISSING, type InvoiceFields } from "../invoice-fields";
import { payrollText as t } from "../payroll-text";

/** The five fields read from the analysis; 'N/A' where it does not show one. */
export function InvoiceFieldsCard({ fields }: { fields: InvoiceFields }) {
  return (
    <Card>
      <h2 className="text-xl font-semibold">{t.fieldsHeading}</h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        {invoiceFieldRows.map((row) => (
          <div key={row.key} className={cn("min-w-0 rounded-lg border border-border bg-muted/50 p-3", row.wide && "sm:col-span-2")}>
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{row.label}</dt>
            <dd
              className={fields[row.key] === MISSING ? "mt-1 text-muted-foreground" : "mt-1 text-lg font-semibold break-words"}
              data-testid={row.testId}
            >
              {fields[row.key]}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
