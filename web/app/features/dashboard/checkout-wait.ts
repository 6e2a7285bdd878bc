/**
 * After checkout the customer lands on /dashboard?checkout=success (decision 0065): the page
 * checks the subscription every CHECKOUT_POLL_MS until it is active, and gives up with a plain
 * message after CHECKOUT_WAIT_LIMIT_MS (the payment provider's news may be late, or the
 * payment may have failed).
 */
export const CHECKOUT_POLL_MS = 2000;
export const CHECKOUT_WAIT_LIMIT_MS = 60_000;
/** The address parameter the checkout's success URL carries. */
export const CHECKOUT_PARAM = "checkout";
export const CHECKOUT_SUCCESS = "success";

export type CheckoutWait = "confirming" | "active" | "late";

/** Where the wait stands, `elapsed` ms after the return, with what the last check said. */
export function checkoutWaitState(subscribed: boolean, elapsed: number): CheckoutWait {
  if (subscribed) return "active";
  return elapsed >= CHECKOUT_WAIT_LIMIT_MS ? "late" : "confirming";
}
