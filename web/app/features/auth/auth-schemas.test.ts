// @vitest-environment node
import { describe, expect, it } from "vitest";
import { accountVectors } from "~/test/fixtures";
import { firstFieldErrors, firstIssueMessage } from "~/lib/validation";
import { emailOnlySchema, newPasswordSchema, signInSchema, signUpSchema } from "./auth-schemas";


const schemas = { signup: signUpSchema, signin: signInSchema } as const;

describe("account schemas against the shared vectors", () => {
  for (const form of ["signup", "signin"] as const) {
    const mine = accountVectors(form);
    it(`has ${form} vectors to check`, () => {
      expect(mine.length).toBeGreaterThan(1);
    });
    for (const v of mine) {
      it(v.name, () => {
        const result = schemas[form].safeParse(v.input);
        expect(result.success ? {} : firstFieldErrors(result.error)).toEqual(v.fields);
      });
    }
  }
});

describe("sign-up", () => {
  it("trims the name and the address it sends", () => {
    expect(signUpSchema.parse({ fullName: " Jane ", email: " jane@example.com ", password: "secret" })).toEqual({
      fullName: "Jane",
      email: "jane@example.com",
      password: "secret",
    });
  });

  it("reports the first field on screen first (Full Name, Email, Password)", () => {
    const result = signUpSchema.safeParse({ fullName: "", email: "", password: "" });
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssueMessage(result.error)).toBe("Name must be at least 2 characters");
  });
});

describe("address-only and new-password forms", () => {
  it("check the address like sign-in", () => {
    const result = emailOnlySchema.safeParse({ email: "nope" });
    expect(result.success ? "" : firstIssueMessage(result.error)).toBe("Invalid email address");
  });

  it("apply the sign-up password rules", () => {
    const result = newPasswordSchema.safeParse({ password: "12345" });
    expect(result.success ? "" : firstIssueMessage(result.error)).toBe("Password must be at least 6 characters");
    expect(newPasswordSchema.safeParse({ password: "123456" }).success).toBe(true);
  });
});
