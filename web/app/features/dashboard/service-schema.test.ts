// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { serviceTypeName } from "~/lib/service-types";
import { firstFieldErrors } from "~/lib/validation";
import { newServiceSchema } from "./service-schema";
import { serviceTypeOptions } from "./service-types";

interface Vector {
  name: string;
  input: Record<string, string>;
  fields: Record<string, string>;
}

// The same vectors the Go validator is tested against (internal/lexa).
const vectors: Vector[] = JSON.parse(
  readFileSync(new URL("../../../../testdata/validation/service.json", import.meta.url), "utf8"),
).vectors;

describe("Add Service schema against the shared vectors", () => {
  it("has vectors to check", () => {
    expect(vectors.length).toBeGreaterThan(1);
  });

  for (const v of vectors) {
    it(v.name, () => {
      const result = newServiceSchema.safeParse(v.input);
      expect(result.success ? {} : firstFieldErrors(result.error)).toEqual(v.fields);
    });
  }

  it("sends the sanitised name", () => {
    expect(newServiceSchema.parse({ service_type: "payroll", service_name: "  <b>Payroll</b> run " })).toEqual({
      service_type: "payroll",
      service_name: "Payroll run",
    });
  });
});

describe("service types", () => {
  it("offers the spec's five types, in its order", () => {
    expect(serviceTypeOptions.map((o) => o.value)).toEqual(["voice-ai", "recruitment", "payroll", "call-center", "content-marketing"]);
  });

  it("labels each type with the table's name, the one the portal shows everywhere", () => {
    expect(serviceTypeOptions.map((o) => o.label)).toEqual([
      "Voice AI Receptionists",
      "AI Recruitment System",
      "Payroll Automation",
      "Call Center & Lead Management",
      "Content Marketing AI",
    ]);
  });

  it("names a type by the table, an unknown one as it is", () => {
    expect(serviceTypeName("voice-ai")).toBe("Voice AI Receptionists");
    expect(serviceTypeName("call-center")).toBe("Call Center & Lead Management");
    expect(serviceTypeName("telepathy")).toBe("telepathy");
  });
});
