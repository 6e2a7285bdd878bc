/**
 * The three subscription plans. Prices and limits are the spec's; the billing work keys
 * its Stripe price and product ids by `id`, so ids must not change.
 */
export type PlanId = "starter" | "professional" | "enterprise";

export type BillingPeriod = "monthly" | "annual";

export interface Plan {
  id: PlanId;
  name: string;
  /** Price per month on monthly billing, whole USD. */
  monthly: number;
  /** Price per year on annual billing, whole USD. */
  annual: number;
  /** Access ranking: a feature needing rank n is open to plans of rank ≥ n. */
  tierRank: 1 | 2 | 3;
  badge?: "Most Popular" | "Complete Suite";
  /** The highlighted card. */
  featured: boolean;
  description: string;
  features: readonly string[];
}

export const PLAN_CURRENCY = "USD";

export const plans: readonly Plan[] = [
  {
    id: "starter",
    name: "Starter",
    monthly: 299,
    annual: 2990,
    tierRank: 1,
    featured: false,
    description: "An AI receptionist for a single location that never misses a call.",
    features: [
      "Voice AI receptionist, answering 24/7",
      "Up to 500 calls/month",
      "1 location",
      "Appointment booking into your calendar",
      "Call summaries and transcripts by email",
      "Lead capture from every caller",
      "Setup in 24 hours",
    ],
  },
  {
    id: "professional",
    name: "Professional",
    monthly: 699,
    annual: 6990,
    tierRank: 2,
    badge: "Most Popular",
    featured: true,
    description: "Phones, hiring and lead follow-up automated for a growing team.",
    features: [
      "Everything in Starter",
      "Unlimited calls",
      "Up to 3 locations",
      "AI recruitment: resume screening and candidate ranking",
      "Call-center lead scoring and smart routing",
      "Automated follow-ups and CRM sync",
      "Analytics dashboard with monthly reports",
      "Priority support",
    ],
  },
  {
    id: "enterprise",
    name: "Enterprise",
    monthly: 1499,
    annual: 14990,
    tierRank: 3,
    badge: "Complete Suite",
    featured: false,
    description: "All five AI services across every location, with a team behind you.",
    features: [
      "Everything in Professional",
      "Unlimited locations",
      "All five services, including payroll automation and content marketing AI",
      "Dedicated success manager",
      "Custom integrations with your existing tools",
      "Service level agreement (SLA)",
      "Team onboarding and training",
    ],
  },
];

export function getPlan(id: PlanId): Plan {
  const plan = plans.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan: ${id}`);
  return plan;
}

/** What annual billing costs per month, rounded to whole dollars: 2990 → 249. */
export function annualMonthlyEquivalent(plan: Pick<Plan, "annual">): number {
  return Math.round(plan.annual / 12);
}

/** What annual billing saves against 12 monthly payments: 299 × 12 − 2990 = 598. */
export function annualSavings(plan: Pick<Plan, "monthly" | "annual">): number {
  return plan.monthly * 12 - plan.annual;
}

/** The annual saving as a whole percent of 12 monthly payments: 598 / 3588 → 17. */
export function annualPercentOff(plan: Pick<Plan, "monthly" | "annual">): number {
  return Math.round((annualSavings(plan) / (plan.monthly * 12)) * 100);
}

/** The id of a plan card's name, so its buttons can refer to it. */
export function planNameId(id: PlanId): string {
  return `plan-${id}-name`;
}
