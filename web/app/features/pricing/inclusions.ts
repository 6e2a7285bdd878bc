/**
 * What each plan includes a month, per service: read from the service-type table
 * (lib/service-types.json), the same table the portal's usage bars and the server's
 * limits read (Go's lexa.PlanAllowance; TestWebServiceTypesMatchTheTable keeps the two
 * equal). The numbers are in the build, so the prerendered pricing page carries them
 * (docs/decisions/0066-pricing-shows-inclusions.md).
 */
import { allowance, serviceTypes } from "~/lib/service-types";
import type { Tier } from "~/lib/tiers";

export interface Inclusion {
  service: string;
  /** The service's name ("AI Recruitment System"). */
  name: string;
  included: boolean;
  /** What the plan gives a month: "1,000 candidates screened", "Unlimited calls answered", "Not included". */
  text: string;
}

const count = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** One row per service type, in the order the site lists them. */
export function planInclusions(plan: Tier): Inclusion[] {
  return serviceTypes.map((t) => {
    const a = allowance(plan, t.id);
    let text = "Not included";
    if (a.included && a.monthly > 0) text = `${count.format(a.monthly)} ${a.monthly === 1 ? t.unitOne : t.unitOther}`;
    else if (a.included) text = `Unlimited ${t.unitOther}`;
    return { service: t.id, name: t.name, included: a.included, text };
  });
}
