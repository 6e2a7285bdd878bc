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

/** Form values: an <input> hands us strings, tests and callers may pass numbers. */
export interface SavingsInputs {
  employees: number | string;
  hourlyRate: number | string;
  hoursPerWeek: number | string;
  currentCosts: number | string;
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
  /** Net annual savings over the annual plan cost, whole percent. */
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

export const WEEKS_PER_MONTH = 4.33;
/** Share of today's monthly tooling/outsourcing costs that automation removes. */
export const COST_SAVINGS_RATE = 0.6;
export const MONTHS_PER_YEAR = 12;

/** Reads a form value as a non-negative finite number; anything else is 0. */
export function toAmount(value: number | string): number {
  const n = typeof value === "number" ? value : value.trim() === "" ? 0 : Number(value);
  // A negative head-count, rate or cost is meaningless, so it counts as nothing.
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/**
 * The plan price the formulas use: the chosen one, or, when that is 0 or not a number,
 * the price of the service's default plan (the spec's fallback), passed as defaultPrice.
 */
export function effectivePlanPrice(planPrice: number | string, defaultPrice: number): number {
  const price = toAmount(planPrice);
  return price > 0 ? price : defaultPrice;
}

// Floors at 0, and keeps an overflow (Infinity, or NaN from Infinity − Infinity) off the screen.
function floored(x: number): number {
  return Number.isFinite(x) ? Math.max(0, x) : 0;
}

/** What the savings are, before any plan price: the same for every plan. */
function savingsOf(service: RoiService, inputs: SavingsInputs) {
  const employees = toAmount(inputs.employees);
  const hourlyRate = toAmount(inputs.hourlyRate);
  const hoursPerWeek = toAmount(inputs.hoursPerWeek);
  const currentCosts = toAmount(inputs.currentCosts);
  const p = roiServiceDefaults[service].timeSavingsPercent / 100;

  const hoursPerMonth = employees * hoursPerWeek * WEEKS_PER_MONTH;
  const laborSavings = hoursPerMonth * hourlyRate * p;
  const monthlySavings = laborSavings + currentCosts * COST_SAVINGS_RATE;
  return { monthlySavings, annualSavings: monthlySavings * MONTHS_PER_YEAR, timeSaved: hoursPerMonth * p };
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
 * The savings and the return on the plan's price. defaultPrice is the monthly price of
 * the service's default plan (defaultPlanPrice), used when inputs.planPrice is 0.
 */
export function calculateRoi(service: RoiService, inputs: RoiInputs, defaultPrice: number): RoiResults {
  const price = effectivePlanPrice(inputs.planPrice, defaultPrice);
  const { monthlySavings, annualSavings, timeSaved } = savingsOf(service, inputs);
  const netMonthly = monthlySavings - price;
  const netAnnual = annualSavings - price * MONTHS_PER_YEAR;
  const roi = (netAnnual / (price * MONTHS_PER_YEAR)) * 100;
  const paybackPeriod = netMonthly > 0 ? price / netMonthly : 0;

  return {
    monthlySavings: Math.round(floored(monthlySavings)),
    annualSavings: Math.round(floored(annualSavings)),
    roi: Math.round(floored(roi)),
    paybackPeriod: Math.round(floored(paybackPeriod) * 10) / 10,
    timeSaved: Math.round(floored(timeSaved)),
  };
}

/** The 'Excellent ROI' badge shows strictly above 200%. */
export function isExcellentRoi(roi: number): boolean {
  return roi > 200;
}

/** Whole US dollars, e.g. 12345 → "$12,345". */
export { formatUsd } from "~/lib/money";
