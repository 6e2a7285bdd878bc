// @vitest-environment node
import { describe, expect, it } from "vitest";
import { accountVectors } from "~/test/fixtures";
import { firstFieldErrors } from "~/lib/validation";
import { profileSchema } from "./profile-schema";

// The same vectors the Go validators are tested against (internal/lexa).
const vectors = accountVectors("profile");

describe("profile schema against the shared vectors", () => {
  it("has vectors to check", () => {
    expect(vectors.length).toBeGreaterThan(1);
  });

  for (const v of vectors) {
    it(v.name, () => {
      const result = profileSchema.safeParse(v.input);
      expect(result.success ? {} : firstFieldErrors(result.error)).toEqual(
        v.fields,
      );
    });
  }

  it("sends sanitised text", () => {
    expect(
      profileSchema.parse({
        full_name: " <b>Jane</b> Doe ",
        company_name: " Acme ",
        phone: "",
      }),
    ).toEqual({
      full_name: "Jane Doe",
      company_name: "Acme",
      phone: "",
    });
  });
});
