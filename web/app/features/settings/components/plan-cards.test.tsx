import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  noSubscription,
  SubscriptionContext,
  type SubscriptionState,
} from "~/features/billing";
import { json, stubFetchAndNewTabs, subscribedTo } from "~/test/fixtures";
import { SubscriptionCard } from "./plan-cards";

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));

const { fetchMock, tab } = stubFetchAndNewTabs();

beforeEach(() => {
  notify.error.mockReset();
});

const enterprise = subscribedTo("enterprise");

function renderCard(subscription: SubscriptionState) {
  const router = createMemoryRouter(
    [{ path: "/settings", Component: SubscriptionCard }],
    { initialEntries: ["/settings"] },
  );
  render(
    <SubscriptionContext.Provider value={subscription}>
      <RouterProvider router={router} />
    </SubscriptionContext.Provider>,
  );
}

describe("SubscriptionCard", () => {
  it("offers 'Upgrade Plan' on the free trial", () => {
    renderCard(noSubscription);
    expect(screen.getByText("Free Trial")).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "Upgrade Plan" }).getAttribute("href"),
    ).toBe("/pricing");
    expect(
      screen.queryByRole("button", { name: "Manage Subscription" }),
    ).toBeNull();
  });

  it("waits for the subscription rather than showing 'Free Trial' first", () => {
    renderCard({ ...noSubscription, loading: true });
    expect(screen.getByRole("status").textContent).toBe("Loading subscription");
    expect(screen.queryByText("Free Trial")).toBeNull();
    expect(screen.queryByRole("link", { name: "Upgrade Plan" })).toBeNull();
  });

  it("names the plan; 'Manage Subscription' opens the portal in a new tab", async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { url: "https://billing.stripe.com/p/session/test_4" }),
    );
    renderCard(enterprise);
    expect(screen.getByText("Enterprise")).toBeTruthy();
    fireEvent.click(
      screen.getByRole("button", { name: "Manage Subscription" }),
    );
    await waitFor(() =>
      expect(tab().location.href).toBe(
        "https://billing.stripe.com/p/session/test_4",
      ),
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init?.method, init?.body]).toEqual([
      "/api/billing/portal",
      "POST",
      undefined,
    ]);
  });

  it("says 'Failed to open subscription management' when the portal cannot be opened", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    renderCard(enterprise);
    fireEvent.click(
      screen.getByRole("button", { name: "Manage Subscription" }),
    );
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        "Failed to open subscription management",
      ),
    );
    expect(tab().closed).toBe(true);
  });
});
