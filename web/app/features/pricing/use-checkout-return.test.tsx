import { act, cleanup, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { noSubscription, SubscriptionContext } from "~/features/billing";
import { useCheckoutReturn } from "./use-checkout-return";

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));

function PricingPage() {
  useCheckoutReturn();
  return <h1>Pricing</h1>;
}

function renderAt(path: string) {
  const refresh = vi.fn(async () => {});
  const router = createMemoryRouter([{ path: "/pricing", Component: PricingPage }], { initialEntries: [path] });
  render(
    <SubscriptionContext.Provider value={{ ...noSubscription, refresh }}>
      <RouterProvider router={router} />
    </SubscriptionContext.Provider>,
  );
  return { refresh, router };
}

beforeEach(() => {
  vi.useFakeTimers();
  notify.success.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("useCheckoutReturn", () => {
  it("welcomes a return from checkout, checks again after 2 seconds and cleans the address", async () => {
    const { refresh, router } = renderAt("/pricing?success=true&plan=starter");
    await act(async () => {});
    expect(notify.success).toHaveBeenCalledWith("Subscription Successful!", "Your subscription is now active. Checking status...");
    expect(router.state.location.search).toBe("?plan=starter");
    expect(router.state.historyAction).toBe("REPLACE");

    // docs/product.md, "Timing": the post-checkout re-check comes after 2000 ms.
    await act(async () => vi.advanceTimersByTime(1999));
    expect(refresh).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(refresh).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(20_000));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(notify.success).toHaveBeenCalledTimes(1);
  });

  it("says nothing on an ordinary visit", async () => {
    const { refresh, router } = renderAt("/pricing");
    await act(async () => vi.advanceTimersByTime(5000));
    expect(notify.success).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
    expect(router.state.historyAction).toBe("POP");
  });

  it("only takes away a success that is not 'true'", async () => {
    const { refresh, router } = renderAt("/pricing?success=false");
    await act(async () => vi.advanceTimersByTime(5000));
    expect(notify.success).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
    expect(router.state.location.search).toBe("");
  });
});
