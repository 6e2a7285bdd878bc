import { Calculator } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { catalogue, catalogueText } from "~/lib/catalogue";
import { cn } from "~/lib/cn";
import type { Tier } from "~/lib/tiers";
import { useHydrated } from "~/lib/use-hydrated";
import {
  calculateRoi,
  calculateSavings,
  defaultPlanPrice,
  formatRoi,
  formatUsd,
  isExcellentRoi,
  planOptions,
  roiExplanation,
  roiServiceDefaults,
  type RoiService,
  type SavingsInputs,
} from "../roi";

type NumberField = keyof SavingsInputs;

const fields: ReadonlyArray<{ key: NumberField; label: string; testId: string; step: string; hint: string }> = [
  { key: "callsPerMonth", label: "Calls a month", testId: "roi-calls", step: "1", hint: "Calls (or other tasks) your team handles a month" },
  { key: "minutesEach", label: "Minutes each", testId: "roi-minutes", step: "1", hint: "Time one takes, notes included" },
  { key: "hourlyRate", label: "Hourly cost ($)", testId: "roi-hourly-rate", step: "0.01", hint: "What an hour of the person doing them costs you" },
];

// A small business's month, so the results are meaningful before anyone types.
const startingValues: Readonly<Record<NumberField, string>> = {
  callsPerMonth: "200",
  minutesEach: "15",
  hourlyRate: "25",
};

const inputClass =
  "h-11 w-full rounded-md border border-border bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring";

/**
 * The interactive savings estimate; results are recomputed on every keystroke. The plans
 * are the catalogue's. The savings need no price and are in the prerendered HTML; the
 * return on the plan (ROI, payback, the badge) needs the catalogue's price, which the
 * browser reads at run time, so until hydration those show a placeholder of the same
 * size: the HTML never carries a number the build made up.
 */
export function RoiCalculator({ service }: { service: RoiService }) {
  const id = useId();
  const [values, setValues] = useState(startingValues);
  const [plan, setPlan] = useState<Tier>(roiServiceDefaults[service].defaultPlan);

  const figures = useHydrated() ? catalogue() : null;
  const savings = calculateSavings(service, values);
  const price = figures?.plans[plan].monthly ?? 0;
  const results = figures ? calculateRoi(service, { ...values, planPrice: price }, defaultPlanPrice(service, figures)) : null;
  const excellent = results !== null && isExcellentRoi(results.roi);

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
        Enter a few numbers about your month to see what automation could save you, and what it costs.
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
              value={plan}
              onChange={(e) => setPlan(e.target.value as Tier)}
              data-testid="roi-plan-price"
              className={cn(inputClass, "mt-1.5")}
            >
              {planOptions(catalogueText()).map((o) => (
                <option key={o.plan} value={o.plan}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        </div>

        <div aria-live="polite" aria-busy={results === null} data-testid="roi-results" className="rounded-xl bg-accent p-5 sm:p-6">
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
              <span data-testid="roi-monthly-savings">{formatUsd(savings.monthlySavings)}</span>
            </Result>
            <Result label="Annual Savings">
              <span data-testid="roi-annual-savings">{formatUsd(savings.annualSavings)}</span>
            </Result>
            <Result label="ROI">
              {results ? <span data-testid="roi-percent">{formatRoi(results.roi)}</span> : <Pending testId="roi-percent-pending" />}
            </Result>
            <Result label="Payback Period">
              {results ? <Payback months={results.paybackPeriod} profitable={results.monthlySavings > price} /> : <Pending testId="roi-payback-pending" />}
            </Result>
            <Result label="Time Saved" wide>
              <span data-testid="roi-time-saved">{savings.timeSaved.toLocaleString("en-US")}</span>
              <Unit>hrs/month</Unit>
            </Result>
          </dl>
          <p className="mt-4 text-sm text-accent-foreground" data-testid="roi-formula">
            {roiExplanation(service)}
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

/**
 * Stands in for a figure until the browser has the catalogue: a bar one line of the
 * figure's text high, so the card keeps its size when the number arrives.
 */
function Pending({ testId }: { testId: string }) {
  return (
    <>
      <span data-testid={testId} aria-hidden className="inline-block h-[1em] w-16 rounded bg-muted align-[-0.125em]" />
      <span className="sr-only">Calculating</span>
    </>
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
