import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { catalogueTokens } from "~/lib/catalogue";
import { termsLastUpdated, termsSections } from "./terms";

/**
 * The wording as of termsLastUpdated. When the text changes, this test fails: set
 * termsLastUpdated to the date of that change and put the new fingerprint here.
 */
const wording = { lastUpdated: "November 26, 2026", sha256: "3bdc4050477e0adc92055992e959559ba85c36376d2a40881d1870c4aad44021" };

const input = { siteName: "{site}", contactEmail: "{email}", contactCity: "{city}", plans: catalogueTokens(), trialDays: 30 };

describe("termsLastUpdated", () => {
  it("is the date the wording last changed", () => {
    const text = JSON.stringify(termsSections(input));
    expect({ lastUpdated: termsLastUpdated, sha256: createHash("sha256").update(text).digest("hex") }).toEqual(wording);
  });
});

describe("termsSections", () => {
  const sections = termsSections({ ...input, siteName: "Acme", contactEmail: "legal@acme.test", contactCity: "Austin, TX" });
  const text = JSON.stringify(sections);

  it("covers plans, trial, cancellation, acceptable use, data and liability", () => {
    expect(sections.map((s) => s.id)).toEqual(
      expect.arrayContaining(["plans-and-billing", "free-trial", "cancellation", "acceptable-use", "your-data", "liability", "contact-us"]),
    );
  });

  it("quotes every plan figure from the catalogue, never a price of its own", () => {
    expect(text).toContain("Starter at {{lexa:PLAN_STARTER_MONTHLY_USD}} per month");
    expect(text).toContain("Enterprise at {{lexa:PLAN_ENTERPRISE_MONTHLY_USD}} per month");
    expect(text).toContain("saves up to {{lexa:SAVE_UP_TO_PERCENT}}%");
    expect(text).not.toMatch(/\$\d/);
  });

  it("writes the trial length it is given and the configured names", () => {
    expect(JSON.stringify(termsSections({ ...input, trialDays: 14 }))).toContain("a 14-day free trial");
    expect(text).toContain("Acme");
    expect(text).toContain("legal@acme.test");
    expect(text).toContain("Austin, TX");
  });
});
