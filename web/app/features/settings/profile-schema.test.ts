// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { firstFieldErrors } from "~/lib/validation";
import { profileSchema } from "./profile-schema";

interface Vector {
  name: string;
  form: string;
  input: Record<string, string>;
  fields: Record<string, string>;
}

// The same vectors the Go validators are tested against (internal/lexa).
const vectors: Vector[] = JSON.parse(
  readFileSync(new URL("../../../../testdata/validation/account.json", import.meta.url), "utf8"),
).vectors.filter((v: Vector) => v.form === "profile");

describe("profile schema against the shared vectors", () => {
  it("has vectors to check", () => {
    expect(vectors.length).toBeGreaterThan(1);
  });

  for (const v of vectors) {
    it(v.name, () => {
      const result = profileSchema.safeParse(v.input);
      expect(result.success ? {} : firstFieldErrors(result.error)).toEqual(v.fields);
    });
  }

  it("sends sanitised text", () => {
    expect(profileSchema.parse({ full_name: " <b>Jane</b> Doe ", company_name: " Acme ", phone: "" })).toEqual({
      full_name: "Jane Doe",
      company_name: "Acme",
      phone: "",
    });
  });
});
