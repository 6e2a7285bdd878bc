/**
 * The Twilio account the stand-in (tools/twiliostand) holds: one number per Playwright
 * project, so the desktop and phone runs of a spec never connect the same number.
 */
export const twilioAccount = {
  sid: "AC0123456789abcdef0123456789abcdef",
  token: "f00dfeedf00dfeedf00dfeedf00dfeed", // not a part of the SID, so a test can look for it on the page
  numbers: ["+15550102030", "+15550102031"],
} as const;

/** The number of the project a test runs in. */
export function twilioNumberFor(project: string): string {
  return project === "mobile" ? twilioAccount.numbers[1] : twilioAccount.numbers[0];
}
