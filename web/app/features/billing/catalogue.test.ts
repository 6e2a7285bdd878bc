import { describe, expect, it } from "vitest";
import { testCatalogue } from "~/test/fixtures";
import { planCatalogueAnswer } from "./api/get-plans";
import { planForProduct, priceIdFor } from "./catalogue";

const catalogue = planCatalogueAnswer.parse(testCatalogue);

describe("priceIdFor", () => {
  it.each([
    ["starter", "monthly", "test_price_starter_monthly"],
    ["starter", "annual", "test_price_starter_annual"],
    ["professional", "monthly", "test_price_professional_monthly"],
    ["professional", "annual", "test_price_professional_annual"],
    ["enterprise", "monthly", "test_price_enterprise_monthly"],
    ["enterprise", "annual", "test_price_enterprise_annual"],
  ] as const)("%s billed %s → %s", (plan, interval, priceId) => {
    expect(priceIdFor(catalogue, plan, interval)).toBe(priceId);
  });

  it("is null for a plan the catalogue lacks", () => {
    expect(priceIdFor({ plans: catalogue.plans.slice(0, 1) }, "enterprise", "monthly")).toBeNull();
  });
});

describe("planForProduct", () => {
  const stripeLike = {
    plans: [
      { id: "starter", name: "Starter", monthly: { price_id: "price_1", product_id: "prod_m" }, annual: { price_id: "price_2", product_id: "prod_a" } },
      { id: "gold", name: "Gold", monthly: { price_id: "price_3", product_id: "prod_gold" }, annual: { price_id: "price_4", product_id: "prod_gold" } },
    ],
  };

  it.each([
    ["test_prod_starter", { tier: "starter", name: "Starter", productId: "test_prod_starter" }],
    ["test_prod_professional", { tier: "professional", name: "Professional", productId: "test_prod_professional" }],
    ["test_prod_enterprise", { tier: "enterprise", name: "Enterprise", productId: "test_prod_enterprise" }],
    ["prod_unknown", null],
    [null, null],
    ["", null],
  ])("%s → %j", (productId, plan) => {
    expect(planForProduct(catalogue, productId)).toEqual(plan);
  });

  it("matches the monthly or the annual product", () => {
    expect(planForProduct(stripeLike, "prod_m")?.tier).toBe("starter");
    expect(planForProduct(stripeLike, "prod_a")?.tier).toBe("starter");
  });

  it("ignores a plan outside the three tiers", () => {
    expect(planForProduct(stripeLike, "prod_gold")).toBeNull();
  });
});
