import { describe, expect, it } from "vitest";
import { catalogueTextOf, catalogueTokens, parseCatalogue } from "~/lib/catalogue";
import { configuredCatalogueFigures, defaultCatalogueFigures } from "~/test/fixtures";
import {
  calculateRoi,
  calculateSavings,
  defaultPlanPrice,
  effectivePlanPrice,
  formatRoi,
  formatUsd,
  isExcellentRoi,
  planOptions,
  roiExplanation,
  roiServiceDefaults,
  toAmount,
  type RoiInputs,
  type RoiResults,
  type RoiService,
} from "./roi";

// The arithmetic below is worked by hand with a fallback price of 497 (what a price of 0
// stands for); the calculator passes its default plan's catalogue price instead.
const FALLBACK = 497;

// Savings 0 against the fallback price: the plan costs all it is paid, −100%.
const nothing: RoiResults = { monthlySavings: 0, annualSavings: 0, roi: -100, paybackPeriod: 0, timeSaved: 0 };

function inputs(callsPerMonth: RoiInputs["callsPerMonth"], minutesEach: RoiInputs["minutesEach"], hourlyRate: RoiInputs["hourlyRate"], planPrice: RoiInputs["planPrice"]): RoiInputs {
  return { callsPerMonth, minutesEach, hourlyRate, planPrice };
}

describe("calculateRoi worked examples", () => {
  const cases: Array<{ name: string; service: RoiService; in: RoiInputs; out: RoiResults }> = [
    {
      // 200 calls × 15 min = 50 h; × 0.70 = 35 h saved; × $25 = $875 a month, $10,500 a year
      // roi = (875 − 699) / 699 = 25.2% → 25; payback = 699 / 176 = 3.97 → 4
      name: "the calculator's starting values (general, Professional at $699)",
      service: "general",
      in: inputs("200", "15", "25", "699"),
      out: { monthlySavings: 875, annualSavings: 10500, roi: 25, paybackPeriod: 4, timeSaved: 35 },
    },
    {
      // 50 h × 0.80 = 40 h; × $25 = $1,000; roi = (1,000 − 299) / 299 = 234.4% → 234
      // payback = 299 / 701 = 0.43 → 0.4
      name: "the starting values on the receptionist's page (Starter at $299)",
      service: "voice-ai",
      in: inputs(200, 15, 25, 299),
      out: { monthlySavings: 1000, annualSavings: 12000, roi: 234, paybackPeriod: 0.4, timeSaved: 40 },
    },
    {
      // 20 calls × 15 min = 5 h; × 0.70 = 3.5 h; × $25 = $87.5 → 88; roi = (87.5 − 699) / 699 = −87.5% → −87
      // (Math.round rounds −87.48 to −87); no payback
      name: "a plan that costs more than it saves has a negative return",
      service: "general",
      in: inputs(20, 15, 25, 699),
      out: { monthlySavings: 88, annualSavings: 1050, roi: -87, paybackPeriod: 0, timeSaved: 4 },
    },
    { name: "all-zero inputs, price 0 → the fallback", service: "general", in: inputs(0, 0, 0, 0), out: nothing },
    { name: "empty strings", service: "general", in: inputs("", "", "", ""), out: nothing },
    { name: "whitespace-only strings", service: "payroll", in: inputs(" ", "  ", "\t", " "), out: nothing },
    { name: "non-numeric strings", service: "recruitment", in: inputs("abc", "12abc", "$500", "lots"), out: nothing },
    { name: "NaN and Infinity", service: "content-marketing", in: inputs(NaN, Infinity, -Infinity, Infinity), out: nothing },
    { name: "everything negative", service: "voice-ai", in: inputs(-1, -25, -20, -997), out: nothing },
    {
      // 120 calls × 10 min = 20 h × 0.70 = 14 h × $35 = $490 = the price: net 0 → roi 0, no payback
      name: "net savings exactly zero",
      service: "general",
      in: inputs(120, 10, 35, 490),
      out: { monthlySavings: 490, annualSavings: 5880, roi: 0, paybackPeriod: 0, timeSaved: 14 },
    },
  ];

  it.each(cases)("$name", ({ service, in: given, out }) => {
    expect(calculateRoi(service, given, FALLBACK)).toEqual(out);
  });

  it.each(cases)("$name: the savings alone are the same", ({ service, in: given, out }) => {
    expect(calculateSavings(service, given)).toEqual({ monthlySavings: out.monthlySavings, annualSavings: out.annualSavings, timeSaved: out.timeSaved });
  });

  it("gives 0, not NaN or Infinity, when there is no price at all", () => {
    const r = calculateRoi("general", inputs(0, 0, 0, 0), 0);
    expect(r).toEqual({ monthlySavings: 0, annualSavings: 0, roi: 0, paybackPeriod: 0, timeSaved: 0 });
    expect(Object.is(r.roi, -0)).toBe(false);
    expect(formatRoi(r.roi)).toBe("0%");
  });
});

