import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import type { Locator, Page, TestInfo } from "@playwright/test";
import {
  addDays,
  dayAt,
  weekStart,
  wallTimeToInstant,
} from "../app/features/workspace/voice/calendar/calendar-time";
import { confirmedAccount, toast } from "./account-helpers";
import { expect, expectAccessible, test } from "./fixtures";
import {
  expectNoSidewaysScroll,
  openActiveService,
  subscribeToEnterprise,
} from "./workspace-helpers";

// The appointment book in the voice workspace (issue 30; docs/api.md "The appointment
// book"): the profile's booking mode and closed dates survive a save and a reload; an
// empty week says how appointments arrive; next week, seeded appointments show on the
// business's clock; one is confirmed, one cancelled after the confirm step, and moves the
// server refuses (409 a taken time, 400 a closed date) show its message; on a phone the
// week is a list of the days that have appointments.
//
// A patient books on the public link in a browser of their own, and the booking is in the
// owner's book, confirmed, from the public link.
//
// Seeding: the week's spread of sources and states (a request, a confirmed one, from the
// phone, the web and the console) is written straight into the run's SQLite database, the one
// global-setup.ts started lexa on and exports as LEXA_DATABASE_URL for tests that open it
// (as e2e/admin.spec.ts does with `lexa admin`). The database's own triggers hold each
// appointment's minutes, so the rule that two appointments never overlap applies to these
// rows as to any. Nothing is added to the server.

const zone = "America/New_York";

interface Seed {
  day: string;
  time: string;
  minutes: number;
  caller: string;
  phone: string;
  notes: string;
  source: "phone" | "web" | "console";
  status: "requested" | "confirmed" | "cancelled";
}

/** SQLite's text for an instant, as the server writes it (_time_format=sqlite). */
const sqliteTime = (instant: string) =>
  new Date(instant)
    .toISOString()
    .replace("T", " ")
    .replace(/\.\d{3}Z$/, "+00:00");
const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** Writes appointments into one service's book, as the receptionist's BookAppointment would. */
function seedAppointments(serviceId: string, service: string, seeds: Seed[]) {
  const url = process.env.LEXA_DATABASE_URL ?? "";
  expect(url, "global-setup.ts exports the run's SQLite database").toMatch(
    /^sqlite:/,
  );
  const now = sqliteTime(new Date().toISOString());
  const rows = seeds.map((s) => {
    const start = wallTimeToInstant(`${s.day}T${s.time}`, zone);
    if (!start) throw new Error(`no such time ${s.day} ${s.time} in ${zone}`);
    const end = new Date(
      new Date(start).getTime() + s.minutes * 60_000,
    ).toISOString();
    const values = [
      quote(randomUUID()),
      `(SELECT user_id FROM services WHERE id = ${quote(serviceId)})`,
      ...[
        serviceId,
        service,
        sqliteTime(start),
        sqliteTime(end),
        s.caller,
        s.phone,
        s.notes,
        s.source,
        s.status,
        now,
        now,
      ].map(quote),
    ];
    return `INSERT INTO appointments (id, user_id, service_id, service_name, start_at, end_at, caller_name, phone, notes, source, status, created_at, updated_at) VALUES (${values.join(", ")});`;
  });
  try {
    execFileSync("sqlite3", [url.replace(/^sqlite:/, "")], {
      input: `.timeout 10000\n.bail on\n${rows.join("\n")}\n`,
    });
  } catch (err) {
    const missing = (err as NodeJS.ErrnoException).code === "ENOENT";
    throw new Error(
      missing
        ? "seeding the book needs the sqlite3 command (Debian package sqlite3)"
        : `seeding the book failed: ${String(err)}`,
    );
  }
}

/** The business's days of next week, Monday first. */
function nextWeek(): string[] {
  const monday = addDays(weekStart(dayAt(new Date(), zone)), 7);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

const longDay = (day: string) =>
  new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));

