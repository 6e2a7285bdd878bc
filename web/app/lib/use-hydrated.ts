import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while prerendering and during hydration, true from then on (and at once for
 * pages rendered in the browser). A figure the browser must work out, like the ROI
 * calculator's return on the plan price, renders a placeholder until then: the HTML
 * carries no number the build made up, and hydration finds what the server sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
