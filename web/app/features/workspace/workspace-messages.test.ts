import { describe, expect, it } from "vitest";
import { workspaceComing } from "./workspace-messages";

describe("workspaceComing", () => {
  it("says plainly that a type this build does not know has no tools here yet", () => {
    expect(workspaceComing.heading).toBe("Workspace");
    expect(workspaceComing.text).toMatch(/^The tools of this service are not here yet: .* in a later release of this workspace\./);
  });
});