/** A profile open Monday to Friday 08:00–18:00 in New York, through the API. */
async function saveProfileByApi(
  page: Page,
  serviceId: string,
  closedDates: string[] = [],
  mode: "request" | "confirm" = "request",
) {
  const weekday = [{ open: "08:00", close: "18:00" }];
  const res = await page.request.put(
    `/api/services/${serviceId}/receptionist`,
    {
      data: {
        id: "receptionist",
        name: "Brightsmile Dental",
        kind: "Dental clinic",
        greeting: "Thanks for calling Brightsmile Dental!",
        tone: "friendly",
        timezone: zone,
        address: "1 Elm Street",
        phone: "(555) 010-2000",
        hours: {
          monday: weekday,
          tuesday: weekday,
          wednesday: weekday,
          thursday: weekday,
          friday: weekday,
          saturday: [],
          sunday: [],
        },
        services: [
          {
            name: "Cleaning",
            keywords: ["cleaning"],
            price_cents: 9000,
            duration_minutes: 60,
          },
        ],
        faq: [],
        booking: {
          lead_time_hours: 2,
          slot_minutes: 30,
          collect: ["name", "phone"],
          mode,
          closed_dates: closedDates,
        },
        emergency: {
          triggers: [{ any: ["swelling"] }],
          message: "Call the emergency line.",
          phone: "(555) 010-2999",
        },
      },
    },
  );
  expect(res.status()).toBe(200);
}

const device = (page: Page) =>
  page.viewportSize()!.width < 600 ? "phone" : "desktop";
/** A screenshot to look at: the book itself, or the window while a dialog is open. */
const shoot = (
  page: Page,
  info: TestInfo,
  name: string,
  what: Locator | Page = page,
) => what.screenshot({ path: info.outputPath(`${name}-${device(page)}.png`) });

