import { useCallback, useEffect, useState } from "react";

/**
 * A countdown in whole seconds: start(n) makes `left` n and counts it down to 0 once a
 * second. The resend button shows it, so the wait is visible rather than a silent refusal.
 */
export function useCooldown(initial = 0) {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => Math.max(0, n - 1)), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback((seconds: number) => setLeft(seconds), []);
  return { left, start };
}
