/**
 * The analytics page's return on investment, from what the automations reported (the
 * spec's fixed 1,240 hrs, $48,500 and 312% become these; docs/decisions/0031-where-lexa-departs-from-the-spec.md):
 *
 *   hours saved   = minutes saved ÷ 60
 *   cost savings  = hours saved × the hourly cost the customer set
 *   plan cost     = the plan's price per year × days ÷ 365   (a monthly price × 12)
 *   return        = (cost savings − plan cost) ÷ plan cost, as a percent
 *
 * Without a plan (or a free one) there is nothing to weigh the savings against: no return.
 */
export interface PlanPrice {
  name: string;
  interval: string; // "monthly" or "annual"
  /** Whole USD per interval. */
  amount: number;
}

export interface ReturnInputs {
  minutesSaved: number;
  /** USD per hour. */
  hourlyCost: number;
  days: number;
  plan: PlanPrice | null;
}

export interface ReturnOnPlan {
  hoursSaved: number;
  costSavings: number;
  /** What the plan costs for the window; null without a plan. */
  planCost: number | null;
  /** Whole percent, may be negative; null without a plan cost to compare with. */
  returnPercent: number | null;
}

export const DAYS_PER_YEAR = 365;

/** The plan's price per year: a monthly price twelve times, an annual one as it is. */
export function yearlyPrice(plan: PlanPrice): number {
  return plan.interval === "annual" ? plan.amount : plan.amount * 12;
}

export function returnOnPlan({ minutesSaved, hourlyCost, days, plan }: ReturnInputs): ReturnOnPlan {
  const hoursSaved = minutesSaved / 60;
  const costSavings = hoursSaved * hourlyCost;
  const planCost = plan ? (yearlyPrice(plan) * days) / DAYS_PER_YEAR : null;
  const returnPercent = planCost && planCost > 0 ? Math.round(((costSavings - planCost) / planCost) * 100) : null;
  return { hoursSaved, costSavings, planCost, returnPercent };
}
