import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { lastUpdated, policySections } from "./policy";

/**
 * The wording as of lastUpdated. When the policy's text changes, this test fails: set
 * lastUpdated to the date of that change (the commit's date) and put the new fingerprint here.
 */
const wording = { lastUpdated: "November 22, 2026", sha256: "fb33ac4d2db4c06d679f2b61e32a5909b33f2e5cf0e1e7320551bf026fe28921" };

describe("lastUpdated", () => {
  it("is the date the wording last changed", () => {
    const text = JSON.stringify(policySections({ siteName: "{site}", contactEmail: "{email}" }));
    expect({ lastUpdated, sha256: createHash("sha256").update(text).digest("hex") }).toEqual(wording);
  });
});

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
