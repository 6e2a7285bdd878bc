import { describe, expect, it } from "vitest";
import { parseLeadProfile, profileFields } from "./lead-profile";
import { sampleLead } from "./sample-lead";

describe("parseLeadProfile", () => {
  it("reads every labelled line of the sample", () => {
    expect(parseLeadProfile(sampleLead)).toEqual({
      name: "Sarah Johnson",
      company: "TechFlow Solutions",
      position: "VP of Customer Operations",
      email: "sarah.johnson@techflow.example",
      phone: "(555) 123-4567",
      budget: "$50,000 - $75,000 per year",
      timeline: "Looking to implement within Q2",
      companySize: "250 employees",
    });
  });

  it("has no value for what the text does not say (the card shows N/A)", () => {
    expect(parseLeadProfile("")).toEqual({});
    expect(parseLeadProfile("Met at a trade show, wants a call back.")).toEqual({});
    const p = parseLeadProfile("Name: Jo\nBudget:\nTimeline:   ");
    expect(p).toEqual({ name: "Jo" });
    expect(p.budget).toBeUndefined();
  });

  it.each([
    // The trap: "Company Size" is its own label, in either order.
    ["Company Size: 40\nCompany: Acme", { company: "Acme", companySize: "40" }],
    ["Company: Acme\nCompany Size: 40", { company: "Acme", companySize: "40" }],
    ["Company Size: 40", { companySize: "40" }],
    ["company size : 40\nCOMPANY:Acme", { company: "Acme", companySize: "40" }],
    ["Company  Size: 40", { companySize: "40" }],
    // Labels are case-insensitive; values keep their case.
    ["NAME: Ana López\nemail: ANA@Example.com", { name: "Ana López", email: "ANA@Example.com" }],
    // Indents, bullets and Windows line ends.
    ["  - Phone: 555-0100\r\n* Position: Head of IT\r\n• Timeline: Q3", { phone: "555-0100", position: "Head of IT", timeline: "Q3" }],
    // Only the first colon splits; the first line with a label wins.
    ["Budget: $10k: approved\nBudget: $99k", { budget: "$10k: approved" }],
    // Unknown labels and a label mid-line are not fields.
    ["Company Name: Acme\nIndustry: Retail", {}],
    ["Notes: Name: Jo", {}],
    ["Spoke to the company: Acme", {}],
  ])("%j", (text, want) => {
    expect(parseLeadProfile(text)).toEqual(want);
  });

  it("lists the card's eight facts in order", () => {
    expect(profileFields.map((f) => f.label)).toEqual(["Name", "Position", "Company", "Company Size", "Email", "Phone", "Budget", "Timeline"]);
  });
});
