import { describe, expect, it } from "vitest";
import { planInclusions } from "./inclusions";

const rows = (plan: Parameters<typeof planInclusions>[0]) => planInclusions(plan).map((i) => `${i.name}: ${i.text}`);

describe("planInclusions", () => {
  it("gives each plan's monthly allowance per service, from the service-type table", () => {
    expect(rows("starter")).toEqual([
      "Voice AI Receptionists: 500 calls answered",
      "AI Recruitment System: Not included",
      "Payroll Automation: Not included",
      "Call Center & Lead Management: Not included",
      "Content Marketing AI: Not included",
    ]);
    expect(rows("professional")).toEqual([
      "Voice AI Receptionists: Unlimited calls answered",
      "AI Recruitment System: 1,000 candidates screened",
      "Payroll Automation: Not included",
      "Call Center & Lead Management: 5,000 leads handled",
      "Content Marketing AI: Not included",
    ]);
    expect(planInclusions("enterprise").every((i) => i.included && i.text.startsWith("Unlimited "))).toBe(true);
  });
});
