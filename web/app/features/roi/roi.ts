/**
 * The ROI calculator's arithmetic, kept free of React so the numbers can be tested
 * (and documented in docs/decisions/0002-public-site.md) on their own. Plan prices are the catalogue's
 * (lib/catalogue.ts); nothing here knows a price.
 */
import type { CatalogueFigures, CatalogueText } from "~/lib/catalogue";
import { allowance, serviceTypeId } from "~/lib/service-types";
import { tierNames, tiers, type Tier } from "~/lib/tiers";

/**
 * Share of manual hours each calculator's automation takes over, in percent: a service
 * type's (the table's id), or "general", the pricing page's calculator for the platform.
 */
const timeSavingsPercent = {
  [serviceTypeId.voiceAi]: 80,
  [serviceTypeId.recruitment]: 75,
  [serviceTypeId.payroll]: 90,
  [serviceTypeId.contentMarketing]: 85,
  general: 70,
} as const;

/** What a calculator is about: a service type with its own estimate, or the whole platform. */
export type RoiService = keyof typeof timeSavingsPercent;

/**
 * Form values: an <input> hands us strings, tests and callers may pass numbers. The
 * calculator asks what a small business knows of its own work: how many calls (or other
 * tasks) a month, how many minutes each takes, and what an hour of the person doing them
 * costs.
 */
export interface SavingsInputs {
  callsPerMonth: number | string;
  minutesEach: number | string;
  hourlyRate: number | string;
}

export interface RoiInputs extends SavingsInputs {
  /** The chosen plan's monthly price, whole USD. */
  planPrice: number | string;
}

export interface RoiResults {
  /** Gross monthly savings, whole USD. */
  monthlySavings: number;
  /** Gross annual savings, whole USD. */
  annualSavings: number;
  /**
   * Net savings over the plan's price, as a whole percent of the price: negative when the
   * plan costs more than it saves (never floored to 0).
   */
  roi: number;
  /** Months until the plan has paid for itself, 1 decimal; 0 when net savings are not positive. */
  paybackPeriod: number;
  /** Hours of manual work saved per month, whole hours. */
  timeSaved: number;
}

export interface RoiServiceDefaults {
  /** Share of manual hours the automation takes over, in percent. */
  timeSavingsPercent: number;
  /** The plan the calculator starts on, and whose price stands in for a price of 0. */
  defaultPlan: Tier;
}

/**
 * Each service starts on the lowest plan that includes it, as the service-type table's
 * allowances say (voice on Starter, recruitment on Professional, payroll and content on
 * Enterprise); the pricing page's general calculator on Professional, the plan most
 * customers choose ("Most Popular"). The prices are the catalogue's, not the spec's
 * made-up ones (docs/decisions/0020-honest-numbers-the-plan-catalogue.md).
 */
function defaultPlanOf(service: RoiService): Tier {
  if (service === "general") return "professional";
  return tiers.find((tier) => allowance(tier, service).included) ?? "enterprise";
}

export const roiServiceDefaults: Readonly<Record<RoiService, RoiServiceDefaults>> = Object.fromEntries(
  (Object.keys(timeSavingsPercent) as RoiService[]).map((service) => [
    service,
    { timeSavingsPercent: timeSavingsPercent[service], defaultPlan: defaultPlanOf(service) },
  ]),
) as Record<RoiService, RoiServiceDefaults>;

export interface PlanOption {
  plan: Tier;
  label: string;
}

/** The calculator's plans: the catalogue's three, labelled with their monthly price. */
export function planOptions(text: CatalogueText): PlanOption[] {
  return tiers.map((plan) => ({ plan, label: `${tierNames[plan]} (${text.plans[plan].monthly}/month)` }));
}

/** The monthly price of a service's default plan in the catalogue. */
export function defaultPlanPrice(service: RoiService, catalogue: CatalogueFigures): number {
  return catalogue.plans[roiServiceDefaults[service].defaultPlan].monthly;
}

export const MONTHS_PER_YEAR = 12;
const MINUTES_PER_HOUR = 60;

