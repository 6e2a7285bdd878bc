// @vitest-environment jsdom
// (reads the catalogue and brand from the page's meta tags)
import { afterEach, describe, expect, it } from "vitest";
import { configuredCatalogueFigures, defaultCatalogueFigures, installCatalogue } from "~/test/fixtures";
import { catalogue, catalogueMetaContent, catalogueText, catalogueTokens, parseCatalogue, plansMeta } from "./catalogue";

afterEach(() => document.head.querySelector(`meta[name="${plansMeta.name}"]`)?.remove());

describe("parseCatalogue", () => {
  it("reads the server's JSON", () => {
    const c = parseCatalogue(JSON.stringify(configuredCatalogueFigures));
    expect(c?.fromMonthly).toBe(123);
    expect(c?.saveUpToPercent).toBe(26);
    expect(c?.plans.enterprise).toEqual({
      id: "enterprise",
      name: "Enterprise",
      monthly: 789,
      annual: 6950,
      annualPerMonth: 579,
      twelveMonthly: 9468,
      annualSaving: 2518,
      annualPercentOff: 26,
    });
  });

  it.each([
    ["not JSON", "{{lexa:PLANS_JSON}}"],
    ["null", "null"],
    ["a plan missing", JSON.stringify({ ...defaultCatalogueFigures, plans: defaultCatalogueFigures.plans.slice(0, 2) })],
    ["an unknown plan", JSON.stringify({ ...defaultCatalogueFigures, plans: [...defaultCatalogueFigures.plans, { ...defaultCatalogueFigures.plans[0], id: "gold" }] })],
    ["a price as a string", JSON.stringify({ ...defaultCatalogueFigures, plans: defaultCatalogueFigures.plans.map((p) => ({ ...p, monthly: "299" })) })],
    ["a fraction", JSON.stringify({ ...defaultCatalogueFigures, save_up_to_percent: 16.7 })],
  ])("refuses %s", (_, json) => {
    expect(parseCatalogue(json)).toBeNull();
  });
});

describe("catalogue in the browser", () => {
  it("reads the meta tag the server filled in, and follows it when it changes", () => {
    installCatalogue(defaultCatalogueFigures);
    expect(catalogue()?.plans.professional.monthly).toBe(699);
    expect(catalogueMetaContent()).toBe(JSON.stringify(defaultCatalogueFigures));
    installCatalogue(configuredCatalogueFigures);
    expect(catalogue()?.plans.professional.monthly).toBe(456);
  });

  it("writes the figures as the server writes them into prerendered pages", () => {
    installCatalogue(configuredCatalogueFigures);
    expect(catalogueText()).toEqual({
      fromMonthly: "$123",
      saveUpToPercent: "26",
      plans: {
        starter: { monthlyAmount: "123", monthly: "$123", annual: "$1,230", annualPerMonth: "$103", twelveMonthly: "$1,476", annualSaving: "$246", percentOff: "16" },
        professional: { monthlyAmount: "456", monthly: "$456", annual: "$4,104", annualPerMonth: "$342", twelveMonthly: "$5,472", annualSaving: "$1,368", percentOff: "25" },
        enterprise: { monthlyAmount: "789", monthly: "$789", annual: "$6,950", annualPerMonth: "$579", twelveMonthly: "$9,468", annualSaving: "$2,518", percentOff: "26" },
      },
    });
  });

  it("keeps the tokens when the page carries no catalogue, as the prerenderer writes them", () => {
    expect(catalogue()).toBeNull();
    expect(catalogueText()).toEqual(catalogueTokens());
    expect(catalogueMetaContent()).toBe(plansMeta.token);
  });
});

describe("catalogueTokens", () => {
  it("names every figure the server fills in (internal/webui/catalogue.go)", () => {
    const t = catalogueTokens();
    expect(t.fromMonthly).toBe("{{lexa:FROM_MONTHLY_USD}}");
    expect(t.saveUpToPercent).toBe("{{lexa:SAVE_UP_TO_PERCENT}}");
    expect(t.plans.enterprise).toEqual({
      monthlyAmount: "{{lexa:PLAN_ENTERPRISE_MONTHLY}}",
      monthly: "{{lexa:PLAN_ENTERPRISE_MONTHLY_USD}}",
      annual: "{{lexa:PLAN_ENTERPRISE_ANNUAL_USD}}",
      annualPerMonth: "{{lexa:PLAN_ENTERPRISE_ANNUAL_PER_MONTH_USD}}",
      twelveMonthly: "{{lexa:PLAN_ENTERPRISE_TWELVE_MONTHLY_USD}}",
      annualSaving: "{{lexa:PLAN_ENTERPRISE_ANNUAL_SAVING_USD}}",
      percentOff: "{{lexa:PLAN_ENTERPRISE_PERCENT_OFF}}",
    });
  });
});
