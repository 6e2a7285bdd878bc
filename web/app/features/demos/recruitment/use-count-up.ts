import { useEffect, useState } from "react";
import { COUNT_UP_MS, COUNT_UP_STEPS, countUpValue } from "./count-up";

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

/**
 * The number to show while counting up to target; starts again from 0 when the target
 * changes. Visitors who ask for reduced motion see the final number at once.
 */
export function useCountUp(target: number, durationMs = COUNT_UP_MS, steps = COUNT_UP_STEPS): number {
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (prefersReducedMotion()) {
      setStep(steps);
      return;
    }
    let current = 0;
    setStep(current);
    const timer = setInterval(() => {
      current += 1;
      setStep(current);
      if (current >= steps) clearInterval(timer);
    }, durationMs / steps);
    return () => clearInterval(timer);
  }, [target, durationMs, steps]);

  return countUpValue(target, step, steps);
}
