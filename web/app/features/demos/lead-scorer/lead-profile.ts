import type { ServerLeadProfile } from "./api/score-lead";

/**
 * The Lead Profile card's facts (docs/product.md, "AI demos", Lead Scorer), as the server's
 * lead reader found them in the text, whichever engine wrote the insights. The first
 * design derived them in the browser from labelled lines only; reading free-text notes too needs the
 * rules the engine has, so they have one home, on the server (docs/decisions/0031-where-lexa-departs-from-the-spec.md, "Where
 * Lexa departs from the spec"). What the text does not say is undefined: the card shows
 * 'N/A'.
 */

export const profileFields = [
  { key: "name", label: "Name" },
  { key: "position", label: "Position" },
  { key: "company", label: "Company" },
  { key: "companySize", label: "Company Size" },
  { key: "email", label: "Email" },
  { key: "phone", label: "Phone" },
  { key: "budget", label: "Budget" },
  { key: "timeline", label: "Timeline" },
] as const;

export type ProfileKey = (typeof profileFields)[number]["key"];
export type LeadProfile = Partial<Record<ProfileKey, string>>;

/** The card's fields from the server's profile: its role is the card's Position; an empty field is missing. */
export function profileFromServer(p: ServerLeadProfile): LeadProfile {
  const values: Record<ProfileKey, string> = {
    name: p.name,
    position: p.role,
    company: p.company,
    companySize: p.companySize,
    email: p.email,
    phone: p.phone,
    budget: p.budget,
    timeline: p.timeline,
  };
  const profile: LeadProfile = {};
  for (const { key } of profileFields) {
    const value = values[key].trim();
    if (value !== "") profile[key] = value;
  }
  return profile;
}