test.describe("appointment book", () => {
  test(
    "a booking made on the public link is in the book",
    { tag: "@phone" },
    async ({ page, context }) => {
      test.setTimeout(90_000);
      await confirmedAccount(page, "appointments-public", "Dana Brooks");
      await subscribeToEnterprise(page);
      const main = await openActiveService(page, "voice-ai", "Front desk");
      const id = page.url().split("/").at(-1)!;
      await saveProfileByApi(page, id, [], "confirm");
      await page.reload();

      // The owner opens a public link; a patient books on it, in a browser of their own.
      const links = main.getByRole("region", { name: "Public link" });
      await links.getByRole("button", { name: "Create a public link" }).click();
      const href = await links.getByTestId("public-link").getAttribute("href");
      expect(href).toMatch(/\/r\/[A-Za-z0-9_-]+$/);
      const wednesday = nextWeek()[2]!;
      const date = new Intl.DateTimeFormat("en-US", {
        month: "long",
        day: "numeric",
        timeZone: "UTC",
      }).format(new Date(`${wednesday}T12:00:00Z`));
      const patient = await context.browser()!.newPage();
      await patient.goto(href!);
      const replies = patient.locator("#log li.assistant");
      const say = async (text: string) => {
        const before = await replies.count(); // the greeting is one
        await patient.locator("#message").fill(text);
        await patient.locator("#message").press("Enter");
        await expect(replies).toHaveCount(before + 1);
        await expect(patient.locator("#ask button")).toBeEnabled(); // the reply has streamed to its end
        await expect(patient.locator("#status")).toHaveText("");
      };
      await say(`I'd like to book a cleaning on ${date} at 10 am`);
      await say("Sam Ortiz, 555-014-7788");
      await expect(replies.last()).toContainText("You're all set, Sam Ortiz");
      await patient.close();

      // In the owner's book, next week: confirmed, from the web.
      const book = main.getByRole("region", { name: "Appointments" });
      await book.getByRole("button", { name: "Next week" }).click();
      const sam = book.getByRole("listitem", {
        name: `Sam Ortiz at 10:00 AM on ${longDay(wednesday)}`,
      });
      await expect(sam).toContainText("Cleaning");
      await expect(sam).toContainText("Source: Public link");
      await expect(sam).toContainText("Confirmed");
      await expectAccessible(page);
    },
  );

  test("booking mode and closed dates persist, the week's book is confirmed, cancelled and moved", async ({
    page,
  }, info) => {
    test.setTimeout(180_000);
    await confirmedAccount(page, "appointments", "Dana Brooks");
    await subscribeToEnterprise(page);
    const main = await openActiveService(page, "voice-ai", "Front desk");
    const id = page.url().split("/").at(-1)!;
    const week = nextWeek();
    const [, tuesday, wednesday, thursday, friday] = week as [
      string,
      string,
      string,
      string,
      string,
    ];

    // Empty, the book says how appointments arrive.
    const book = main.getByRole("region", { name: "Appointments" });
    await expect(book.getByText("No appointments this week.")).toBeVisible();
    await expect(
      book.getByText(
        /Appointments arrive when your receptionist books a caller/,
      ),
    ).toBeVisible();

    // The profile, saved whole through the API as a request book; then, in the form, "Book
    // straight in" and a closed date (next Friday), saved and still there after a reload.
    await saveProfileByApi(page, id);
    await page.reload();
    const profile = main.getByRole("region", { name: "Business profile" });
    await expect(
      profile.getByRole("radio", {
        name: "Take a request, the office confirms",
      }),
    ).toBeChecked();
    await profile.getByRole("radio", { name: "Book straight in" }).check();
    await profile.getByLabel(/^Closed date to add/).fill(friday);
    await profile.getByRole("button", { name: "Add closed date" }).click();
    await profile.getByLabel(/^Closed date to add/).fill(friday);
    await profile.getByRole("button", { name: "Add closed date" }).click();
    await expect(profile.getByText("Each date at most once")).toBeVisible();
    await profile.getByRole("button", { name: "Save profile" }).click();
    await expect(toast(page, "Profile saved.")).toBeVisible();
    await page.reload();
    await expect(
      profile.getByRole("radio", { name: "Book straight in" }),
    ).toBeChecked();
    await expect(
      profile.getByRole("list", { name: "Closed dates" }),
    ).toContainText(friday);
    const saved = await (
      await page.request.get(`/api/services/${id}/receptionist`)
    ).json();
    expect(saved.profile.booking).toMatchObject({
      mode: "confirm",
      closed_dates: [friday],
      lead_time_hours: 2,
      collect: ["name", "phone"],
    });
    expect(saved.profile.services[0].name).toBe("Cleaning");
    await expectAccessible(page);

    // Next week's book.
    seedAppointments(id, "Cleaning", [
      {
        day: tuesday,
        time: "09:00",
        minutes: 60,
        caller: "Maria Lopez",
        phone: "+1 555 010 2030",
        notes: "First visit",
        source: "phone",
        status: "requested",
      },
      {
        day: tuesday,
        time: "11:00",
        minutes: 60,
        caller: "Ken Adams",
        phone: "+1 555 010 4455",
        notes: "",
        source: "web",
        status: "requested",
      },
      {
        day: thursday,
        time: "14:00",
        minutes: 60,
        caller: "Ana Silva",
        phone: "+1 555 010 7788",
        notes: "Sensitive teeth",
        source: "console",
        status: "confirmed",
      },
    ]);
    await book.getByRole("button", { name: "Next week" }).click();
    await expect(book.getByTestId("calendar-range")).toHaveText(
      new RegExp(
        `^${new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" }).format(new Date(`${week[0]}T12:00:00Z`))} `,
      ),
    );
    await expect(book.getByTestId("calendar-day")).toHaveCount(7);
    const maria = book.getByRole("listitem", {
      name: `Maria Lopez at 9:00 AM on ${longDay(tuesday)}`,
    });
    await expect(maria).toContainText("9:00 AM – 10:00 AM");
    await expect(maria).toContainText("Cleaning");
    await expect(maria).toContainText("+1 555 010 2030");
    await expect(maria).toContainText("First visit");
    await expect(maria).toContainText("Source: Phone");
    await expect(maria).toContainText("Requested");
    await expect(
      book.getByRole("region", {
        name: new RegExp(`^${longDay(thursday).slice(0, 3)}`),
      }),
    ).toContainText("Ana Silva");
    await shoot(page, info, "appointments-week", book);
    await expectAccessible(page);

    // Confirm one.
    await maria.getByRole("button", { name: /^Confirm Maria Lopez/ }).click();
    await expect(toast(page, "Appointment confirmed.")).toBeVisible();
    await expect(maria).toContainText("Confirmed");
    await expect(maria.getByRole("button", { name: /^Confirm/ })).toHaveCount(
      0,
    );

    // Cancel one, after the confirm step (Escape keeps it).
    const ana = book.getByRole("listitem", { name: /^Ana Silva/ });
    const cancelAna = ana.getByRole("button", { name: /^Cancel Ana Silva/ });
    await cancelAna.click();
    let dialog = page.getByRole("dialog", { name: "Cancel this appointment?" });
    await expect(dialog.getByRole("button", { name: "Keep it" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(cancelAna).toBeFocused();
    await expect(ana).toContainText("Confirmed");
    await cancelAna.click();
    await dialog.getByRole("button", { name: "Cancel appointment" }).click();
    await expect(toast(page, "Appointment cancelled.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(ana).toContainText("Cancelled");
    await expect(ana.getByRole("button")).toHaveCount(0);

    // Moves the server refuses: onto Maria's time (409), onto the closed Friday (400).
    const ken = book.getByRole("listitem", { name: /^Ken Adams/ });
    await ken.getByRole("button", { name: /^Move Ken Adams/ }).click();
    dialog = page.getByRole("dialog", { name: "Move this appointment" });
    const start = dialog.getByLabel(/^New start/);
    await expect(start).toHaveValue(`${tuesday}T11:00`);
    await start.fill(`${tuesday}T09:30`);
    await dialog.getByRole("button", { name: "Move appointment" }).click();
    await expect(
      dialog.getByText("That time is already taken by another appointment."),
    ).toBeVisible();
    await start.fill(`${friday}T10:00`);
    await dialog.getByRole("button", { name: "Move appointment" }).click();
    await expect(
      dialog.getByText(/^The business is closed on Friday/),
    ).toBeVisible();
    await expectAccessible(page);
    await shoot(page, info, "appointments-move-refused");

    // A move it allows: Ken to Wednesday 10:00, shown under Wednesday.
    await start.fill(`${wednesday}T10:00`);
    await dialog.getByRole("button", { name: "Move appointment" }).click();
    await expect(toast(page, "Appointment moved.")).toBeVisible();
    await expect(
      book.getByRole("listitem", {
        name: `Ken Adams at 10:00 AM on ${longDay(wednesday)}`,
      }),
    ).toBeVisible();

    // The day view shows one day; the server's book agrees with the page.
    await book.getByRole("button", { name: "Day", exact: true }).click();
    await expect(
      book.getByRole("button", { name: "Day", exact: true }),
    ).toHaveAttribute("aria-pressed", "true");
    const listed = await (
      await page.request.get(
        `/api/services/${id}/appointments?from=${week[0]}&to=${week[6]}`,
      )
    ).json();
    const byCaller = Object.fromEntries(
      listed.appointments.map(
        (a: { caller_name: string; status: string; start: string }) => [
          a.caller_name,
          a,
        ],
      ),
    );
    expect(byCaller["Maria Lopez"].status).toBe("confirmed");
    expect(byCaller["Ana Silva"].status).toBe("cancelled");
    expect(byCaller["Ken Adams"].start).toBe(
      wallTimeToInstant(`${wednesday}T10:00`, zone),
    );
  });

  test(
    "on a phone the week is a list of the days with appointments",
    { tag: "@phone" },
    async ({ page }, info) => {
      test.setTimeout(90_000);
      await confirmedAccount(page, "appointments-phone", "Lee Park");
      await subscribeToEnterprise(page);
      const main = await openActiveService(page, "voice-ai", "Front desk");
      const id = page.url().split("/").at(-1)!;
      await saveProfileByApi(page, id);
      const week = nextWeek();
      seedAppointments(id, "Cleaning", [
        {
          day: week[0]!,
          time: "08:30",
          minutes: 60,
          caller: "Maria Lopez",
          phone: "+1 555 010 2030",
          notes: "Prefers mornings; allergic to latex",
          source: "phone",
          status: "requested",
        },
        {
          day: week[3]!,
          time: "16:00",
          minutes: 60,
          caller: "Ken Adams",
          phone: "+1 555 010 4455",
          notes: "",
          source: "web",
          status: "confirmed",
        },
      ]);
      await page.reload();
      const book = main.getByRole("region", { name: "Appointments" });
      await book.getByRole("button", { name: "Next week" }).click();
      const days = book.getByTestId("calendar-day");
      await expect(
        book.getByRole("listitem", { name: /^Maria Lopez at 8:30 AM/ }),
      ).toBeVisible();
      await expect(
        book.getByRole("listitem", { name: /^Ken Adams at 4:00 PM/ }),
      ).toBeVisible();
      if (device(page) === "phone") {
        // Only the two days with appointments, one under the other.
        await expect(days.filter({ visible: true })).toHaveCount(2);
        const [first, second] = [
          await days.filter({ visible: true }).nth(0).boundingBox(),
          await days.filter({ visible: true }).nth(1).boundingBox(),
        ];
        expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
        await expectNoSidewaysScroll(page);
      } else {
        await expect(days.filter({ visible: true })).toHaveCount(7);
      }
      await shoot(page, info, "appointments-list", book);
      await expectAccessible(page);

      // The phone's controls work the same: confirm from the list.
      await book.getByRole("button", { name: /^Confirm Maria Lopez/ }).click();
      await expect(
        book.getByRole("listitem", { name: /^Maria Lopez/ }),
      ).toContainText("Confirmed");
    },
  );
});
