import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { overviewAnswer } from "../admin-test-data";
import { OverviewPanel } from "./overview-panel";

// jsdom has no layout: the responsive charts are told they have 400 × 180 pixels.
class FixedSizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback([{ target, contentRect: { width: 400, height: 180 } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

// The charts' chunk, compiled once up front so that no test waits for it.
beforeAll(async () => {
  await import("./overview-charts");
});
beforeEach(() => {
  vi.stubGlobal("ResizeObserver", FixedSizeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the Overview tab", () => {
  it("shows the counts as labelled cards", () => {
    const { container } = render(<OverviewPanel overview={overviewAnswer} />);
    const counts = container.querySelector("dl")!;
    const pairs = [...counts.querySelectorAll("dt")].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ["Users", "1,234"],
      ["Verified users", "1,000"],
      ["Active subscriptions", "12"],
      ["Trialing subscriptions", "5"],
      ["Contacts, last 7 days", "7"],
      ["Contacts, last 30 days", "30"],
      ["Demo bookings, last 7 days", "2"],
      ["Demo bookings, last 30 days", "9"],
      ["Rate-limit blocks, last 24 hours", "3"],
    ]);
  });

  it("draws sign-ups and contacts per day, described in words and as a table", async () => {
    const { container } = render(<OverviewPanel overview={overviewAnswer} />);
    const signups = await screen.findByRole("img", { name: "Sign-ups per day, last 30 days: 35 in total, most on Oct 5." });
    const contacts = screen.getByRole("img", { name: "Contacts per day, last 30 days: 19 in total, most on Oct 5." });
    expect(signups.querySelector("path.recharts-line-curve")).toBeTruthy();
    expect(contacts.querySelector("path.recharts-line-curve")).toBeTruthy();
    // Nothing inside a chart takes the focus.
    expect(container.querySelector("svg[tabindex='0'], svg[role='application']")).toBeNull();

    const table = screen.getByRole("table", { name: "Sign-ups and contacts per day, last 30 days" });
    expect(within(table).getAllByRole("row")).toHaveLength(31);
    expect([...within(table).getAllByRole("row")[5]!.children].map((c) => c.textContent)).toEqual(["Oct 5", "6", "4"]);
    expect(screen.getByText("Show the numbers as a table").tagName).toBe("SUMMARY");
  });

  it("says so when the overview could not be loaded", () => {
    render(<OverviewPanel overview={undefined} />);
    expect(screen.getByText("The overview could not be loaded.")).toBeTruthy();
  });

  it("says 'none' for a month without sign-ups", async () => {
    const quiet = { ...overviewAnswer, daily: overviewAnswer.daily.map((d) => ({ ...d, signups: 0 })) };
    render(<OverviewPanel overview={quiet} />);
    expect(await screen.findByRole("img", { name: "Sign-ups per day, last 30 days: none." })).toBeTruthy();
  });
});
