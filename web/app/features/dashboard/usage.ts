import { formatCount } from "~/features/metrics/metrics-format";

export interface Usage {
  /** usage_current / usage_limit as a rounded percent; 0 without a limit. May pass 100. */
  percent: number;
  /** How much of the bar is filled: the percent, capped at 100. */
  filled: number;
  /** 'used / limit', e.g. "120 / 500", or "120 / Unlimited" without a limit. */
  text: string;
  unlimited: boolean;
}

export const unlimitedText = "Unlimited";

/**
 * A service's usage bar (SPEC.md section 4 "Service status"): the percent is
 * usage_current / usage_limit rounded, and 0 when the limit is not above 0, which the
 * API uses for "no limit" (docs/api.md). A service over its limit keeps its real
 * percent in the text; only the bar stops at full.
 */
export function usage(current: number, limit: number): Usage {
  const unlimited = limit <= 0;
  const percent = unlimited ? 0 : Math.round((current / limit) * 100);
  return {
    percent,
    filled: Math.min(Math.max(percent, 0), 100),
    text: `${formatCount(current)} / ${unlimited ? unlimitedText : formatCount(limit)}`,
    unlimited,
  };
}
