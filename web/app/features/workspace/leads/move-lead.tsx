import { useEffect, useId, useRef, useState } from "react";
import * as z from "zod/mini";
import { Button } from "~/components/ui/button";
import { controlClass } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";
import { useZodForm } from "~/lib/form";
import { notify } from "~/lib/notify";
import { leadStages, leadTitle, parseRevenue } from "./lead-format";
import { leadText as t } from "./lead-messages";
import type { InboxLead } from "./lead-schema";
import { useMoveLead } from "./api/move-lead";

/**
 * The lead's stage as a select (keyboard and phone friendly; the board's columns follow).
 * Choosing Won asks for the deal's revenue first: it is recorded once, as usage.
 */
export function MoveLead({ serviceId, lead }: { serviceId: string; lead: InboxLead }) {
  const id = useId();
  const move = useMoveLead(serviceId);
  const [askRevenue, setAskRevenue] = useState(false);
  const name = leadTitle(lead);

  // Awaited rather than mutate's callbacks: a moved lead changes column, so this card
  // unmounts before the answer's callbacks would run.
  const send = async (stage: string, revenue?: number) => {
    try {
      await move.mutateAsync({ id: lead.id, move: revenue === undefined ? { stage } : { stage, revenue } });
      setAskRevenue(false);
      void notify.success(t.moved(name, t.stages[stage as keyof typeof t.stages] ?? stage));
    } catch (err) {
      void notify.error((err instanceof Error && err.message) || t.moveFailed);
    }
  };

  const choose = (stage: string) => {
    if (stage === lead.stage) return;
    if (stage === "won" && lead.revenue_recorded_at === null) setAskRevenue(true);
    else void send(stage);
  };

  return (
    <div className="mt-3">
      <label htmlFor={`${id}-stage`} className="sr-only">
        {t.stageFor(name)}
      </label>
      <select
        id={`${id}-stage`}
        value={askRevenue ? "won" : lead.stage}
        disabled={move.isPending}
        onChange={(e) => choose(e.target.value)}
        className={cn(controlClass, "h-9 w-full text-sm")}
        data-testid="lead-stage"
      >
        {leadStages.map((s) => (
          <option key={s} value={s}>
            {t.stages[s]}
          </option>
        ))}
      </select>
      {askRevenue && (
        <RevenueForm name={name} pending={move.isPending} onCancel={() => setAskRevenue(false)} onSave={(r) => void send("won", r)} />
      )}
    </div>
  );
}

// The deal's revenue in USD, or nothing: an empty box records the win without an amount.
const revenueSchema = z.pipe(
  z.object({ revenue: z.string().check(z.refine((v) => v.trim() === "" || parseRevenue(v) !== null, t.revenueInvalid)) }),
  z.transform(({ revenue }) => ({ revenue: revenue.trim() === "" ? undefined : (parseRevenue(revenue) ?? undefined) })),
);

function RevenueForm({
  name,
  pending,
  onCancel,
  onSave,
}: {
  name: string;
  pending: boolean;
  onCancel: () => void;
  onSave: (revenue: number | undefined) => void;
}) {
  const id = useId();
  const { register, handleSubmit, clearErrors, formState } = useZodForm(revenueSchema, { revenue: "" });
  const error = formState.errors.revenue?.message ?? "";
  // The form appears on the user's choice of Won: typing starts in it.
  const { ref: revenueRef, ...revenue } = register("revenue", { onChange: () => clearErrors("revenue") });
  const revenueInput = useRef<HTMLInputElement | null>(null);
  useEffect(() => revenueInput.current?.focus(), []);
  return (
    <form onSubmit={handleSubmit(({ revenue }) => onSave(revenue))} className="mt-2 grid gap-2 rounded-md border border-border p-3" aria-label={t.wonHeading(name)} noValidate>
      <label htmlFor={`${id}-revenue`} className="text-sm font-medium">
        {t.revenueLabel}
      </label>
      <input
        id={`${id}-revenue`}
        inputMode="decimal"
        autoComplete="off"
        {...revenue}
        ref={(el) => {
          revenueRef(el);
          revenueInput.current = el;
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        className={cn(controlClass, "h-9 text-sm")}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t.revenueHint}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {t.markWon}
        </Button>
        <Button variant="outline" size="sm" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
