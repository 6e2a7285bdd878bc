import { Badge } from "~/components/ui/badge";
import { calendarText as t } from "./calendar-messages";

const variants = { requested: "secondary", confirmed: "success", cancelled: "outline" } as const;

/** An appointment's status in words and colour: requested (the office has to confirm), confirmed, cancelled. */
export function StatusBadge({ status }: { status: string }) {
  const variant = variants[status as keyof typeof variants] ?? "secondary";
  return <Badge variant={variant}>{t.statuses[status] ?? status}</Badge>;
}
