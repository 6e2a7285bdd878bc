import { useCallback, useEffect, useState } from "react";

/**
 * A countdown in whole seconds to a deadline: start(n) sets the deadline n seconds from
 * now, and `left` is what remains. Counted from the clock, not from ticks, so a tab the
 * browser throttled in the background still ends the wait on time. The resend button
 * shows it, so the wait is visible rather than a silent refusal.
 */
export function useCooldown(initialSeconds = 0) {
  const [until, setUntil] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => {
      const t = Date.now();
      setNow(t);
      if (t >= until) clearInterval(timer);
    };
    const timer = setInterval(tick, 250);
    tick();
    return () => clearInterval(timer);
  }, [until]);
  const start = useCallback((seconds: number) => setUntil(Date.now() + seconds * 1000), []);
  return { left: Math.max(0, Math.ceil((until - now) / 1000)), start };
}
