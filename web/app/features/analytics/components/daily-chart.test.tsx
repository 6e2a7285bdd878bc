import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import DailyChart from "./daily-chart";

// jsdom has no layout: the responsive charts are told they have 600 × 220 pixels.
class FixedSizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ target, contentRect: { width: 600, height: 220 } } as unknown as ResizeObserverEntry],
      this as unknown as ResizeObserver,
    );
  }
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal("ResizeObserver", FixedSizeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const series = [
  { date: "2026-11-21", calls: 10, leads: 1, revenue: 20 },
  { date: "2026-11-22", calls: 40, leads: 3, revenue: 120.5 },
  { date: "2026-11-23", calls: 25, leads: 2, revenue: 0 },
];

describe("DailyChart", () => {
  it("draws calls and leads, and revenue apart, with a legend that does not rely on colour", () => {
    const { container } = render(<DailyChart series={series} />);
    expect(screen.getByText("Calls and leads")).toBeTruthy();
    expect(screen.getByText("Calls")).toBeTruthy();
    expect(screen.getByText("Leads")).toBeTruthy();
    expect(screen.getAllByText("Revenue").length).toBeGreaterThan(0);
    // The legend's leads sample is dashed like its line.
    expect(container.querySelector("figcaption line[stroke-dasharray='6 4']")).toBeTruthy();
    // Three lines are drawn: calls, leads and revenue.
    expect(container.querySelectorAll("path.recharts-line-curve")).toHaveLength(3);
    // recharts' keyboard layer is off: nothing in the picture takes the focus.
    expect(container.querySelector("svg[tabindex='0'], svg[role='application']")).toBeNull();
  });
});
