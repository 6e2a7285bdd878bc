import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { billingText, useSubscription } from "~/features/billing";
import { notify } from "~/lib/notify";

/** docs/product.md, "Timing": the post-checkout re-check delay. */
export const CHECKOUT_RECHECK_DELAY_MS = 2000;

/**
 * Checkout returns to /pricing?success=true (docs/product.md, "Subscription"): say so, check the
 * subscription again after 2 seconds (the payment provider's news may still be on its
 * way), and take `success` out of the address so a reload does not say it twice.
 */
export function useCheckoutReturn(): void {
  const [params, setParams] = useSearchParams();
  // Read once: removing the parameter below must not cancel the re-check.
  const [returned] = useState(() => params.get("success") === "true");
  const { refresh } = useSubscription();
  const refreshLatest = useRef(refresh);
  useEffect(() => {
    refreshLatest.current = refresh;
  }, [refresh]);

  useEffect(() => {
    if (!returned) return;
    void notify.success(billingText.subscribed, billingText.subscribedDescription);
    const timer = window.setTimeout(() => void refreshLatest.current(), CHECKOUT_RECHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [returned]);

  useEffect(() => {
    if (!params.has("success")) return;
    const rest = new URLSearchParams(params);
    rest.delete("success");
    setParams(rest, { replace: true, preventScrollReset: true });
  }, [params, setParams]);
}
