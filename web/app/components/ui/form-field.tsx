import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

// Field borders are slate-500 so the box itself meets the 3:1 contrast asked of controls.
export const controlClass =
  "mt-1.5 block w-full rounded-md border border-slate-500 bg-background px-3 text-base text-foreground placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-destructive";

export const inputClass = cn(controlClass, "h-11");
export const textareaClass = cn(controlClass, "min-h-32 py-2");

/** What a control needs to be tied to its label and its message. */
export interface ControlA11y {
  id: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  /** The field's message, shown under it and read out with it. */
  error?: string;
  hint?: string;
  className?: string;
  children: (control: ControlA11y) => ReactNode;
}

/** A labelled form control with an optional hint and its error message below. */
export function Field({ id, label, required, error, hint, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
        {required ? (
          <span className="text-destructive" aria-hidden>
            {" "}
            *
          </span>
        ) : (
          <span className="font-normal text-muted-foreground"> (optional)</span>
        )}
      </label>
      {children({ id, required, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
