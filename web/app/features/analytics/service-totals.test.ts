// @vitest-environment node
import { describe, expect, it } from "vitest";
import { nothingReported, totals } from "./service-totals";

const sums = (calls: number, leads: number, revenue: number, units = 0, minutes_saved = 0) => ({ calls, leads, revenue, units, minutes_saved });

describe("totals", () => {
  it("adds up every service, revenue to the cent, and counts the active ones", () => {
    const t = totals({
      services: [
        { id: "a", service_type: "voice-ai", service_name: "A", status: "active", current: sums(10, 1, 0.1, 10, 40), previous: sums(8, 0, 0) },
        { id: "b", service_type: "call-center", service_name: "B", status: "paused", current: sums(0, 5, 0.2, 5, 60), previous: sums(0, 3, 10) },
      ],
    });
    expect(t.current).toEqual(sums(10, 6, 0.3, 15, 100));
    expect(t.previous).toEqual(sums(8, 3, 10));
    expect([t.activeServices, t.services]).toEqual([1, 2]);
    expect(nothingReported(t)).toBe(false);
  });

  it("knows when nothing was reported, with or without services", () => {
    expect(nothingReported(totals({ services: [] }))).toBe(true);
    const quiet = { id: "a", service_type: "payroll", service_name: "A", status: "active", current: sums(0, 0, 0), previous: sums(0, 0, 0) };
    expect(nothingReported(totals({ services: [quiet] }))).toBe(true);
    expect(nothingReported(totals({ services: [{ ...quiet, previous: sums(0, 0, 0, 0, 5) }] }))).toBe(false);
  });
});
