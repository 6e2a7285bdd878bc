// @vitest-environment node
import { describe, expect, it } from "vitest";
import { revenueByService, servicePerformance } from "./splits";

describe("servicePerformance", () => {
  it.each([
    // calls, leads → voice AI calls (60%), candidates (40%)
    [0, 0, 0, 0],
    [1000, 100, 600, 40],
    [1234, 56, 740, 22], // 740.4 → 740, 22.4 → 22
    [5, 5, 3, 2], // 3.0, 2.0
    [1, 1, 1, 0], // 0.6 → 1, 0.4 → 0
    [3, 4, 2, 2], // 1.8 → 2, 1.6 → 2
  ])("%d calls, %d leads → %d voice AI calls, %d candidates", (calls, leads, voiceAiCalls, candidates) => {
    expect(servicePerformance(calls, leads)).toEqual({ voiceAiCalls, candidates });
  });
});

describe("revenueByService", () => {
  it.each([
    // total → voice AI (45%), call center (35%), other (the rest, ~20%)
    [0, 0, 0, 0],
    [1000, 450, 350, 200],
    [7890.5, 3550.73, 2761.68, 1578.09], // 355072.5 → 355073 cents, 276167.5 → 276168
    [0.01, 0, 0, 0.01],
    [0.03, 0.01, 0.01, 0.01],
    [49.99, 22.5, 17.5, 9.99], // 2249.55 → 2250, 1749.65 → 1750
  ])("$%d → $%d, $%d, $%d", (total, voiceAi, callCenter, other) => {
    expect(revenueByService(total)).toEqual({ voiceAi, callCenter, other });
  });

  it("always adds up to the total, to the cent", () => {
    for (const total of [0.07, 1.11, 99.99, 123456.78, 7890.5]) {
      const { voiceAi, callCenter, other } = revenueByService(total);
      expect(Math.round(voiceAi * 100) + Math.round(callCenter * 100) + Math.round(other * 100)).toBe(Math.round(total * 100));
    }
  });
});
