import { describe, expect, it } from "vitest";
import {
  addDays,
  byDay,
  dayLabel,
  dayOf,
  inputToIso,
  isDay,
  localInputValue,
  monthGrid,
  monthLabel,
  shiftDay,
  startOfWeek,
  viewRange,
  weekDays,
  weekLabel,
} from "./calendar";
import { highlightParts, splitList } from "./highlight";

// Fixed dates only: nothing here reads today's date or the machine's time zone.
describe("the calendar's days", () => {
  it("knows real days", () => {
    expect(isDay("2026-11-20")).toBe(true);
    expect(isDay("2026-02-29")).toBe(false);
    expect(isDay("2028-02-29")).toBe(true);
    expect(isDay("20-11-2026")).toBe(false);
    expect(isDay(null)).toBe(false);
  });

  it("starts weeks on Monday, across months and years", () => {
    expect(startOfWeek("2026-11-20")).toBe("2026-11-16");
    expect(startOfWeek("2026-11-16")).toBe("2026-11-16");
    expect(startOfWeek("2026-11-22")).toBe("2026-11-16");
    expect(weekDays("2027-01-01")).toEqual(["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02", "2027-01-03"]);
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30"); // over a daylight-saving change anywhere
  });

  it("lays a month out in whole weeks", () => {
    const nov = monthGrid("2026-11-20");
    expect(nov).toHaveLength(6); // 1 November 2026 is a Sunday; the 30th a Monday
    expect(nov[0]![0]).toBe("2026-10-26");
    expect(nov[0]![6]).toBe("2026-11-01");
    expect(nov[5]![0]).toBe("2026-11-30");
    expect(monthGrid("2021-02-10")).toHaveLength(4); // February 2021 starts on a Monday and has 28 days
  });

  it("moves by a week or a month, and keeps months whole", () => {
    expect(shiftDay("week", "2026-12-30", 1)).toBe("2027-01-06");
    expect(shiftDay("month", "2026-01-31", 1)).toBe("2026-02-01");
    expect(shiftDay("month", "2026-01-15", -1)).toBe("2025-12-01");
  });

  it("asks for the view's days with a day to spare on each side", () => {
    expect(viewRange("week", "2026-11-20")).toEqual({ from: "2026-11-15", to: "2026-11-24" });
    expect(viewRange("month", "2026-11-20")).toEqual({ from: "2026-10-25", to: "2026-12-08" });
  });

  it("puts an instant on the day of the given time zone", () => {
    const late = "2026-11-20T23:30:00Z";
    expect(dayOf(late, "UTC")).toBe("2026-11-20");
    expect(dayOf(late, "Europe/Berlin")).toBe("2026-11-21");
    expect(dayOf(late, "America/New_York")).toBe("2026-11-20");
    const posts = [
      { id: "b", scheduled_for: "2026-11-21T08:00:00Z" },
      { id: "a", scheduled_for: late },
      { id: "c", scheduled_for: null },
    ];
    expect([...byDay(posts, "Europe/Berlin")].map(([day, list]) => [day, list.map((p) => p.id)])).toEqual([["2026-11-21", ["a", "b"]]]);
    expect(byDay(posts, "UTC").get("2026-11-20")?.map((p) => p.id)).toEqual(["a"]);
  });

  it("says days, weeks and months in words", () => {
    expect(dayLabel("2026-11-16")).toBe("Mon 16 Nov");
    expect(monthLabel("2026-11-20")).toBe("November 2026");
    expect(weekLabel("2026-11-20")).toBe("16 Nov – 22 Nov 2026");
  });

  it("fills and reads the date-and-time input", () => {
    expect(localInputValue("2026-11-20T09:30:00Z", "Europe/Berlin")).toBe("2026-11-20T10:30");
    expect(localInputValue(null)).toBe("");
    expect(inputToIso("")).toBeNull();
    expect(inputToIso("not a time")).toBeNull();
    expect(inputToIso("2026-11-20T10:30")).toMatch(/^2026-11-2\dT\d{2}:30:00Z$/);
  });
});

describe("highlightParts", () => {
  it("marks banned words as whole words, whatever their case", () => {
    expect(highlightParts("A FREE check-up, carefree.", ["free"])).toEqual([
      { text: "A ", banned: false },
      { text: "FREE", banned: true },
      { text: " check-up, carefree.", banned: false },
    ]);
    expect(highlightParts("best ever (really)", ["best ever", "(really"])).toEqual([
      { text: "best ever", banned: true },
      { text: " ", banned: false },
      { text: "(really", banned: true },
      { text: ")", banned: false },
    ]);
    expect(highlightParts("nothing", [])).toEqual([{ text: "nothing", banned: false }]);
  });

  it("reads a comma- or line-separated list", () => {
    expect(splitList(" smile, teeth\nwhite ,, ")).toEqual(["smile", "teeth", "white"]);
  });
});
