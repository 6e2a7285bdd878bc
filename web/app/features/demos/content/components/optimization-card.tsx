import { CircleCheck } from "lucide-react";
import { Card } from "~/components/ui/card";
import { contentText as t } from "../content-text";

/** Fixed labels, not computed: the spec asks for exactly these three. */
export function OptimizationCard() {
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t.optimizationHeading}</h2>
      <dl className="mt-3 grid gap-2">
        {t.optimization.map((o) => (
          <div key={o.label} className="flex items-center justify-between gap-3">
            <dt className="text-muted-foreground">{o.label}</dt>
            <dd className="flex items-center gap-1 font-semibold text-success">
              <CircleCheck className="h-4 w-4" aria-hidden />
              {o.value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
