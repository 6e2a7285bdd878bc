import { Calculator } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import {
  calculateRoi,
  defaultPlanOption,
  effectivePlanPrice,
  formatUsd,
  isExcellentRoi,
  planPriceOptions,
  WEEKS_PER_MONTH,
  COST_SAVINGS_RATE,
  type RoiInputs,
  type RoiService,
} from "../roi";

type NumberField = Exclude<keyof RoiInputs, "planPrice">;

const fields: ReadonlyArray<{ key: NumberField; label: string; testId: string; step: string; hint: string }> = [
  { key: "employees", label: "Number of Employees", testId: "roi-employees", step: "1", hint: "People doing the manual work" },
  { key: "hourlyRate", label: "Average Hourly Rate ($)", testId: "roi-hourly-rate", step: "0.01", hint: "Wage plus overhead, per hour" },
  { key: "hoursPerWeek", label: "Hours per Week on Manual Tasks", testId: "roi-hours-per-week", step: "0.5", hint: "Per employee" },
  { key: "currentCosts", label: "Current Monthly Costs ($)", testId: "roi-current-costs", step: "1", hint: "Answering services, temps, software" },
];

// A typical small team, so the results are meaningful before anyone types.
const startingValues: Record<NumberField, string> = {
  employees: "10",
  hourlyRate: "25",
  hoursPerWeek: "20",
  currentCosts: "5000",
};

const inputClass =
  "h-11 w-full rounded-md border border-border bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring";

/** The interactive savings estimate; results are recomputed on every keystroke. */
export function RoiCalculator({ service }: { service: RoiService }) {
  const id = useId();
  const [values, setValues] = useState(startingValues);
  const [planPrice, setPlanPrice] = useState(() => String(defaultPlanOption(service)));

  const results = calculateRoi(service, { ...values, planPrice });
  const price = effectivePlanPrice(service, planPrice);
  const excellent = isExcellentRoi(results.roi);

  return (
    <Card className="mx-auto max-w-5xl p-5 sm:p-8" data-testid="roi-calculator">
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Calculator className="h-5 w-5" aria-hidden />
        </span>
        <h3 className="text-xl font-semibold sm:text-2xl">
          ROI Calculator
        </h3>
      </div>
      <p className="mt-2 text-muted-foreground">
        Enter a few numbers about your team to see what automation could save you each month.
      </p>

      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
          {fields.map((f) => (
            <div key={f.key}>
              <label htmlFor={`${id}-${f.key}`} className="block text-sm font-medium">
                {f.label}
              </label>
              <input
                id={`${id}-${f.key}`}
                type="number"
                inputMode="decimal"
                min="0"
                step={f.step}
                value={values[f.key]}
                onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
                aria-describedby={`${id}-${f.key}-hint`}
                data-testid={f.testId}
                className={cn(inputClass, "mt-1.5")}
              />
              <p id={`${id}-${f.key}-hint`} className="mt-1 text-xs text-muted-foreground">
                {f.hint}
              </p>
            </div>
          ))}
          <div>
            <label htmlFor={`${id}-plan`} className="block text-sm font-medium">
              Plan
            </label>
            <select
              id={`${id}-plan`}
              value={planPrice}
              onChange={(e) => setPlanPrice(e.target.value)}
              data-testid="roi-plan-price"
              className={cn(inputClass, "mt-1.5")}
            >
              {planPriceOptions.map((o) => (
                <option key={o.price} value={String(o.price)}>
                  {o.label} ({formatUsd(o.price)}/month)
                </option>
              ))}
            </select>
          </div>
        </div>

        <div aria-live="polite" data-testid="roi-results" className="rounded-xl bg-accent p-5 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-accent-foreground">Your estimated savings</p>
            {excellent && (
              <Badge variant="success" data-testid="roi-excellent-badge">
                Excellent ROI
              </Badge>
            )}
          </div>
          <dl className="mt-4 grid grid-cols-2 gap-3">
            <Result label="Monthly Savings">
              <span data-testid="roi-monthly-savings">{formatUsd(results.monthlySavings)}</span>
            </Result>
            <Result label="Annual Savings">
              <span data-testid="roi-annual-savings">{formatUsd(results.annualSavings)}</span>
            </Result>
            <Result label="ROI">
              <span data-testid="roi-percent">{results.roi.toLocaleString("en-US")}%</span>
            </Result>
            <Result label="Payback Period">
              <Payback months={results.paybackPeriod} profitable={results.monthlySavings > price} />
            </Result>
            <Result label="Time Saved" wide>
              <span data-testid="roi-time-saved">{results.timeSaved.toLocaleString("en-US")}</span>
              <Unit>hrs/month</Unit>
            </Result>
          </dl>
          <p className="mt-4 text-xs text-muted-foreground">
            Estimates assume {WEEKS_PER_MONTH} weeks per month and that automation removes{" "}
            {COST_SAVINGS_RATE * 100}% of today&apos;s monthly costs.
            Your results depend on your call volume and processes.
          </p>
        </div>
      </div>
    </Card>
  );
}

function Result({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn("min-w-0 rounded-lg bg-background p-3 sm:p-4", wide && "col-span-2")}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-xl font-bold tracking-tight break-words sm:text-2xl">{children}</dd>
    </div>
  );
}

function Unit({ children }: { children: ReactNode }) {
  return <span className="ml-1 text-sm font-medium text-muted-foreground">{children}</span>;
}

/**
 * A payback of 0 means two different things: net savings are not positive (no payback
 * at all, shown as "—"), or the plan pays for itself in under 0.05 months.
 */
function Payback({ months, profitable }: { months: number; profitable: boolean }) {
  if (months > 0 || profitable) {
    return (
      <>
        <span data-testid="roi-payback" className="whitespace-nowrap">{months > 0 ? months.toLocaleString("en-US", { maximumFractionDigits: 1 }) : "< 0.1"}</span>
        <Unit>months</Unit>
      </>
    );
  }
  return (
    <>
      <span data-testid="roi-payback" aria-hidden>
        —
      </span>
      <span className="sr-only">Not reached: savings do not cover the plan price</span>
    </>
  );
}
