import type { Locator, Page } from "@playwright/test";
import { confirmedAccount, toast } from "./account-helpers";
import { twilioAccount, twilioNumberFor } from "./twilio";
import { expect, expectAccessible, test } from "./fixtures";
import {
  expectNoSidewaysScroll,
  openActiveService,
  subscribeToEnterprise,
} from "./workspace-helpers";

// The voice receptionist's workspace end to end (docs/api.md "Voice receptionist"): an
// Enterprise subscriber configures their receptionist, talks to it in the test console
// (hours, then an emergency), and sees a call their phone system posts with the API key
// appear in the call log without a reload, then opens its transcript. "Call your
// receptionist" runs the phone line's flow without Twilio; a number is connected against
// the stand-in for Twilio's REST API (tools/twiliostand, started by e2e/global-setup.ts).

/** Opening hours of one day: adds the span and fills it. */
async function openOn(
  profile: Locator,
  day: string,
  open: string,
  close: string,
) {
  await profile.getByRole("button", { name: `Add hours on ${day}` }).click();
  await profile.getByLabel(new RegExp(`^${day} opens \\(span 1\\)`)).fill(open);
  await profile
    .getByLabel(new RegExp(`^${day} closes \\(span 1\\)`))
    .fill(close);
}

async function ask(page: Page, main: Locator, question: string) {
  // A question asked while the last reply is still streaming is not sent: wait for the
  // conversation to be idle (a reply's first words can already match what a test waits for).
  await expect(main.getByRole("log")).toHaveAttribute("aria-busy", "false");
  const box = main.getByLabel("Message", { exact: true });
  await box.fill(question);
  await box.press("Enter");
}

