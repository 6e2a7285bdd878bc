// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { firstFieldErrors } from "~/lib/validation";
import { documentsExportUrl } from "../shared/documents/api/paths";
import { exportCodeParams, exportCodesSchema } from "./export-codes";

interface Vector {
  name: string;
  input: Record<string, string>;
  fields: Record<string, string>;
}

// The same vectors the server's check is tested against (internal/lexa).
const vectors: Vector[] = JSON.parse(
  readFileSync(new URL("../../../../../testdata/validation/export-codes.json", import.meta.url), "utf8"),
).vectors;

describe("export codes against the shared vectors", () => {
  it("has vectors to check", () => {
    expect(vectors.length).toBeGreaterThan(1);
  });
  for (const v of vectors) {
    it(v.name, () => {
      const result = exportCodesSchema.safeParse(v.input);
      expect(result.success ? {} : firstFieldErrors(result.error)).toEqual(v.fields);
    });
  }
  it("trims, as the server does", () => {
    expect(exportCodesSchema.parse({ account_code: " 6100 ", tax_type: "  " })).toEqual({ account_code: "6100", tax_type: "" });
  });
});

describe("the export's address", () => {
  it("carries the filters, the format and only the codes that are set, to the accounting formats only", () => {
    const codes = exportCodeParams({ account_code: "6100", tax_type: "" });
    expect(documentsExportUrl("s2", { review: "approved", vendor: "" }, "xero", codes)).toBe(
      "/api/services/s2/documents/export.csv?review=approved&format=xero&account_code=6100",
    );
    expect(documentsExportUrl("s2", {}, "quickbooks", exportCodeParams({ account_code: "Office Supplies", tax_type: "20% (VAT)" }))).toBe(
      "/api/services/s2/documents/export.csv?format=quickbooks&account_code=Office+Supplies&tax_type=20%25+%28VAT%29",
    );
    expect(documentsExportUrl("s2", { vendor: "glob" }, "", codes)).toBe("/api/services/s2/documents/export.csv?vendor=glob");
    expect(documentsExportUrl("s2", {})).toBe("/api/services/s2/documents/export.csv");
  });
});
