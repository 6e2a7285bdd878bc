// @vitest-environment node
import { describe, expect, it } from "vitest";
import { usage, type PlanInfo } from "./usage";

const pro: PlanInfo = { subscribed: true, name: "Professional" };
const service = (usage_current: number, usage_limit: number, usage_included = true) => ({ usage_current, usage_limit, usage_included });

describe("usage", () => {
  it.each([
    // current, limit, percent, filled, text
    [0, 500, 0, 0, "0 / 500"],
    [120, 500, 24, 24, "120 / 500"],
    [500, 500, 100, 100, "500 / 500"],
    [520, 500, 104, 100, "520 / 500"],
    [1, 3, 33, 33, "1 / 3"],
    [1, 200, 1, 1, "1 / 200"], // 0.5 rounds up
    [1234, 5000, 25, 25, "1,234 / 5,000"],
  ])("%d of %d → %d%% (bar %d%%), %s", (current, limit, percent, filled, text) => {
    expect(usage(service(current, limit), pro)).toEqual({ kind: "limited", used: expect.any(String), percent, filled, text });
  });

  it("says Unlimited only for a plan that includes the type without a cap", () => {
    expect(usage(service(120, 0), pro)).toEqual({ kind: "unlimited", used: "120", text: "120 / Unlimited" });
    expect(usage(service(3, -1), pro)).toMatchObject({ kind: "unlimited" });
  });

  it("says when the plan leaves the type out", () => {
    expect(usage(service(7, 0, false), { subscribed: true, name: "Starter" })).toEqual({ kind: "not-included", used: "7", planName: "Starter" });
  });

  it("draws no bar without a plan, whatever the service says", () => {
    expect(usage(service(1234, 500), { subscribed: false })).toEqual({ kind: "no-plan", used: "1,234" });
    expect(usage(service(0, 0), { subscribed: false })).toEqual({ kind: "no-plan", used: "0" });
  });

  it("waits for the subscription before saying anything about the plan", () => {
    expect(usage(service(5, 500), null)).toEqual({ kind: "unknown", used: "5" });
  });
});
