import { describe, expect, it } from "vitest";
import { isCurrentPage } from "./current-page";

describe("isCurrentPage", () => {
  it("marks the entry of the path shown, with or without a trailing slash", () => {
    expect(isCurrentPage("/analytics", "/analytics")).toBe(true);
    expect(isCurrentPage("/analytics/", "/analytics")).toBe(true);
    expect(isCurrentPage("/dashboard/services/s1", "/dashboard/services/s1")).toBe(true);
  });

  it("does not mark the dashboard on a workspace, nor one service on another's", () => {
    expect(isCurrentPage("/dashboard/services/s1", "/dashboard")).toBe(false);
    expect(isCurrentPage("/dashboard/services/s10", "/dashboard/services/s1")).toBe(false);
    expect(isCurrentPage("/settings", "/analytics")).toBe(false);
  });
});