describe("formatRoi", () => {
  it.each([
    [25, "25%"],
    [-87, "-87%"],
    [-100, "-100%"],
    [3553, "3,553%"],
    [0, "0%"],
    [-0, "0%"],
  ])("%d → %s", (roi, text) => {
    expect(formatRoi(roi)).toBe(text);
  });
});

describe("roiExplanation", () => {
  it("says the formula in plain words with the service's share", () => {
    expect(roiExplanation("general")).toContain("calls a month × the minutes each takes ÷ 60 × your hourly rate × 70%");
    expect(roiExplanation("voice-ai")).toContain("× 80%");
    expect(roiExplanation("general")).toContain("minus the plan's monthly price, divided by the price");
  });
});

describe("per-service time savings", () => {
  // 60 calls × 10 min = 10 h; at $1/h the savings equal the hours saved (×10 to keep them whole).
  it.each([
    ["voice-ai", 80, 8],
    ["recruitment", 75, 8], // 7.5 → 8
    ["payroll", 90, 9],
    ["content-marketing", 85, 9], // 8.5 → 9
    ["general", 70, 7],
  ] as const)("%s saves %i%% of the time", (service, percent, hours) => {
    expect(roiServiceDefaults[service].timeSavingsPercent).toBe(percent);
    const r = calculateRoi(service, inputs(60, 10, 1, 997), FALLBACK);
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
    const given = inputs(300, 20, 30, 0);
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
  it("stays finite with a billion calls", () => {
    // 1e9 × 15 / 60 = 2.5e8 h × 0.70 = 1.75e8 h × $25 = 4.375e9
    const r = calculateRoi("general", inputs(1e9, 15, 25, 497), FALLBACK);
    for (const v of Object.values(r)) expect(Number.isFinite(v)).toBe(true);
    expect(r.monthlySavings).toBe(4_375_000_000);
    expect(r.timeSaved).toBe(175_000_000);
  });

  it("reports an overflow to Infinity as 0 rather than printing it", () => {
    const r = calculateRoi("general", inputs("1e308", "1e308", "1e308", 497), FALLBACK);
    for (const v of Object.values(r)) expect(Number.isFinite(v)).toBe(true);
  });
});

describe("isExcellentRoi", () => {
  it("is strictly above 200", () => {
    expect(isExcellentRoi(200)).toBe(false);
    expect(isExcellentRoi(201)).toBe(true);
    expect(isExcellentRoi(0)).toBe(false);
    expect(isExcellentRoi(-50)).toBe(false);
  });

  it("agrees with calculated results at the boundary", () => {
    // 60 calls × 10 min = 10 h × 0.80 = 8 h × $75 = $600 on a $200 plan: (600 − 200) / 200 = 200%
    const at200 = calculateRoi("voice-ai", inputs(60, 10, 75, 200), FALLBACK);
    expect(at200.roi).toBe(200);
    expect(isExcellentRoi(at200.roi)).toBe(false);
    // $75.3 an hour → $602.4: 201.2% → 201
    const at201 = calculateRoi("voice-ai", inputs(60, 10, 75.3, 200), FALLBACK);
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
