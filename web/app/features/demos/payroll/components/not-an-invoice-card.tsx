import { FileQuestion } from "lucide-react";
import { Card } from "~/components/ui/card";
import { payrollText as t } from "../payroll-text";

/** A text the invoice rules could not read as an invoice: what they expected, and no fields. */
export function NotAnInvoiceCard({ summary }: { summary: string }) {
  return (
    <Card className="flex gap-3" data-testid="not-an-invoice">
      <FileQuestion className="mt-1 h-6 w-6 shrink-0 text-muted-foreground" aria-hidden />
      <div>
        <h2 className="text-xl font-semibold">{t.notInvoiceHeading}</h2>
        <p className="mt-2 text-sm">{summary}</p>
      </div>
    </Card>
  );
}
