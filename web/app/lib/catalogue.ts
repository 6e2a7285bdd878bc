/**
 * The plan catalogue: every price, and every figure derived from prices, that a page or a
 * script shows. The server owns it: the amounts are configured (PLANS_FILE) or Stripe's,
 * and Go's lexa package works out the monthly equivalent, the saving, the percent off and
 * "save up to" (docs/decisions/0020-honest-numbers-the-plan-catalogue.md). This module only reads and writes
 * them; it computes no saving.
 *
 * Like the brand values (brand.ts), prerendered HTML carries tokens that the server
 * replaces at start-up (internal/webui/catalogue.go writes the same list), and the browser
 * reads the catalogue back from the <meta name="lexa:plans"> tag the root layout renders,
 * so hydration shows the same text and no price is baked into the build.
 */
import { formatUsd } from "./money";
import { tiers, type Tier } from "./tiers";

/** One plan's figures in whole USD, as GET /api/plans and the meta tag carry them. */
export interface PlanFigures {
  id: Tier;
  name: string;
  monthly: number;
  annual: number;
  annualPerMonth: number;
  twelveMonthly: number;
  annualSaving: number;
  annualPercentOff: number;
}

export interface CatalogueFigures {
  currency: string;
  /** The lowest monthly price: "plans from $X". */
  fromMonthly: number;
  /** The largest percent off for annual billing, rounded down: "Save up to N%". */
  saveUpToPercent: number;
  plans: Readonly<Record<Tier, PlanFigures>>;
}

/** One plan's figures as the pages write them ("$1,499", "16"). */
export interface PlanText {
  /** The monthly price as a bare number ("1499"), for JSON-LD. */
  monthlyAmount: string;
  monthly: string;
  annual: string;
  annualPerMonth: string;
  twelveMonthly: string;
  annualSaving: string;
  percentOff: string;
}

export interface CatalogueText {
  fromMonthly: string;
  saveUpToPercent: string;
  plans: Readonly<Record<Tier, PlanText>>;
}

/** The meta tag the root layout renders, and the token the server fills it with. */
export const plansMeta = { name: "lexa:plans", token: "{{lexa:PLANS_JSON}}" } as const;

function planTokens(id: Tier): PlanText {
  const token = (figure: string) => `{{lexa:PLAN_${id.toUpperCase()}_${figure}}}`;
  return {
    monthlyAmount: token("MONTHLY"),
    monthly: token("MONTHLY_USD"),
    annual: token("ANNUAL_USD"),
    annualPerMonth: token("ANNUAL_PER_MONTH_USD"),
    twelveMonthly: token("TWELVE_MONTHLY_USD"),
    annualSaving: token("ANNUAL_SAVING_USD"),
    percentOff: token("PERCENT_OFF"),
  };
}

/** The text while prerendering: a token for every figure, filled in by the server. */
export function catalogueTokens(): CatalogueText {
  return {
    fromMonthly: "{{lexa:FROM_MONTHLY_USD}}",
    saveUpToPercent: "{{lexa:SAVE_UP_TO_PERCENT}}",
    plans: Object.fromEntries(tiers.map((id) => [id, planTokens(id)])) as Record<Tier, PlanText>,
  };
}

/** The text of a catalogue, written as the server writes it into prerendered pages. */
export function catalogueTextOf(c: CatalogueFigures): CatalogueText {
  const plan = (p: PlanFigures): PlanText => ({
    monthlyAmount: String(p.monthly),
    monthly: formatUsd(p.monthly),
    annual: formatUsd(p.annual),
    annualPerMonth: formatUsd(p.annualPerMonth),
    twelveMonthly: formatUsd(p.twelveMonthly),
    annualSaving: formatUsd(p.annualSaving),
    percentOff: String(p.annualPercentOff),
  });
  return {
    fromMonthly: formatUsd(c.fromMonthly),
    saveUpToPercent: String(c.saveUpToPercent),
    plans: Object.fromEntries(tiers.map((id) => [id, plan(c.plans[id])])) as Record<Tier, PlanText>,
  };
}

const isAmount = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;

/**
 * Reads the catalogue JSON the server writes (Go's lexa.CatalogFigures, snake_case).
 * Anything else, including a catalogue without one of our three plans, is null: a page
 * then shows no figure rather than a wrong one.
 */
export function parseCatalogue(json: string): CatalogueFigures | null {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof data !== "object" || data === null) return null;
  const d = data as Record<string, unknown>;
  if (typeof d.currency !== "string" || !isAmount(d.from_monthly) || !isAmount(d.save_up_to_percent) || !Array.isArray(d.plans)) return null;
  const plans: Partial<Record<Tier, PlanFigures>> = {};
  for (const raw of d.plans as unknown[]) {
    if (typeof raw !== "object" || raw === null) return null;
    const p = raw as Record<string, unknown>;
    const id = p.id as Tier;
    const figures = [p.monthly, p.annual, p.annual_per_month, p.twelve_monthly, p.annual_saving, p.annual_percent_off];
    if (!tiers.includes(id) || typeof p.name !== "string" || !figures.every(isAmount)) return null;
    plans[id] = {
      id,
      name: p.name,
      monthly: p.monthly as number,
      annual: p.annual as number,
      annualPerMonth: p.annual_per_month as number,
      twelveMonthly: p.twelve_monthly as number,
      annualSaving: p.annual_saving as number,
      annualPercentOff: p.annual_percent_off as number,
    };
  }
  if (!tiers.every((id) => plans[id])) return null;
  return { currency: d.currency, fromMonthly: d.from_monthly, saveUpToPercent: d.save_up_to_percent, plans: plans as Record<Tier, PlanFigures> };
}

/** The meta tag's content in a document, as the server wrote it; null when there is none. */
export function readCatalogueMeta(doc: Pick<Document, "querySelector">): string | null {
  return doc.querySelector(`meta[name="${plansMeta.name}"]`)?.getAttribute("content") ?? null;
}

// The parsed catalogue, kept with the text it was parsed from (tests change the tag).
let cached: { raw: string; figures: CatalogueFigures | null } | undefined;

/** The catalogue's figures in the browser; null while prerendering or when the page lacks them. */
export function catalogue(): CatalogueFigures | null {
  if (typeof document === "undefined") return null;
  const raw = readCatalogueMeta(document);
  if (raw === null) return null;
  if (cached?.raw !== raw) cached = { raw, figures: parseCatalogue(raw) };
  return cached.figures;
}

/**
 * The figures as text: tokens while prerendering, the configured values in the browser.
 * A page without the catalogue keeps the tokens, as a page without brand values does; the
 * server refuses to start rather than serve one.
 */
export function catalogueText(): CatalogueText {
  const figures = catalogue();
  return figures ? catalogueTextOf(figures) : catalogueTokens();
}

/** What the root layout puts in the meta tag: the token while prerendering, the same JSON after. */
export function catalogueMetaContent(): string {
  if (typeof document === "undefined") return plansMeta.token;
  return readCatalogueMeta(document) ?? plansMeta.token;
}
