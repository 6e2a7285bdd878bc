import { Link } from "react-router";
import { ApiError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { documentsText as t } from "../documents-messages";

/**
 * A refusal that is not about one field, in the server's words: over the plan's allowance
 * or not in the plan (402, with the way to the plans), a paused service (409), anything
 * else. Field messages are shown by their fields instead.
 */
export function ProblemAlert({ error, fields = [], className }: { error: unknown; fields?: readonly string[]; className?: string }) {
  if (!error) return null;
  if (error instanceof ApiError && fields.some((f) => error.fields[f])) return null;
  const message = error instanceof Error ? error.message : String(error);
  const payment = error instanceof ApiError && error.status === 402;
  return (
    <div role="alert" className={cn("rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm", className)}>
      <p className="font-medium text-destructive">{message}</p>
      {payment && (
        <Link to="/pricing" className="mt-1 inline-block font-medium text-primary underline underline-offset-4">
          {t.seePlans}
        </Link>
      )}
    </div>
  );
}

/** The server's message for one of the given fields, if it named one. */
export function fieldError(error: unknown, ...fields: string[]): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  for (const f of fields) if (error.fields[f]) return error.fields[f];
  return undefined;
}
