import type { TestInfo } from "@playwright/test";

// The admin spec signs up an address that ADMIN_EMAILS names, and an address signs up
// once: one per project, repeat (--repeat-each) and retry, all listed when the server starts.
const projects = ["desktop", "mobile"];
const repeats = 5;
const retries = 3;

export const adminEmails = projects.flatMap((project) =>
  Array.from({ length: repeats * retries }, (_, i) => `admin-${project}-${Math.floor(i / retries)}-${i % retries}@example.com`),
);

export function adminEmailFor(testInfo: TestInfo): string {
  const email = `admin-${testInfo.project.name}-${testInfo.repeatEachIndex}-${testInfo.retry}@example.com`;
  if (!adminEmails.includes(email)) throw new Error(`${email} is not in ADMIN_EMAILS (e2e/admin-accounts.ts)`);
  return email;
}
