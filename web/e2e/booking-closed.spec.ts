import type { APIRequestContext, Locator } from "@playwright/test";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";

// Closed dates in the demo booking (docs/api.md "GET /api/demo/slots"): the server is
// started with one weekday of the booking window in BOOKING_CLOSED_DATES (global-setup.ts),
// so the test holds on any day; a federal holiday that falls inside the window on the day
// of the run is checked too. The holiday rules themselves, for fixed years, are Go tests
// (internal/lexa/holidays_test.go, internal/app/booking_closed_test.go).

interface Day {
  date: string;
}

const details = {
  name: "Sam Rivera",
  email: "sam@example.com",
  company: "Rivera Plumbing",
  phone: "555-0142",
  timeSlot: "10:00",
};

async function offeredDates(request: APIRequestContext): Promise<string[]> {
  const res = await request.get("/api/demo/slots");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { days: Day[] }).days.map((d) => d.date);
}

/** The weekdays between the first and the last offered date that are not offered. */
function weekdayGaps(offered: string[]): string[] {
  const gaps: string[] = [];
  const day = new Date(`${offered[0]}T12:00:00Z`);
  const last = offered[offered.length - 1]!;
  for (; day.toISOString().slice(0, 10) < last; day.setUTCDate(day.getUTCDate() + 1)) {
    const date = day.toISOString().slice(0, 10);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6 && !offered.includes(date)) gaps.push(date);
  }
  return gaps;
}

async function refusal(request: APIRequestContext, date: string): Promise<string> {
  const res = await request.post("/api/demo/bookings", { data: { ...details, email: `closed-${Date.now()}@example.com`, date } });
  expect(res.status()).toBe(400);
  return (await res.json()).error.fields.date;
}

test("a closed date, and any federal holiday in the window, is neither offered nor bookable", async ({ request }) => {
  const closed = process.env.LEXA_CLOSED_DATE!;
  const offered = await offeredDates(request);
  expect(offered).not.toContain(closed);
  const gaps = weekdayGaps(offered);
  expect(gaps).toContain(closed);
  expect(await refusal(request, closed)).toBe("We are closed on that date. Please choose another date");
  // Every other weekday missing from the list is a federal holiday, refused by its name.
  for (const holiday of gaps.filter((d) => d !== closed)) {
    expect(await refusal(request, holiday)).toMatch(/^We are closed on [A-Z][^.]+\. Please choose another date$/);
  }
});

async function fillDetails(dialog: Locator) {
  await dialog.getByLabel(/^Full name/).fill("Sam Rivera");
  await dialog.getByLabel(/^Business email/).fill(`layout-${Date.now()}@example.com`);
  await dialog.getByLabel(/^Company name/).fill("Rivera Plumbing");
  await dialog.getByLabel(/^Phone/).fill("555-0142");
}

test("the dialog keeps one height, its buttons on screen, and offers no closed date", { tag: "@phone" }, async ({ page }) => {
  test.slow();
  await page.goto("/");
  await waitForHydration(page);
  await page.locator("section[aria-labelledby=hero-heading]").getByRole("button", { name: "Schedule Live Demo" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Schedule Your Live Demo" })).toBeVisible();
  // 'Continue' is on screen before any scrolling, at 390 × 844 as on a desktop.
  await expect(dialog.getByRole("button", { name: "Continue" })).toBeInViewport({ ratio: 1 });
  const stepOneHeight = (await dialog.boundingBox())!.height;
  await expectAccessible(page);

  await fillDetails(dialog);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("heading", { name: "Pick a Date and Time" })).toBeVisible();
  await expect(dialog.locator("button[data-date]").first()).toBeVisible();
  expect((await dialog.boundingBox())!.height).toBe(stepOneHeight);
  await expect(dialog.locator(`button[data-date="${process.env.LEXA_CLOSED_DATE}"]`)).toHaveCount(0);
  await dialog.locator("button[data-date]:enabled").first().click();
  await expect(dialog.locator("button[data-slot]").first()).toBeVisible();
  expect((await dialog.boundingBox())!.height).toBe(stepOneHeight);
  await expect(dialog.getByRole("button", { name: "Schedule Demo" })).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole("button", { name: "Back" })).toBeInViewport({ ratio: 1 });
  await expectAccessible(page);
});
