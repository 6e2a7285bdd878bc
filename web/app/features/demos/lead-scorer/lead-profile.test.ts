import { describe, expect, it } from "vitest";
import type { ServerLeadProfile } from "./api/score-lead";
import { profileFields, profileFromServer } from "./lead-profile";

const empty: ServerLeadProfile = {
  name: "",
  role: "",
  company: "",
  companySize: "",
  email: "",
  phone: "",
  budget: "",
  authority: "",
  need: "",
  timeline: "",
};

describe("profileFromServer", () => {
  it("takes each card field from the server's profile, the role as the Position", () => {
    const profile = profileFromServer({
      ...empty,
      name: "Dana Lee",
      role: "ops manager",
      company: "Ridgeway Dental Group",
      companySize: "about 40 staff",
      email: "dana.lee@ridgewaydental.example",
      phone: "(555) 201-4433",
      budget: "$1,500 a month",
      authority: "needs the approval of the owner, Dr. Raj Patel",
      need: "missed calls",
      timeline: "before their busy season in March",
    });
    expect(profile).toEqual({
      name: "Dana Lee",
      position: "ops manager",
      company: "Ridgeway Dental Group",
      companySize: "about 40 staff",
      email: "dana.lee@ridgewaydental.example",
      phone: "(555) 201-4433",
      budget: "$1,500 a month",
      timeline: "before their busy season in March",
    });
  });

  it("leaves out what the text does not say, so the card shows N/A", () => {
    expect(profileFromServer({ ...empty, name: "Alex Kim", company: "  " })).toEqual({ name: "Alex Kim" });
    expect(profileFromServer(empty)).toEqual({});
  });

  it("shows the spec's eight fields in the spec's order", () => {
    expect(profileFields.map((f) => f.label)).toEqual(["Name", "Position", "Company", "Company Size", "Email", "Phone", "Budget", "Timeline"]);
  });
});
