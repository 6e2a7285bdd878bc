import * as z from "zod/mini";
import { apiRequest } from "~/lib/api";

const price = z.object({ price_id: z.string(), product_id: z.string() });

/**
 * GET /api/plans (docs/api.md "Billing"), public: the plans with their monthly and annual
 * prices. Only the parts the site reads are checked; the server also sends amounts, tier
 * ranks, currency, trial_days and test_mode (the pricing page shows its own copy of the
 * prices, features/pricing/plans.ts, so it can be prerendered).
 */
export const planCatalogueAnswer = z.object({
  plans: z.array(z.object({ id: z.string(), name: z.string(), monthly: price, annual: price })),
});

export type PlanCatalogue = z.infer<typeof planCatalogueAnswer>;

export function getPlans(signal?: AbortSignal): Promise<PlanCatalogue> {
  return apiRequest("/api/plans", { parse: (data) => planCatalogueAnswer.parse(data), signal });
}

// The catalogue changes with a deployment, not while a page is open: one request per
// page load serves the subscription check and every checkout button.
let cached: Promise<PlanCatalogue> | undefined;

/** The catalogue, fetched on first use and kept; a failure is forgotten so the next call asks again. */
export function loadPlans(): Promise<PlanCatalogue> {
  cached ??= getPlans().catch((err: unknown) => {
    cached = undefined;
    throw err;
  });
  return cached;
}

/** Forgets the kept catalogue (tests start each case afresh). */
export function forgetPlans(): void {
  cached = undefined;
}
