import { act, cleanup, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useCheckoutReturn } from "./use-checkout-return";

function PricingPage() {
  useCheckoutReturn();
  return <h1>Pricing</h1>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/pricing", Component: PricingPage },
      { path: "/dashboard", Component: () => <h1>Dashboard</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe("useCheckoutReturn", () => {
  it("sends an old checkout return on to the dashboard, which waits for the subscription", async () => {
    const router = renderAt("/pricing?success=true&plan=starter");
    await act(async () => {});
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(router.state.location.search).toBe("?checkout=success");
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("stays on an ordinary visit", async () => {
    const router = renderAt("/pricing?success=false");
    await act(async () => {});
    expect(router.state.location.pathname).toBe("/pricing");
    expect(router.state.historyAction).toBe("POP");
  });
});
