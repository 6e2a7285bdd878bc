// @vitest-environment node
import { describe, expect, it } from "vitest";
import { parseHourlyCost } from "./hourly-cost";

describe("parseHourlyCost", () => {
  it.each([
    ["25", 25],
    ["0", 0],
    ["37.5", 37.5],
    ["22.75", 22.75],
    ["10000", 10000],
    [" 40 ", 40],
  ])("reads %s as %d", (text, value) => expect(parseHourlyCost(text)).toBe(value));

  it.each(["", "-1", "10000.01", "1.234", "abc", "1e3", "007", "99999"])("refuses %j", (text) => expect(parseHourlyCost(text)).toBeNull());
});
