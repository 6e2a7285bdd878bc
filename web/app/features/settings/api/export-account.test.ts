// @vitest-environment node
import { describe, expect, it } from "vitest";
import { attachmentName } from "./export-account";

describe("attachmentName", () => {
  it("reads the export's file name", () => {
    expect(
      attachmentName('attachment; filename="lexa-account-2026-11-23.json"'),
    ).toBe("lexa-account-2026-11-23.json");
    expect(attachmentName("attachment; filename=plain.json")).toBe(
      "plain.json",
    );
    expect(attachmentName("attachment")).toBeNull();
    expect(attachmentName(null)).toBeNull();
  });
});
