import { Badge } from "~/components/ui/badge";
import { catalogueText } from "~/lib/catalogue";
import { cn } from "~/lib/cn";
import type { BillingPeriod } from "../plans";

const options: ReadonlyArray<{ value: BillingPeriod; label: string }> = [
  { value: "monthly", label: "Monthly" },
  { value: "annual", label: "Annual" },
];

/**
 * Two toggle buttons (aria-pressed) switching every plan card between monthly and annual
 * prices, and the largest annual saving of the catalogue, rounded down (the spec's
 * "Save up to 20%" was a made-up figure).
 */
export function BillingToggle({ value, onChange }: { value: BillingPeriod; onChange: (value: BillingPeriod) => void }) {
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <div role="group" aria-label="Billing period" className="inline-flex rounded-full border border-border bg-muted p-1">
        {options.map((o) => {
          const pressed = value === o.value;
          return (
            <button
              key={o.value}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(o.value)}
              data-testid={`billing-${o.value}`}
              className={cn(
                "min-w-24 rounded-full px-5 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                pressed ? "bg-primary text-primary-foreground shadow-sm" : "text-foreground hover:bg-background",
              )}
            >
              {o.label}
            </button>
          );
        })}
      </div>
      <Badge variant="success">Save up to {catalogueText().saveUpToPercent}%</Badge>
    </div>
  );
}
