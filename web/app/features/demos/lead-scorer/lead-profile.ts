/**
 * The Lead Profile card's facts, read from the labelled lines of the pasted text
 * ("Name: Sarah Johnson", "company size: 250"). Labels are matched whole and
 * case-insensitively, so "Company Size" never fills Company. The first line with a label
 * wins; a missing or empty value is undefined (the card shows 'N/A').
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

const keyByLabel = new Map<string, ProfileKey>(profileFields.map((f) => [f.label.toLowerCase(), f.key]));

// A label at the start of a line (after any indent or list bullet), then a colon. The
// label is lazy so "Budget: $50,000: approved" splits at the first colon.
const labelledLine = /^\s*(?:[-*•]\s*)?([A-Za-z][A-Za-z ]*?)\s*:\s*(.*)$/;

export function parseLeadProfile(leadText: string): LeadProfile {
  const profile: LeadProfile = {};
  for (const line of leadText.split(/\r?\n/)) {
    const m = labelledLine.exec(line);
    if (!m) continue;
    const [, label = "", rest = ""] = m;
    const key = keyByLabel.get(label.toLowerCase().replace(/\s+/g, " "));
    const value = rest.trim();
    if (key && value && profile[key] === undefined) profile[key] = value;
  }
  return profile;
}