test.describe("voice workspace", () => {
  test("configure a receptionist, ask it for hours and an emergency, see a posted call live and open its transcript", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await confirmedAccount(page, "workspace-voice", "Dana Brooks");
    await subscribeToEnterprise(page);
    const main = await openActiveService(page, "voice-ai", "Front desk");
    const id = page.url().split("/").at(-1)!;

    // The empty log says how calls get here.
    const log = main.getByRole("region", { name: "Call log" });
    await expect(log.getByText("No calls yet.")).toBeVisible();
    await expect(
      log.getByRole("link", { name: "Open this service's API keys" }),
    ).toHaveAttribute("href", `/dashboard?api-keys=${id}`);

    // The profile: overlapping hours are refused, then a valid profile is saved.
    const profile = main.getByRole("region", { name: "Business profile" });
    await profile.getByLabel(/^Business name/).fill("Northwind Plumbing");
    await profile
      .getByLabel(/^What the business is/)
      .fill("Plumbing contractor");
    await profile
      .getByLabel(/^Greeting/)
      .fill("Thanks for calling Northwind Plumbing! How can I help?");
    await profile
      .getByRole("textbox", { name: "Address" })
      .fill("12 Harbor Road, Riverton");
    await profile.getByLabel(/^Front desk phone/).fill("(555) 014-3300");
    await openOn(profile, "Monday", "08:00", "12:00");
    await profile.getByRole("button", { name: "Add hours on Monday" }).click();
    await profile.getByLabel(/^Monday opens \(span 2\)/).fill("11:00");
    await profile.getByRole("button", { name: "Save profile" }).click();
    await expect(
      profile.getByText("Spans must be in order and must not overlap"),
    ).toBeVisible();
    await profile.getByLabel(/^Monday opens \(span 2\)/).fill("13:00");
    await profile.getByLabel(/^Monday closes \(span 2\)/).fill("17:00");
    await openOn(profile, "Saturday", "09:00", "13:00");
    await profile.getByRole("button", { name: "Add a service" }).click();
    await profile.getByLabel(/^Service 1 name/).fill("Drain cleaning");
    await profile
      .getByLabel(/^Service 1 words callers use/)
      .fill("drain, clog, blocked");
    await profile.getByLabel(/^Service 1 price/).fill("149");
    await profile.getByLabel(/^Service 1 minutes/).fill("60");
    await profile
      .getByLabel(/^Words that mean an emergency/)
      .fill("flooding, burst pipe");
    await profile
      .getByLabel(/^What to tell the caller/)
      .fill("Turn off the main water valve now.");
    await profile.getByLabel(/^Emergency line/).fill("(555) 014-3399");
    await expect(main.getByRole("region", { name: "Preview" })).toContainText(
      "Saturday: 09:00–13:00",
    );
    await profile.getByRole("button", { name: "Save profile" }).click();
    await expect(toast(page, "Profile saved.")).toBeVisible();
    await expectAccessible(page);

    // The console answers from the saved profile.
    const chat = main.getByRole("log");
    await expect(chat).toContainText("Thanks for calling Northwind Plumbing!");
    await ask(page, main, "Are you open on Saturday?");
    await expect(chat).toContainText(/on Saturdays we're open 9 AM/);
    await ask(page, main, "Help, my basement is flooding!");
    await expect(chat).toContainText("(555) 014-3399");

    // A call posted with the service's API key shows in the log without a reload.
    const key = await page.request.post(`/api/services/${id}/keys`);
    expect(key.status()).toBe(201);
    const secret: string = (await key.json()).secret;
    const posted = await page.request.post(`${baseURL}/api/v1/calls`, {
      headers: { Authorization: `Bearer ${secret}` },
      data: {
        idempotency_key: `e2e-${Date.now()}`,
        caller: "+1 555 010 7788",
        started_at: new Date(Date.now() - 10 * 60_000).toISOString(),
        duration_seconds: 95,
        outcome: "emergency",
        transcript:
          "Caller: Water is pouring from a burst pipe.\nReceptionist: Turn off the main water valve now.",
      },
    });
    expect(posted.status()).toBe(201);
    const open = log.getByRole("button", {
      name: "Open the call from +1 555 010 7788",
    });
    await expect(open).toBeVisible();
    await open.click();
    const dialog = page.getByRole("dialog", {
      name: "Call from +1 555 010 7788",
    });
    await expect(dialog.getByTestId("call-transcript")).toContainText(
      "Water is pouring from a burst pipe.",
    );
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test("call your receptionist: ask for the opening hours and read the spoken answer @phone", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await confirmedAccount(page, "workspace-voice-call", "Sam Ortiz");
    await subscribeToEnterprise(page);
    const main = await openActiveService(page, "voice-ai", "Front desk");
    const id = page.url().split("/").at(-1)!;
    // The profile through the API (the first test fills it in the form): open on Mondays.
    const starter = await (
      await page.request.get(`/api/services/${id}/receptionist`)
    ).json();
    const profile = {
      ...starter.profile,
      name: "Riverside Dental",
      kind: "Dental clinic",
      address: "4 Mill Lane",
      phone: "(555) 014-2200",
      hours: {
        ...starter.profile.hours,
        monday: [{ open: "09:00", close: "17:00" }],
      },
      services: [
        {
          name: "Cleaning",
          keywords: ["cleaning"],
          price_cents: 9000,
          duration_minutes: 30,
        },
      ],
      emergency: {
        triggers: [{ any: ["knocked out tooth"] }],
        message: "Come in straight away.",
        phone: "(555) 014-2299",
      },
    };
    const saved = await page.request.put(`/api/services/${id}/receptionist`, {
      data: profile,
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await page.reload();

    // Not connected: Twilio's steps and the form.
    const line = main.getByRole("region", { name: "Phone line" });
    await expect(line.getByLabel(/^Auth Token/)).toHaveAttribute(
      "type",
      "password",
    );

    const call = main.getByRole("region", { name: "Call your receptionist" });
    await call.getByRole("button", { name: "Start a test call" }).click();
    const transcript = call.getByRole("log", { name: "Test call" });
    await expect(transcript.getByTestId("test-call-receptionist")).toHaveCount(
      1,
    );
    const said = call.getByLabel("What the caller says");
    await expect(said).toBeFocused();
    await said.fill("What are your opening hours?");
    await said.press("Enter");
    await expect(transcript.getByTestId("test-call-receptionist")).toHaveCount(
      2,
    );
    await expect(
      transcript.getByTestId("test-call-receptionist").last(),
    ).toContainText(/Monday/);
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
  });

  test("connect a Twilio number against the stand-in, see what Lexa set, and disconnect it @phone", async ({
    page,
    baseURL,
  }, testInfo) => {
    test.skip(
      !process.env.TWILIO_STAND_URL,
      "needs the Twilio stand-in: make test-e2e builds it (TWILIO_STAND)",
    );
    test.setTimeout(60_000);
    await confirmedAccount(page, "workspace-voice-line", "Lee Chan");
    await subscribeToEnterprise(page);
    const main = await openActiveService(page, "voice-ai", "Front desk");
    const line = main.getByRole("region", { name: "Phone line" });
    const number = twilioNumberFor(testInfo.project.name);

    // A number the account does not have: Twilio's refusal, beside the field.
    await line.getByLabel(/^Account SID/).fill(twilioAccount.sid);
    await line.getByLabel(/^Auth Token/).fill(twilioAccount.token);
    await line.getByLabel(/^Phone number/).fill("+15550109999");
    await line.getByRole("button", { name: "Connect" }).click();
    await expect(
      line.getByText("Twilio says this number is not on your account."),
    ).toBeVisible();
    await expect(line.getByLabel(/^Phone number/)).toHaveAttribute(
      "aria-invalid",
      "true",
    );

    // The account's own number: connected, with the URLs Lexa pointed it at.
    await line.getByLabel(/^Phone number/).fill(number);
    await line.getByRole("button", { name: "Connect" }).click();
    await expect(toast(page, "Phone number connected.")).toBeVisible();
    await expect(line.getByTestId("phone-number")).toHaveText(number);
    await expect(line.getByText(twilioAccount.sid)).toBeVisible();
    await expect(
      line.getByText(
        new RegExp(`^${baseURL}/api/phone/twilio/[A-Za-z0-9_-]+/voice$`),
      ),
    ).toBeVisible();
    await expect(
      line.getByText(
        new RegExp(`^${baseURL}/api/phone/twilio/[A-Za-z0-9_-]+/status$`),
      ),
    ).toBeVisible();
    await expect(line.getByLabel(/^Auth Token/)).toHaveCount(0);
    await expect(line).not.toContainText(twilioAccount.token);
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);

    // Still connected after a reload: the server's line, not the form's.
    await page.reload();
    await expect(line.getByTestId("phone-number")).toHaveText(number);

    // Disconnected after a confirm; the form is back.
    await line.getByRole("button", { name: "Disconnect" }).click();
    const dialog = page.getByRole("dialog", {
      name: "Disconnect this number?",
    });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Disconnect number" }).click();
    await expect(toast(page, "Phone number disconnected.")).toBeVisible();
    await expect(line.getByLabel(/^Account SID/)).toBeVisible();
  });
});
