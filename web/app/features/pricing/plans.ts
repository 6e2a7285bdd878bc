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

// The features claim only what ships (issue 32): the monthly numbers per service are
// the cards' "Included each month" list (inclusions.ts), not repeated here.
export const plans: readonly Plan[] = [
  {
    id: "starter",
    name: "Starter",
    tierRank: 1,
    featured: false,
    description: "An AI receptionist that never misses a call.",
    features: [
      "Voice AI receptionist, answering 24/7",
      "Appointment booking into its own book, never double-booked",
      "An e-mail for every booking and message, and a daily call summary if you want one",
      "Text confirmations to callers once you connect your own Twilio number",
      "Analytics dashboard",
    ],
  },
  {
    id: "professional",
    name: "Professional",
    tierRank: 2,
    badge: "Most Popular",
    featured: true,
    description: "Phones, hiring and lead scoring automated for a growing team.",
    features: [
      "Everything in Starter, with no cap on calls",
      "AI recruitment: resume screening and candidate ranking",
      "Call-center lead scoring, with a lead form and an API for your leads",
    ],
  },
  {
    id: "enterprise",
    name: "Enterprise",
    tierRank: 3,
    badge: "Complete Suite",
    featured: false,
    description: "All five AI services, with no monthly caps.",
    features: [
      "Everything in Professional",
      "All five services, including payroll automation and content marketing AI",
      "No monthly cap on any service",
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
