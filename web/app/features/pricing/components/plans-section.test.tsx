import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { PlansSection } from "./plans-section";

afterEach(cleanup);

function renderSection() {
  const router = createMemoryRouter([{ path: "/pricing", Component: PlansSection }], { initialEntries: ["/pricing"] });
  render(<RouterProvider router={router} />);
}

describe("PlansSection", () => {
  it("shows monthly prices first, with badges, trial notes and subscribe links", () => {
    renderSection();
    expect(screen.getByRole("button", { name: "Monthly" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "Annual" }).getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByText("Save up to 20%")).toBeTruthy();
    const starter = screen.getByTestId("plan-starter");
    expect(within(starter).getByText("$299")).toBeTruthy();
    expect(within(starter).getByText("/month")).toBeTruthy();
    expect(within(screen.getByTestId("plan-professional")).getByText("Most Popular")).toBeTruthy();
    expect(within(screen.getByTestId("plan-enterprise")).getByText("Complete Suite")).toBeTruthy();
    expect(screen.getAllByText("30-day free trial • No credit card required")).toHaveLength(3);
    const links = screen.getAllByRole("link", { name: "Start Free Trial" });
    expect(links.map((l) => l.getAttribute("href"))).toEqual([
      "/contact?plan=starter",
      "/contact?plan=professional",
      "/contact?plan=enterprise",
    ]);
  });

  it("switches every card to annual prices", () => {
    renderSection();
    fireEvent.click(screen.getByRole("button", { name: "Annual" }));
    expect(screen.getByRole("button", { name: "Annual" }).getAttribute("aria-pressed")).toBe("true");
    const starter = within(screen.getByTestId("plan-starter"));
    expect(starter.getByText("$249")).toBeTruthy();
    expect(starter.getByText("$2,990 billed annually")).toBeTruthy();
    expect(starter.getByText("Save $598")).toBeTruthy();
    expect(starter.getByText("17% off")).toBeTruthy();
    expect(within(screen.getByTestId("plan-professional")).getByText("$583")).toBeTruthy();
    expect(within(screen.getByTestId("plan-enterprise")).getByText("$1,249")).toBeTruthy();
  });
});
