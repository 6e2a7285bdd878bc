import * as z from "zod/mini";
import { apiRequest } from "~/lib/api";

const price = z.object({ price_id: z.string(), product_id: z.string() });

/**
 * GET /api/plans (docs/api.md "Billing"), public: the plans with their monthly and annual
 * prices. Only the parts the site reads are checked, the ids to check out with; the server
 * also sends amounts, derived figures, tier ranks, currency, trial_days and test_mode. The
 * pages show the same catalogue without asking: the server puts it in every page
 * (lib/catalogue.ts), so it is there when a page is prerendered.
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
