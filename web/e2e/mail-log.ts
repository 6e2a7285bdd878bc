import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";

interface LoggedMail {
  msg: string;
  to?: string[];
  subject?: string;
  links?: string[];
}

/** The mails lexa wrote to its log for this address (global-setup.ts keeps the log in LEXA_LOG). */
function mailsTo(address: string): LoggedMail[] {
  const file = process.env.LEXA_LOG;
  if (!file) throw new Error("LEXA_LOG is not set (e2e/global-setup.ts sets it)");
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.includes('"mail written to the log'))
    .map((line) => JSON.parse(line) as LoggedMail)
    .filter((mail) => mail.to?.some((to) => to.includes(`<${address}>`) || to === address));
}

/**
 * Waits for the mail worker to "send" a mail to `address` with a link matching `pattern`,
 * and returns the newest such link. `after` skips the first matching links (those that
 * were there before the action under test).
 */
export async function mailedLink(address: string, pattern: RegExp, after = 0): Promise<string> {
  let links: string[] = [];
  await expect
    .poll(
      () => {
        links = mailsTo(address).flatMap((mail) => mail.links ?? []).filter((link) => pattern.test(link));
        return links.length;
      },
      { message: `a mail to ${address} with a link like ${pattern}`, timeout: 30_000 },
    )
    .toBeGreaterThan(after);
  return links[links.length - 1]!;
}

/** How many links matching `pattern` have been mailed to `address` so far. */
export function mailedLinkCount(address: string, pattern: RegExp): number {
  return mailsTo(address).flatMap((mail) => mail.links ?? []).filter((link) => pattern.test(link)).length;
}

// The link may name the page to land on first (?return=%2Fanalytics&token=…).
export const verifyLink = /\/api\/auth\/verify\?(return=[^&]+&)?token=/;
export const resetLink = /\/\?reset=/;
