/**
 * The analytics page's derived figures (SPEC.md section 9 "Analytics splits"): fixed
 * shares of the 30-day totals, not per-service data.
 *
 * Rounding: calls and leads are people and events, so their shares round to whole
 * numbers (half up). Revenue is split in cents, each share rounded half up, and 'other'
 * takes what is left, so the three parts always add up to the total to the cent.
 */
export const shares = {
  voiceAiCalls: 60,
  recruitmentLeads: 40,
  voiceAiRevenue: 45,
  callCenterRevenue: 35,
  otherRevenue: 20,
} as const;

export interface ServicePerformance {
  /** Calls handled by voice AI: 60% of all calls. */
  voiceAiCalls: number;
  /** Leads that are recruitment candidates: 40% of all leads. */
  candidates: number;
}

export interface RevenueByService {
  voiceAi: number;
  callCenter: number;
  other: number;
}

// Percent arithmetic on integers: 1234 × 60 / 100, not 1234 × 0.6, whose binary
// fraction can land just under a half and round the wrong way.
const percentOf = (whole: number, percent: number) => Math.round((whole * percent) / 100);

export function servicePerformance(totalCalls: number, totalLeads: number): ServicePerformance {
  return {
    voiceAiCalls: percentOf(totalCalls, shares.voiceAiCalls),
    candidates: percentOf(totalLeads, shares.recruitmentLeads),
  };
}

/** The revenue split in US dollars (to the cent). */
export function revenueByService(totalRevenue: number): RevenueByService {
  const cents = Math.round(totalRevenue * 100);
  const voiceAi = percentOf(cents, shares.voiceAiRevenue);
  const callCenter = percentOf(cents, shares.callCenterRevenue);
  return { voiceAi: voiceAi / 100, callCenter: callCenter / 100, other: (cents - voiceAi - callCenter) / 100 };
}
