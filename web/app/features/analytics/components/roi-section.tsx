import { Clock, Gauge, Wallet, type LucideIcon } from "lucide-react";
import { useEffect } from "react";
import * as z from "zod/mini";
import { Card } from "~/components/ui/card";
import { formatUsd } from "~/lib/metrics-format";
import { ApiError } from "~/lib/api";
import { useZodForm } from "~/lib/form";
import { notify } from "~/lib/notify";
import { analyticsDays, analyticsText } from "../analytics-messages";
import type { ServiceMetrics } from "../api/get-service-metrics";
import { useHourlyCost } from "../api/get-hourly-cost";
import { useSaveHourlyCost } from "../api/save-hourly-cost";
import { parseHourlyCost } from "../hourly-cost";
import { returnOnPlan } from "../return-on-plan";
import { changePercentText } from "../trends";
import { HourlyCostField, type HourlyCostInput, type HourlyCostValues } from "./hourly-cost-field";

/** The server's rule for the hourly cost (parseHourlyCost), with its message; the value saved is the number. */
const hourlyCostSchema = z.object({
  hourly_cost: z.pipe(
    z.string().check(z.refine((text) => parseHourlyCost(text) !== null, analyticsText.hourlyCostInvalid)),
    z.transform((text) => parseHourlyCost(text) ?? 0),
  ),
});

const hours = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const wholeDollars = (n: number) => formatUsd(Math.round(n));

/**
 * 'Return on Investment', computed from the reports: the time the services saved, what
 * it is worth at the team's hourly cost (set here, kept on the profile), and the return
 * against what the plan costs for the same 30 days. The formula is in the footnote.
 */
export function RoiSection({ minutesSaved, plan }: { minutesSaved: number; plan: ServiceMetrics["plan"] }) {
  const stored = useHourlyCost();
  const save = useSaveHourlyCost();
  const form = useZodForm<HourlyCostInput, HourlyCostValues>(hourlyCostSchema, { hourly_cost: "" });
  const {
    reset,
    setError,
    watch,
    formState: { errors, isDirty },
  } = form;

  // Until the customer types, the field shows what is saved.
  useEffect(() => {
    if (stored.data !== undefined && !isDirty) reset({ hourly_cost: String(stored.data) });
  }, [stored.data, isDirty, reset]);
  const text = watch("hourly_cost");
  const parsed = parseHourlyCost(text);
  // The check follows the typing, so the figures never count a value the server would refuse.
  const error = errors.hourly_cost?.message ?? (text !== "" && parsed === null ? analyticsText.hourlyCostInvalid : null);

  const hourlyCost = parsed ?? stored.data ?? 0;
  const r = returnOnPlan({ minutesSaved, hourlyCost, days: analyticsDays, plan });
  const returnText =
    r.returnPercent !== null && plan
      ? analyticsText.returnOnPlan(
          r.returnPercent === 0 ? "0%" : changePercentText({ kind: r.returnPercent > 0 ? "up" : "down", percent: r.returnPercent }),
          plan.name,
        )
      : analyticsText.noPlanReturn;
  const figures: { text: string; icon: LucideIcon; testId: string }[] = [
    { text: analyticsText.hoursSaved(hours.format(r.hoursSaved)), icon: Clock, testId: "roi-hours" },
    { text: analyticsText.costSavings(wholeDollars(r.costSavings)), icon: Wallet, testId: "roi-savings" },
    { text: returnText, icon: Gauge, testId: "roi-return" },
  ];

  const onSave = (hourlyCost: number) => {
    save.mutate(hourlyCost, {
      onSuccess: (saved) => {
        reset({ hourly_cost: String(saved) });
        void notify.success(analyticsText.saved, analyticsText.savedDescription(formatUsd(saved)));
      },
      onError: (err) => {
        const field = err instanceof ApiError ? err.fields.hourly_cost : undefined;
        if (field) setError("hourly_cost", { type: "server", message: field });
        else void notify.error(err.message, analyticsText.saveError);
      },
    });
  };

  return (
    <section aria-labelledby="roi-heading">
      <h2 id="roi-heading" className="text-xl font-semibold">
        {analyticsText.roiTitle}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {figures.map(({ text, icon: Icon, testId }) => (
          <li key={testId}>
            <Card className="flex h-full items-center gap-4 p-5" data-testid={testId}>
              <Icon className="h-8 w-8 shrink-0 text-primary" aria-hidden />
              <p className="text-xl font-bold tracking-tight">{text}</p>
            </Card>
          </li>
        ))}
      </ul>
      <div className="mt-6 grid gap-4">
        <HourlyCostField
          form={form}
          error={error}
          canSave={parsed !== null && parsed !== stored.data && !save.isPending}
          saving={save.isPending}
          onSave={onSave}
        />
        <p className="text-sm text-muted-foreground" data-testid="roi-formula">
          {analyticsText.formula(r.planCost !== null ? formatUsd(Math.round(r.planCost * 100) / 100) : null, plan?.name ?? null)}
        </p>
      </div>
    </section>
  );
}
