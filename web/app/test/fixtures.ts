// Shared by the unit tests (never imported by the app): canned answers and data.
import { readFileSync } from "node:fs";
import type { AuthUser } from "~/lib/auth-user";

/** A JSON response as our API sends it. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** A signed-in e-mail/password user. */
export const testUser: AuthUser = {
  id: "u1",
  email: "jane@example.com",
  user_metadata: { full_name: "Jane Doe", avatar_url: "" },
  app_metadata: { provider: "email" },
};

export interface AccountVector {
  name: string;
  form: string;
  input: Record<string, string>;
  fields: Record<string, string>;
}

/** The vectors of one form from testdata/validation/account.json, which the Go validators read too. */
export function accountVectors(form: string): AccountVector[] {
  const doc = JSON.parse(readFileSync(new URL("../../../testdata/validation/account.json", import.meta.url), "utf8"));
  return (doc.vectors as AccountVector[]).filter((v) => v.form === form);
}
