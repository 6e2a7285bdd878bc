import type { ServiceMetrics, ServiceSums } from "./api/get-service-metrics";

const zero: ServiceSums = { calls: 0, leads: 0, revenue: 0, units: 0, minutes_saved: 0 };

function add(a: ServiceSums, b: ServiceSums): ServiceSums {
  return {
    calls: a.calls + b.calls,
    leads: a.leads + b.leads,
    // Revenue is dollars and cents: add cents, so 0.1 + 0.2 stays 0.3.
    revenue: Math.round(a.revenue * 100 + b.revenue * 100) / 100,
    units: a.units + b.units,
    minutes_saved: a.minutes_saved + b.minutes_saved,
  };
}

export interface Totals {
  current: ServiceSums;
  previous: ServiceSums;
  activeServices: number;
  services: number;
}

/** The page's totals: every service's sums added up, and how many services are active now. */
export function totals(metrics: Pick<ServiceMetrics, "services">): Totals {
  let current = zero;
  let previous = zero;
  for (const s of metrics.services) {
    current = add(current, s.current);
    previous = add(previous, s.previous);
  }
  return {
    current,
    previous,
    activeServices: metrics.services.filter((s) => s.status === "active").length,
    services: metrics.services.length,
  };
}

/** True when no service reported anything in either window: the page then shows how to start. */
export function nothingReported(t: Totals): boolean {
  const empty = (s: ServiceSums) => s.calls === 0 && s.leads === 0 && s.revenue === 0 && s.units === 0 && s.minutes_saved === 0;
  return empty(t.current) && empty(t.previous);
}
