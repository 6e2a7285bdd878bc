/**
 * The ROI calculator's arithmetic, kept free of React so the numbers can be tested
 * (and documented in docs/decisions.md) on their own.
 */
export type RoiService = "voice" | "recruitment" | "payroll" | "content" | "general";

/** Form values: an <input> hands us strings, tests and callers may pass numbers. */
export interface RoiInputs {
  employees: number | string;
  hourlyRate: number | string;
  hoursPerWeek: number | string;
  currentCosts: number | string;
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
  /** Monthly plan price used when none is chosen. */
  defaultPlanPrice: number;
}

export const roiServiceDefaults: Readonly<Record<RoiService, RoiServiceDefaults>> = {
  voice: { timeSavingsPercent: 80, defaultPlanPrice: 197 },
  recruitment: { timeSavingsPercent: 75, defaultPlanPrice: 497 },
  payroll: { timeSavingsPercent: 90, defaultPlanPrice: 497 },
  content: { timeSavingsPercent: 85, defaultPlanPrice: 297 },
  general: { timeSavingsPercent: 70, defaultPlanPrice: 497 },
};

export interface PlanPriceOption {
  price: number;
  label: string;
}

export const planPriceOptions: readonly PlanPriceOption[] = [
  { price: 197, label: "Starter" },
  { price: 497, label: "Professional" },
  { price: 997, label: "Enterprise" },
];

export const WEEKS_PER_MONTH = 4.33;
/** Share of today's monthly tooling/outsourcing costs that automation removes. */
export const COST_SAVINGS_RATE = 0.6;
export const MONTHS_PER_YEAR = 12;

const PROFESSIONAL_PRICE = 497;

/** Reads a form value as a non-negative finite number; anything else is 0. */
export function toAmount(value: number | string): number {
  const n = typeof value === "number" ? value : value.trim() === "" ? 0 : Number(value);
  // A negative head-count, rate or cost is meaningless, so it counts as nothing.
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** The plan price the formulas use: the chosen one, or the service's default when none. */
export function effectivePlanPrice(service: RoiService, planPrice: number | string): number {
  const price = toAmount(planPrice);
  return price > 0 ? price : roiServiceDefaults[service].defaultPlanPrice;
}

/**
 * The plan the calculator's select starts on. Content's default price (297) is not one
 * of the selectable plans, so it starts on Professional instead.
 */
export function defaultPlanOption(service: RoiService): number {
  const price = roiServiceDefaults[service].defaultPlanPrice;
  return planPriceOptions.some((o) => o.price === price) ? price : PROFESSIONAL_PRICE;
}

// Floors at 0, and keeps an overflow (Infinity, or NaN from Infinity − Infinity) off the screen.
function floored(x: number): number {
  return Number.isFinite(x) ? Math.max(0, x) : 0;
}

export function calculateRoi(service: RoiService, inputs: RoiInputs): RoiResults {
  const employees = toAmount(inputs.employees);
  const hourlyRate = toAmount(inputs.hourlyRate);
  const hoursPerWeek = toAmount(inputs.hoursPerWeek);
  const currentCosts = toAmount(inputs.currentCosts);
  const price = effectivePlanPrice(service, inputs.planPrice);
  const p = roiServiceDefaults[service].timeSavingsPercent / 100;

  const hoursPerMonth = employees * hoursPerWeek * WEEKS_PER_MONTH;
  const laborSavings = hoursPerMonth * hourlyRate * p;
  const monthlySavings = laborSavings + currentCosts * COST_SAVINGS_RATE;
  const annualSavings = monthlySavings * MONTHS_PER_YEAR;
  const netMonthly = monthlySavings - price;
  const netAnnual = annualSavings - price * MONTHS_PER_YEAR;
  const roi = (netAnnual / (price * MONTHS_PER_YEAR)) * 100;
  const paybackPeriod = netMonthly > 0 ? price / netMonthly : 0;
  const timeSaved = hoursPerMonth * p;

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

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** Whole US dollars, e.g. 12345 → "$12,345". */
export function formatUsd(n: number): string {
  // `|| 0` turns the -0 that Math.round(-0.4) gives into 0, so it never prints "-$0".
  return usd.format(Number.isFinite(n) ? Math.round(n) || 0 : 0);
}
