// @vitest-environment node
import { describe, expect, it } from "vitest";
import { apiKeysPath, firstSteps, showSteps } from "./first-steps";

describe("showSteps", () => {
  it("marks the first step not known to be done as next, and counts the done ones", () => {
    const shown = showSteps(
      firstSteps.voice({
        serviceId: "s1",
        profileSaved: true,
        hasCalls: false,
        phoneConnected: false,
      }),
    );
    expect(shown.done).toBe(1);
    expect(shown.steps.map((s) => s.next)).toEqual([false, true, false, false]);
    expect(shown.steps[2]?.target).toBe("#phone-heading");
    expect(shown.steps[3]?.target).toBe("/dashboard?api-keys=s1");
  });

  it("ticks the phone line only when a number is connected, whatever the call log holds", () => {
    const steps = (hasCalls: boolean | null, phoneConnected: boolean | null) =>
      firstSteps.voice({ serviceId: "s1", profileSaved: true, hasCalls, phoneConnected }).map((s) => s.done);
    expect(steps(true, false)).toEqual([true, true, false, null]);
    expect(steps(false, true)).toEqual([true, false, true, true]);
    expect(steps(null, null)).toEqual([true, null, null, null]);
  });

  it("ticks the lead profile once it is saved, and leaves it unticked while that is not known", () => {
    const first = (profileSaved: boolean | null) =>
      firstSteps.leads({ serviceId: "s1", formLinks: 0, profileSaved })[0];
    expect(first(true)?.done).toBe(true);
    expect(first(false)?.done).toBe(false);
    expect(first(null)?.done).toBeNull();
    expect(
      showSteps(
        firstSteps.leads({ serviceId: "s1", formLinks: 0, profileSaved: true }),
      ).steps.map((s) => s.next),
    ).toEqual([false, true, false]);
  });

  it("treats an unknown step as not done", () => {
    const shown = showSteps(
      firstSteps.recruitment({ jobs: 1, candidates: null }),
    );
    expect(shown.steps.map((s) => [s.done, s.next])).toEqual([
      [true, false],
      [null, true],
    ]);
  });

  it("walks each type's first job in order", () => {
    expect(
      firstSteps
        .leads({ serviceId: "a b", formLinks: 2, profileSaved: true })
        .map((s) => s.target),
    ).toEqual([
      "#lead-profile-heading",
      "#form-links-heading",
      apiKeysPath("a b"),
    ]);
    expect(
      firstSteps.leads({ serviceId: "x", formLinks: 2, profileSaved: null })[1]
        ?.done,
    ).toBe(true);
    expect(
      firstSteps.content({ brandSaved: false, drafts: 0 }).map((s) => s.done),
    ).toEqual([false, false]);
    expect(firstSteps.invoices()).toHaveLength(1);
    expect(apiKeysPath("a b")).toBe("/dashboard?api-keys=a%20b");
  });
});
