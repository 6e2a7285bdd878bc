import { useId, type FormEvent } from "react";
import { ActionButton } from "~/components/ui/action-button";
import { cn } from "~/lib/cn";
import type { ZodForm } from "~/lib/form";
import { analyticsText } from "../analytics-messages";

export interface HourlyCostInput {
  hourly_cost: string;
}
export interface HourlyCostValues {
  hourly_cost: number;
}

interface HourlyCostFieldProps {
  /** The ROI section's form: the figures follow its value as it is typed. */
  form: ZodForm<HourlyCostInput, HourlyCostValues>;
  /** The problem with the value, if any: the browser's check or the server's message. */
  error: string | null;
  /** True when the value differs from the one saved and may be saved. */
  canSave: boolean;
  saving: boolean;
  onSave: (hourlyCost: number) => void;
}

/** The hourly cost the time saved is valued at: the figures follow as it is typed; Save keeps it on the profile. */
export function HourlyCostField({ form, error, canSave, saving, onSave }: HourlyCostFieldProps) {
  const id = useId();
  const { register, handleSubmit, clearErrors } = form;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (!canSave) return e.preventDefault();
    return handleSubmit(({ hourly_cost }) => onSave(hourly_cost))(e);
  };

  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={onSubmit}>
      <div className="min-w-0">
        <label htmlFor={id} className="block text-sm font-medium">
          {analyticsText.hourlyCost}
        </label>
        <input
          // The server's message goes as soon as the value changes.
          {...register("hourly_cost", { onChange: () => clearErrors("hourly_cost") })}
          id={id}
          type="number"
          inputMode="decimal"
          min="0"
          max="10000"
          step="0.01"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          data-testid="hourly-cost"
          className={cn(
            "mt-1.5 h-11 w-40 rounded-md border border-border bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
            error && "border-destructive",
          )}
        />
      </div>
      <ActionButton type="submit" variant="outline" busy={saving} disabled={!canSave}>
        {analyticsText.save}
      </ActionButton>
      <p id={`${id}-hint`} className="w-full text-sm text-muted-foreground">
        {analyticsText.hourlyCostHint}
      </p>
      {error && (
        <p id={`${id}-error`} className="w-full text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
