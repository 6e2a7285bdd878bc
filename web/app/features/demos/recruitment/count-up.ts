/**
 * The score's count-up (SPEC.md section 4, "Resume analyzer"): from 0 to the score in 60
 * steps over about 2 seconds.
 */
export const COUNT_UP_STEPS = 60;
export const COUNT_UP_MS = 2000;

/** The number shown at a step: 0 at step 0, the target from the last step on, rising in between. */
export function countUpValue(target: number, step: number, steps = COUNT_UP_STEPS): number {
  if (step <= 0) return 0;
  if (step >= steps) return target;
  return Math.round((target * step) / steps);
}
