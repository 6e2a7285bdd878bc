import { describe, expect, it } from "vitest";
import {
  addDays,
  dayAt,
  groupByDay,
  instantToWallTime,
  offsetMinutes,
  rangeLabel,
  stepView,
  timeLabel,
  viewDays,
  wallTimeToInstant,
  weekStart,
} from "./calendar-time";

const ny = "America/New_York";
const berlin = "Europe/Berlin";

describe("calendar time", () => {
  it("names the business's day, not the browser's", () => {
    // 03:30 UTC on March 10 is still March 9 in New York and already March 10 in Berlin.
    expect(dayAt("2026-03-10T03:30:00Z", ny)).toBe("2026-03-09");
    expect(dayAt("2026-03-10T03:30:00Z", berlin)).toBe("2026-03-10");
    expect(timeLabel("2026-03-09T09:00:00-04:00", ny)).toBe("9:00 AM");
    expect(timeLabel("2026-03-09T09:00:00-04:00", berlin)).toBe("2:00 PM");
  });

  it("counts days and weeks from Monday across month, year and clock changes", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(addDays("2026-03-07", 2)).toBe("2026-03-09"); // over New York's change
    expect(weekStart("2026-03-08")).toBe("2026-03-02"); // a Sunday belongs to the week before
    expect(weekStart("2026-03-09")).toBe("2026-03-09");
    expect(viewDays("week", "2026-03-11")).toEqual(["2026-03-09", "2026-03-10", "2026-03-11", "2026-03-12", "2026-03-13", "2026-03-14", "2026-03-15"]);
    expect(viewDays("day", "2026-03-11")).toEqual(["2026-03-11"]);
    expect(stepView("week", "2026-03-11", 1)).toBe("2026-03-18");
    expect(stepView("day", "2026-03-01", -1)).toBe("2026-02-28");
    expect(rangeLabel(viewDays("week", "2026-03-11"))).toBe("March 9 – 15, 2026");
    expect(rangeLabel(["2026-03-09"])).toBe("Monday, March 9, 2026");
  });

  it("writes a wall-clock time with the offset of its own day", () => {
    expect(wallTimeToInstant("2026-03-06T09:00", ny)).toBe("2026-03-06T09:00:00-05:00");
    expect(wallTimeToInstant("2026-03-09T09:00", ny)).toBe("2026-03-09T09:00:00-04:00");
    expect(wallTimeToInstant("2026-03-27T09:00", berlin)).toBe("2026-03-27T09:00:00+01:00");
    expect(wallTimeToInstant("2026-03-30T09:00", berlin)).toBe("2026-03-30T09:00:00+02:00");
    expect(wallTimeToInstant("2026-07-01T09:30", "Asia/Kolkata")).toBe("2026-07-01T09:30:00+05:30");
    expect(wallTimeToInstant("2026-07-01T09:30", "UTC")).toBe("2026-07-01T09:30:00+00:00");
    expect(wallTimeToInstant("not a time", ny)).toBeNull();
  });

  it("has no instant for a time the clocks skip and takes the first of a time they repeat", () => {
    expect(wallTimeToInstant("2026-03-08T02:30", ny)).toBeNull();
    expect(wallTimeToInstant("2026-03-29T02:30", berlin)).toBeNull();
    expect(wallTimeToInstant("2026-11-01T01:30", ny)).toBe("2026-11-01T01:30:00-04:00");
    expect(wallTimeToInstant("2026-10-25T02:30", berlin)).toBe("2026-10-25T02:30:00+02:00");
    expect(offsetMinutes(new Date("2026-11-01T06:30:00Z"), ny)).toBe(-300);
  });

  it("shows an instant in a datetime input on the business's clock and back", () => {
    expect(instantToWallTime("2026-03-09T13:00:00Z", ny)).toBe("2026-03-09T09:00");
    expect(instantToWallTime("2026-03-09T13:00:00Z", berlin)).toBe("2026-03-09T14:00");
    expect(wallTimeToInstant(instantToWallTime("2026-11-02T14:30:00Z", ny), ny)).toBe("2026-11-02T09:30:00-05:00");
  });

  it("groups appointments by the day they start on the business's calendar", () => {
    const items = [{ start: "2026-03-09T23:30:00-04:00" }, { start: "2026-03-10T09:00:00-04:00" }, { start: "2026-03-10T10:00:00-04:00" }];
    const ny1 = groupByDay(items, ny);
    expect([...ny1.keys()]).toEqual(["2026-03-09", "2026-03-10"]);
    expect(ny1.get("2026-03-10")).toHaveLength(2);
    expect([...groupByDay(items, berlin).keys()]).toEqual(["2026-03-10"]);
  });
});
