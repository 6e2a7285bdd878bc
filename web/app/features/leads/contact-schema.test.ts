// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contactRequired, emptyContact } from "./contact-fields";
import { contactSchema, demoDetailsSchema, firstFieldErrors, sanitize, type ContactInput } from "./contact-schema";

interface Vector {
  name: string;
  input: Record<string, string>;
  fields: Record<string, string>;
  sanitized?: Record<string, string>;
}

// The same vectors the Go validator is tested against (internal/lexa).
const vectors: Vector[] = JSON.parse(
  readFileSync(new URL("../../../../testdata/validation/contact.json", import.meta.url), "utf8"),
).vectors;

describe("contact schema against the shared vectors", () => {
  it("has vectors to check", () => {
    expect(vectors.length).toBeGreaterThan(10);
  });

  for (const v of vectors) {
    it(v.name, () => {
      const result = contactSchema.safeParse(v.input);
      const got = result.success ? {} : firstFieldErrors(result.error);
      expect(got).toEqual(v.fields);
      if (v.sanitized) {
        expect(result.success).toBe(true);
        for (const [field, want] of Object.entries(v.sanitized)) {
          expect(result.data?.[field as keyof typeof result.data], field).toBe(want);
        }
      }
    });
  }
});

describe("sanitize", () => {
  it("removes script blocks across lines before tags, then trims", () => {
    expect(sanitize("  a<script>\nx()\n</script>b <em>c</em> ")).toBe("ab c");
  });
  it("leaves text without markup alone", () => {
    expect(sanitize("Tom & Jerry > 3")).toBe("Tom & Jerry > 3");
  });
});

describe("demo details schema", () => {
  const valid = { name: "Jane Doe", email: "jane@example.com", company: "Acme", phone: "555-0100", employees: "", message: "" };

  it("accepts the four required details alone", () => {
    expect(demoDetailsSchema.safeParse(valid).success).toBe(true);
  });

  it("requires company and phone with the server's messages", () => {
    const result = demoDetailsSchema.safeParse({ ...valid, company: " ", phone: "<b></b>" });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(firstFieldErrors(result.error)).toEqual({ company: "Company name is required", phone: "Phone number is required" });
    }
  });

  it("takes only the listed company sizes", () => {
    expect(demoDetailsSchema.safeParse({ ...valid, employees: "51-200" }).success).toBe(true);
    expect(demoDetailsSchema.safeParse({ ...valid, employees: "lots" }).success).toBe(false);
  });
});

describe("contactRequired", () => {
  it("is what an empty message fails on, the server's rule: name, e-mail and message, not company", () => {
    expect([...contactRequired]).toEqual(["name", "email", "message"]);
  });

  it("is exactly what the schema fails an empty form on, for the same fields", () => {
    // Both ways, so a field added to one file and not the other fails the typecheck.
    const asInput: ContactInput = emptyContact;
    const asEmpty: typeof emptyContact = asInput;
    expect(Object.keys(asEmpty)).toEqual(Object.keys(contactSchema.shape));
    const result = contactSchema.safeParse(emptyContact);
    expect(result.success).toBe(false);
    expect(new Set(Object.keys(firstFieldErrors(result.error!)))).toEqual(contactRequired);
  });
});
