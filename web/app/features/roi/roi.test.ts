import { describe, expect, it } from "vitest";
import { catalogueTextOf, catalogueTokens, parseCatalogue } from "~/lib/catalogue";
import { configuredCatalogueFigures, defaultCatalogueFigures } from "~/test/fixtures";
import {
  calculateRoi,
  calculateSavings,
  defaultPlanPrice,
  effectivePlanPrice,
  formatUsd,
  isExcellentRoi,
  planOptions,
  roiServiceDefaults,
  toAmount,
  type RoiInputs,
  type RoiResults,
  type RoiService,
} from "./roi";

// The arithmetic below is worked by hand with a fallback price of 497 (what a price of 0
// stands for); the calculator passes its default plan's catalogue price instead.
const FALLBACK = 497;

const zero: RoiResults = { monthlySavings: 0, annualSavings: 0, roi: 0, paybackPeriod: 0, timeSaved: 0 };

function inputs(employees: RoiInputs["employees"], hourlyRate: RoiInputs["hourlyRate"], hoursPerWeek: RoiInputs["hoursPerWeek"], currentCosts: RoiInputs["currentCosts"], planPrice: RoiInputs["planPrice"]): RoiInputs {
  return { employees, hourlyRate, hoursPerWeek, currentCosts, planPrice };
}

describe("calculateRoi worked examples", () => {
  const cases: Array<{ name: string; service: RoiService; in: RoiInputs; out: RoiResults }> = [
    {
      // hours/month = 10 × 20 × 4.33 = 866; labor = 866 × 25 × 0.70 = 15,155
      // monthly = 15,155 + 5,000 × 0.60 = 18,155; annual = 217,860
      // net annual = 217,860 − 497 × 12 (5,964) = 211,896; roi = 211,896 / 5,964 = 3,552.9% → 3,553
      // payback = 497 / (18,155 − 497 = 17,658) = 0.028 → 0.0; time = 866 × 0.70 = 606.2 → 606
      name: "the calculator's starting values (general, Professional)",
      service: "general",
      in: inputs("10", "25", "20", "5000", "497"),
      out: { monthlySavings: 18155, annualSavings: 217860, roi: 3553, paybackPeriod: 0, timeSaved: 606 },
    },
    {
      // hours/month = 1 × 5 × 4.33 = 21.65; labor = 21.65 × 20 × 0.80 = 346.4 → 346
      // annual = 4,156.8 → 4,157; net annual = 4,156.8 − 2,364 = 1,792.8; roi = 75.8% → 76
      // payback = 197 / (346.4 − 197 = 149.4) = 1.319 → 1.3; time = 21.65 × 0.80 = 17.32 → 17
      name: "a one-person voice setup on Starter, as numbers",
      service: "voice-ai",
      in: inputs(1, 20, 5, 0, 197),
      out: { monthlySavings: 346, annualSavings: 4157, roi: 76, paybackPeriod: 1.3, timeSaved: 17 },
    },
    {
      // all zero, plan price 0 → the fallback 497: savings 0; roi = −5,964 / 5,964 = −100% → floored 0
      name: "all-zero inputs",
      service: "general",
      in: inputs(0, 0, 0, 0, 0),
      out: zero,
    },
    { name: "empty strings", service: "general", in: inputs("", "", "", "", ""), out: zero },
    { name: "whitespace-only strings", service: "payroll", in: inputs(" ", "  ", "\t", " ", " "), out: zero },
    { name: "non-numeric strings", service: "recruitment", in: inputs("abc", "x", "12abc", "$500", "lots"), out: zero },
    { name: "NaN and Infinity", service: "content-marketing", in: inputs(NaN, Infinity, -Infinity, NaN, Infinity), out: zero },
    {
      // employees −10 → 0, so no labor savings; costs 1,000 → monthly = 600, annual = 7,200
      // price "-197" → 0 → the fallback 497; net annual = 7,200 − 5,964 = 1,236; roi = 20.7% → 21
      // payback = 497 / (600 − 497 = 103) = 4.83 → 4.8; time = 0
      name: "negative inputs count as 0",
      service: "general",
      in: inputs(-10, 25, 20, 1000, "-197"),
      out: { monthlySavings: 600, annualSavings: 7200, roi: 21, paybackPeriod: 4.8, timeSaved: 0 },
    },
    { name: "everything negative", service: "voice-ai", in: inputs(-1, -25, -20, -5000, -997), out: zero },
    {
      // costs 1,000 → monthly 600 = price 600: net 0 → payback 0 (not positive), roi 0
      name: "net savings exactly zero",
      service: "general",
      in: inputs(0, 0, 0, 1000, 600),
      out: { monthlySavings: 600, annualSavings: 7200, roi: 0, paybackPeriod: 0, timeSaved: 0 },
    },
    {
      // costs 500 → monthly 300 < price 600: net −300 → payback 0; roi = −50% → floored 0
      name: "net savings negative",
      service: "general",
      in: inputs(0, 0, 0, 500, 600),
      out: { monthlySavings: 300, annualSavings: 3600, roi: 0, paybackPeriod: 0, timeSaved: 0 },
    },
  ];

  it.each(cases)("$name", ({ service, in: given, out }) => {
    expect(calculateRoi(service, given, FALLBACK)).toEqual(out);
  });

  it.each(cases)("$name: the savings alone are the same", ({ service, in: given, out }) => {
    expect(calculateSavings(service, given)).toEqual({ monthlySavings: out.monthlySavings, annualSavings: out.annualSavings, timeSaved: out.timeSaved });
  });
});

