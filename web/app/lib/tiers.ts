/** The three paid plans, lowest first (docs/product.md, "Plans": starter 1, professional 2, enterprise 3). */
export const tiers = ["starter", "professional", "enterprise"] as const;

export type Tier = (typeof tiers)[number];

export const tierNames: Record<Tier, string> = {
  starter: "Starter",
  professional: "Professional",
  enterprise: "Enterprise",
};

/** 1 for starter up to 3 for enterprise; 0 for no plan. */
export function tierRank(tier: Tier | null | undefined): number {
  return tier ? tiers.indexOf(tier) + 1 : 0;
}
