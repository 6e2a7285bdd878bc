import { describe, expect, it } from "vitest";
import { serviceCatalogue } from "~/lib/services";
import { builtTypes, workspaceComing, workspaceComingFor } from "./workspace-messages";

describe("workspaceComingFor", () => {
  it("says for every type without its workspace yet what it will hold", () => {
    for (const { slug } of serviceCatalogue.filter((s) => !(builtTypes as readonly string[]).includes(s.slug))) {
      const coming = workspaceComingFor(slug);
      expect(coming.text).toMatch(/not here yet: .* in a later release of this workspace\./);
      expect(coming.heading).not.toBe("Workspace");
    }
    expect(Object.keys(workspaceComing)).toEqual([]);
  });

  it("gives a type this build does not know a general line", () => {
    expect(workspaceComingFor("fax-bot")).toEqual({
      heading: "Workspace",
      text: expect.stringMatching(/^The tools of this service are not here yet/),
    });
  });
});
