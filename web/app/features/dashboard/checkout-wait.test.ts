// @vitest-environment node
import { describe, expect, it } from "vitest";
import { CHECKOUT_WAIT_LIMIT_MS, checkoutWaitState } from "./checkout-wait";

describe("checkoutWaitState", () => {
  it("confirms until the subscription is active, and is late after the limit", () => {
    expect(checkoutWaitState(false, 0)).toBe("confirming");
    expect(checkoutWaitState(false, CHECKOUT_WAIT_LIMIT_MS - 1)).toBe("confirming");
    expect(checkoutWaitState(false, CHECKOUT_WAIT_LIMIT_MS)).toBe("late");
    expect(checkoutWaitState(true, 0)).toBe("active");
    // An answer that arrives late still wins.
    expect(checkoutWaitState(true, CHECKOUT_WAIT_LIMIT_MS * 2)).toBe("active");
  });
});
