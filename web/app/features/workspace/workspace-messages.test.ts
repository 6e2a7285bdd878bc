import { describe, expect, it } from "vitest";
import { serviceCatalogue } from "~/lib/services";
import { workspaceComingFor } from "./workspace-messages";

describe("workspaceComingFor", () => {
  it("says for every service type what its workspace will hold, the document types under 'Documents'", () => {
    for (const { slug } of serviceCatalogue) {
      const coming = workspaceComingFor(slug);
      expect(coming.text).toMatch(/not here yet: .* in a later release of this workspace\./);
      expect(coming.heading).not.toBe("Workspace");
    }
    expect(workspaceComingFor("recruitment").heading).toBe("Documents");
    expect(workspaceComingFor("payroll").heading).toBe("Documents");
    expect(workspaceComingFor("voice-ai").heading).toBe("Calls");
  });

  it("gives a type this build does not know a general line", () => {
    expect(workspaceComingFor("fax-bot")).toEqual({
      heading: "Workspace",
      text: expect.stringMatching(/^The tools of this service are not here yet/),
    });
  });
});
