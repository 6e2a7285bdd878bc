import { formatCount } from "~/lib/metrics-format";

/** The plan a usage is measured against: known to be none, a plan by name, or still loading (null). */
export type PlanInfo = { subscribed: false } | { subscribed: true; name: string };

/**
 * What a service's usage this month amounts to on the user's plan (docs/api.md
 * "Services and usage"):
 * - `limited`: the plan allows `usage_limit` units a month; a bar shows how much is used;
 * - `unlimited`: the plan includes the type without a cap;
 * - `not-included`: the plan does not include the type;
 * - `no-plan`: no subscription gives access (none yet, or the trial ended);
 * - `unknown`: the subscription is still being checked.
 * Only `limited` has a bar; nothing claims "Unlimited" unless the plan says so.
 */
export type Usage =
  | { kind: "limited"; used: string; percent: number; filled: number; text: string }
  | { kind: "unlimited"; used: string; text: string }
  | { kind: "not-included"; used: string; planName: string }
  | { kind: "no-plan"; used: string }
  | { kind: "unknown"; used: string };

export const unlimitedText = "Unlimited";

interface ServiceUsage {
  usage_current: number;
  usage_limit: number;
  usage_included: boolean;
}

/**
 * The usage of a service on a plan. The percent is usage_current / usage_limit rounded
 * (docs/product.md, "Dashboard and services"); a service over its limit keeps its real percent,
 * only the bar stops at full.
 */
export function usage(service: ServiceUsage, plan: PlanInfo | null): Usage {
  const used = formatCount(service.usage_current);
  if (plan === null) return { kind: "unknown", used };
  if (!plan.subscribed) return { kind: "no-plan", used };
  if (!service.usage_included) return { kind: "not-included", used, planName: plan.name };
  const limit = service.usage_limit;
  if (limit <= 0) return { kind: "unlimited", used, text: `${used} / ${unlimitedText}` };
  const percent = Math.round((service.usage_current / limit) * 100);
  return { kind: "limited", used, percent, filled: Math.min(Math.max(percent, 0), 100), text: `${used} / ${formatCount(limit)}` };
}
