import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/cn";
import { isActive, type Service } from "../api/service";
import { serviceText } from "../dashboard-messages";

/** The status word of a service: 'Active', or 'Paused' for anything else (see isActive). */
export const statusWord = (service: Pick<Service, "status">) => (isActive(service) ? serviceText.active : serviceText.paused);

/** The status as a badge, read out as 'Status: Active' (a service's row, its workspace). */
export function ServiceStatusBadge({ service }: { service: Pick<Service, "status"> }) {
  return (
    <>
      <span className="sr-only">{serviceText.statusLabel} </span>
      <Badge variant={isActive(service) ? "success" : "secondary"}>{statusWord(service)}</Badge>
    </>
  );
}

/** The status as a dot and its word, small enough for a line of the sidebar. */
export function ServiceStatusDot({ service, className }: { service: Pick<Service, "status">; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-1.5 text-xs text-muted-foreground", className)}>
      <span aria-hidden className={cn("h-2 w-2 shrink-0 rounded-full", isActive(service) ? "bg-success" : "bg-muted-foreground/60")} />
      {statusWord(service)}
    </span>
  );
}