describe("per-service time savings", () => {
  // 10 employees × 10 h/week × 4.33 = 433 h/month; at $1/h the labor savings equal the hours saved.
  it.each([
    ["voice-ai", 80, 346], // 433 × 0.80 = 346.4
    ["recruitment", 75, 325], // 433 × 0.75 = 324.75
    ["payroll", 90, 390], // 433 × 0.90 = 389.7
    ["content-marketing", 85, 368], // 433 × 0.85 = 368.05
    ["general", 70, 303], // 433 × 0.70 = 303.1
  ] as const)("%s saves %i%% of manual hours", (service, percent, hours) => {
    expect(roiServiceDefaults[service].timeSavingsPercent).toBe(percent);
    const r = calculateRoi(service, inputs(10, 1, 10, 0, 997), FALLBACK);
    expect(r.timeSaved).toBe(hours);
    expect(r.monthlySavings).toBe(hours);
  });
});

describe("plans", () => {
  const defaults = parseCatalogue(JSON.stringify(defaultCatalogueFigures))!;
  const configured = parseCatalogue(JSON.stringify(configuredCatalogueFigures))!;

  it.each([
    // The lowest plan whose features include the service (features/pricing/plans.ts).
    ["voice-ai", "starter", 299, 123],
    ["recruitment", "professional", 699, 456],
    ["payroll", "enterprise", 1499, 789],
    ["content-marketing", "enterprise", 1499, 789],
    ["general", "professional", 699, 456],
  ] as const)("%s starts on %s, at the catalogue's price", (service, plan, defaultPrice, configuredPrice) => {
    expect(roiServiceDefaults[service].defaultPlan).toBe(plan);
    expect(defaultPlanPrice(service, defaults)).toBe(defaultPrice);
    expect(defaultPlanPrice(service, configured)).toBe(configuredPrice);
  });

  it("falls back to the default plan's price for a price of 0, as the spec says", () => {
    expect(effectivePlanPrice(0, 123)).toBe(123);
    expect(effectivePlanPrice("", 123)).toBe(123);
    expect(effectivePlanPrice("-5", 123)).toBe(123);
    expect(effectivePlanPrice("789", 123)).toBe(789);
    const given = inputs(3, 30, 15, 2000, 0);
    const price = defaultPlanPrice("voice-ai", configured);
    expect(calculateRoi("voice-ai", given, price)).toEqual(calculateRoi("voice-ai", { ...given, planPrice: 123 }, 999));
  });

  it("offers the catalogue's three plans, by id, labelled with their monthly price", () => {
    expect(planOptions(catalogueTextOf(configured))).toEqual([
      { plan: "starter", label: "Starter ($123/month)" },
      { plan: "professional", label: "Professional ($456/month)" },
      { plan: "enterprise", label: "Enterprise ($789/month)" },
    ]);
    expect(planOptions(catalogueTextOf(defaults)).map((o) => o.label)).toEqual(["Starter ($299/month)", "Professional ($699/month)", "Enterprise ($1,499/month)"]);
    // While prerendering the labels carry the server's tokens, so no price is built in.
    expect(planOptions(catalogueTokens())[2]?.label).toBe("Enterprise ({{lexa:PLAN_ENTERPRISE_MONTHLY_USD}}/month)");
  });
});

describe("huge inputs", () => {
  it("stays finite with a billion employees", () => {
    // 1e9 × 20 × 4.33 = 8.66e10 h; labor = 8.66e10 × 25 × 0.70 = 1.5155e12; + 3,000
    const r = calculateRoi("general", inputs(1e9, 25, 20, 5000, 497), FALLBACK);
    for (const v of Object.values(r)) expect(Number.isFinite(v)).toBe(true);
    expect(r.monthlySavings).toBe(1_515_500_003_000);
    expect(r.timeSaved).toBe(60_620_000_000);
  });

  it("reports an overflow to Infinity as 0 rather than printing it", () => {
    const r = calculateRoi("general", inputs("1e308", "1e308", "1e308", "1e308", 497), FALLBACK);
    for (const v of Object.values(r)) expect(Number.isFinite(v)).toBe(true);
  });
});

describe("isExcellentRoi", () => {
  it("is strictly above 200", () => {
    expect(isExcellentRoi(200)).toBe(false);
    expect(isExcellentRoi(201)).toBe(true);
    expect(isExcellentRoi(0)).toBe(false);
  });

  it("agrees with calculated results at the boundary", () => {
    // costs 985 → monthly 591; annual 7,092; net 7,092 − 2,364 = 4,728; roi = 4,728 / 2,364 = 200%
    const at200 = calculateRoi("voice-ai", inputs(0, 0, 0, 985, 197), FALLBACK);
    expect(at200.roi).toBe(200);
    expect(isExcellentRoi(at200.roi)).toBe(false);
    // costs 988 → monthly 592.8; annual 7,113.6; net 4,749.6; roi = 200.9% → 201
    const at201 = calculateRoi("voice-ai", inputs(0, 0, 0, 988, 197), FALLBACK);
    expect(at201.roi).toBe(201);
    expect(isExcellentRoi(at201.roi)).toBe(true);
  });
});

describe("toAmount", () => {
  it.each([
    ["12", 12],
    [" 7.5 ", 7.5],
    [3, 3],
    ["", 0],
    ["abc", 0],
    ["-4", 0],
    [-4, 0],
    [NaN, 0],
    [Infinity, 0],
  ] as const)("%j → %d", (value, expected) => {
    expect(toAmount(value)).toBe(expected);
  });
});

describe("formatUsd", () => {
  it.each([
    [12345, "$12,345"],
    [0, "$0"],
    [1234.6, "$1,235"],
    [1_000_000, "$1,000,000"],
    [-0.4, "$0"],
    [NaN, "$0"],
  ])("%d → %s", (n, text) => {
    expect(formatUsd(n)).toBe(text);
  });
});
