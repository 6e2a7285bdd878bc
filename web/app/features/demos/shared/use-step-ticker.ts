import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A progress ticker for a running demo: start() shows the first step and advances one step
 * every intervalMs, stopping at the last; stop() freezes it (on failure; docs/product.md, "AI demos");
 * finish() jumps to the last step. step is -1 while idle.
 */
export function useStepTicker(stepCount: number, intervalMs: number) {
  const [step, setStep] = useState(-1);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(() => {
    stop();
    setStep(0);
    timer.current = setInterval(() => setStep((s) => Math.min(s + 1, stepCount - 1)), intervalMs);
  }, [stop, stepCount, intervalMs]);

  const finish = useCallback(() => {
    stop();
    setStep(stepCount - 1);
  }, [stop, stepCount]);

  const reset = useCallback(() => {
    stop();
    setStep(-1);
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { step, start, stop, finish, reset };
}
