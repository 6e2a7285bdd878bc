import { formatCount } from "~/lib/metrics-format";
import { serviceTypeName, unitLabel } from "~/lib/service-types";
import { analyticsText } from "../analytics-messages";
import type { ServiceMetrics } from "../api/get-service-metrics";
import { change } from "../trends";
import { ChangeBadge } from "./change-badge";
import { SectionCard } from "./section-card";

const hours = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/**
 * 'Service Performance': each of the user's services in its own unit (calls answered,
 * candidates screened, …) over the last 30 days, with its change and the time it saved.
 * Only the user's services appear, so a type they do not have is never shown.
 */
export function ServicePerformance({ services }: { services: ServiceMetrics["services"] }) {
  return (
    <SectionCard title={analyticsText.servicePerformance} testId="service-performance">
      <p className="-mt-2 mb-4 text-sm text-muted-foreground">{analyticsText.servicePerformanceNote}</p>
      <ul className="grid gap-5">
        {services.map((s) => (
          <li key={s.id} aria-label={s.service_name}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="min-w-0 font-medium break-words">
                {s.service_name}
                <span className="ml-2 text-sm font-normal text-muted-foreground">{serviceTypeName(s.service_type)}</span>
              </span>
              <span className="text-lg font-semibold tabular-nums">
                {formatCount(s.current.units)} <span className="text-sm font-normal text-muted-foreground">{unitLabel(s.service_type)}</span>
              </span>
            </div>
            <div className="mt-1 flex flex-wrap items-end justify-between gap-x-4 text-sm">
              <ChangeBadge change={change(s.current.units, s.previous.units)} />
              <span className="text-muted-foreground">{analyticsText.minutesSavedText(hours.format(s.current.minutes_saved / 60))}</span>
            </div>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
