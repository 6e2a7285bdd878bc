/**
 * The three subscription plans: what each offers. Their prices, and every figure derived
 * from them, are the server's plan catalogue (lib/catalogue.ts), so that a price is
 * configured once and no page can disagree with the checkout. The billing work keys its
 * Stripe price and product ids by `id`, so ids must not change.
 */
export type PlanId = "starter" | "professional" | "enterprise";

export type BillingPeriod = "monthly" | "annual";

export interface Plan {
  id: PlanId;
  name: string;
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

/** The id of a plan card's name, so its buttons can refer to it. */
export function planNameId(id: PlanId): string {
  return `plan-${id}-name`;
}
