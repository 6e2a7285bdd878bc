import { describe, expect, it } from "vitest";
import { policySections } from "./policy";

describe("policySections", () => {
  const sections = policySections({ siteName: "Acme", contactEmail: "privacy@acme.test" });

  it("has the spec's twelve headings in order", () => {
    expect(sections.map((s) => s.title)).toEqual([
      "Introduction",
      "Information We Collect",
      "How We Use Your Information",
      "Data Security",
      "Information Sharing and Disclosure",
      "Your Privacy Rights",
      "Cookies and Tracking",
      "Data Retention",
      "International Data Transfers",
      "Children's Privacy",
      "Changes",
      "Contact Us",
    ]);
  });

  it("lists the six privacy rights", () => {
    const rights = sections.find((s) => s.id === "your-privacy-rights")!;
    const terms = rights.blocks.flatMap((b) => (b.kind === "list" ? b.items.map((i) => i.term) : []));
    expect(terms).toEqual(["Access", "Correction", "Deletion", "Portability", "Opt-out", "Restriction"]);
  });

  it("states the required policy points", () => {
    const text = JSON.stringify(sections);
    expect(text).toContain("we do not sell your personal data");
    expect(text).toContain("not intended for children under 13");
    expect(text).toContain("servers are located in the United States");
    expect(text).toContain("Acme");
    expect(text).toContain("privacy@acme.test");
  });
});