/** Reads a form value as a non-negative finite number; anything else is 0. */
export function toAmount(value: number | string): number {
  const n = typeof value === "number" ? value : value.trim() === "" ? 0 : Number(value);
  // A negative count, duration or rate is meaningless, so it counts as nothing.
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/**
 * The plan price the formulas use: the chosen one, or, when that is 0 or not a number,
 * the price of the service's default plan (the spec's fallback), passed as defaultPrice.
 */
export function effectivePlanPrice(planPrice: number | string, defaultPrice: number): number {
  const price = toAmount(planPrice);
  return price > 0 ? price : toAmount(defaultPrice);
}

// Floors at 0, and keeps an overflow (Infinity, or NaN from Infinity − Infinity) off the screen.
function floored(x: number): number {
  return Number.isFinite(x) ? Math.max(0, x) : 0;
}

// Rounds a figure that may be negative; an overflow is 0, and -0 is 0.
function rounded(x: number): number {
  return Number.isFinite(x) ? Math.round(x) + 0 : 0;
}

/** What the savings are, before any plan price: the same for every plan. */
function savingsOf(service: RoiService, inputs: SavingsInputs) {
  const calls = toAmount(inputs.callsPerMonth);
  const minutes = toAmount(inputs.minutesEach);
  const hourlyRate = toAmount(inputs.hourlyRate);
  const share = roiServiceDefaults[service].timeSavingsPercent / 100;

  const timeSaved = ((calls * minutes) / MINUTES_PER_HOUR) * share;
  const monthlySavings = timeSaved * hourlyRate;
  return { monthlySavings, annualSavings: monthlySavings * MONTHS_PER_YEAR, timeSaved };
}

/**
 * The savings alone (no plan price in them), as the calculator shows them before the
 * browser has the catalogue: the same numbers calculateRoi gives.
 */
export function calculateSavings(service: RoiService, inputs: SavingsInputs): Pick<RoiResults, "monthlySavings" | "annualSavings" | "timeSaved"> {
  const { monthlySavings, annualSavings, timeSaved } = savingsOf(service, inputs);
  return {
    monthlySavings: Math.round(floored(monthlySavings)),
    annualSavings: Math.round(floored(annualSavings)),
    timeSaved: Math.round(floored(timeSaved)),
  };
}

/**
 * The savings and the return on the plan's price:
 *
 *   hours saved = calls × minutes ÷ 60 × the share of that time the service takes over
 *   savings     = hours saved × hourly rate
 *   ROI         = (savings − plan price) ÷ plan price, a month (the same over a year)
 *
 * defaultPrice is the monthly price of the service's default plan (defaultPlanPrice),
 * used when inputs.planPrice is 0. A plan that costs more than it saves has a negative
 * ROI; with no price at all the ROI is 0 rather than Infinity.
 */
export function calculateRoi(service: RoiService, inputs: RoiInputs, defaultPrice: number): RoiResults {
  const price = effectivePlanPrice(inputs.planPrice, defaultPrice);
  const { monthlySavings, annualSavings, timeSaved } = savingsOf(service, inputs);
  const netMonthly = monthlySavings - price;
  const roi = price > 0 ? (netMonthly / price) * 100 : 0;
  const paybackPeriod = netMonthly > 0 ? price / netMonthly : 0;

  return {
    monthlySavings: Math.round(floored(monthlySavings)),
    annualSavings: Math.round(floored(annualSavings)),
    roi: rounded(roi),
    paybackPeriod: Math.round(floored(paybackPeriod) * 10) / 10,
    timeSaved: Math.round(floored(timeSaved)),
  };
}

/** The 'Excellent ROI' badge shows strictly above 200%. */
export function isExcellentRoi(roi: number): boolean {
  return roi > 200;
}

/** An ROI as the calculator writes it: "25%", "-57%", "1,234%"; never "-0%". */
export function formatRoi(roi: number): string {
  return `${(roi + 0).toLocaleString("en-US")}%`;
}

/** The formula in plain words, for under the result, with the service's share of time. */
export function roiExplanation(service: RoiService): string {
  const share = roiServiceDefaults[service].timeSavingsPercent;
  return (
    `Savings are your calls a month × the minutes each takes ÷ 60 × your hourly rate × ${share}%, the share of that time we estimate Lexa takes over. ` +
    "ROI is those savings minus the plan's monthly price, divided by the price: below 0% the plan costs more than it saves."
  );
}

/** Whole US dollars, e.g. 12345 → "$12,345". */
export { formatUsd } from "~/lib/money";
