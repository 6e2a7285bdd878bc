import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useSubscription } from "~/features/billing";
import { CHECKOUT_PARAM, CHECKOUT_POLL_MS, CHECKOUT_SUCCESS, checkoutWaitState, type CheckoutWait } from "./checkout-wait";

/**
 * On /dashboard?checkout=success: checks the subscription every 2 seconds until it is active
 * (or the wait is late), and takes the parameter out of the address so a reload does not
 * wait again. Null on an ordinary visit.
 */
export function useCheckoutWait(): CheckoutWait | null {
  const [params, setParams] = useSearchParams();
  const [startedAt] = useState(() => (params.get(CHECKOUT_PARAM) === CHECKOUT_SUCCESS ? Date.now() : null));
  const { subscribed, refresh } = useSubscription();
  const [elapsed, setElapsed] = useState(0);
  const refreshLatest = useRef(refresh);
  useEffect(() => {
    refreshLatest.current = refresh;
  }, [refresh]);

  const state = startedAt === null ? null : checkoutWaitState(subscribed, elapsed);

  useEffect(() => {
    if (state !== "confirming" || startedAt === null) return;
    const timer = window.setTimeout(() => {
      setElapsed(Date.now() - startedAt);
      void refreshLatest.current();
    }, CHECKOUT_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [state, startedAt, elapsed]);

  useEffect(() => {
    if (!params.has(CHECKOUT_PARAM)) return;
    const rest = new URLSearchParams(params);
    rest.delete(CHECKOUT_PARAM);
    setParams(rest, { replace: true, preventScrollReset: true });
  }, [params, setParams]);

  return state;
}
