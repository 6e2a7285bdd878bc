import type { Locator, Page } from "@playwright/test";
import { confirmedAccount, toast } from "./account-helpers";
import { expect, expectAccessible, test } from "./fixtures";

// The voice receptionist's workspace end to end (docs/api.md "Voice receptionist"): an
// Enterprise subscriber configures their receptionist, talks to it in the test console
// (hours, then an emergency), and sees a call their phone system posts with the API key
// appear in the call log without a reload, then opens its transcript.

async function subscribeToEnterprise(page: Page) {
  const res = await page.request.post("/api/billing/test/checkout", { form: { price: "test_price_enterprise_monthly" }, maxRedirects: 0 });
  expect(res.status()).toBe(303);
  await page.reload();
  await expect(page.getByTestId("plan-badge")).toHaveText("Enterprise");
}

/** Adds a voice-ai service through the dashboard's dialog, activates it, and opens its workspace with 'Configure'. */
async function openActiveVoiceService(page: Page, name: string) {
  await page.getByRole("button", { name: "Add Service" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Service" });
  await dialog.getByLabel(/^Service Type/).selectOption("voice-ai");
  await dialog.getByLabel(/^Service Name/).fill(name);
  await dialog.getByRole("button", { name: "Create Service" }).click();
  await expect(toast(page, "Service created")).toBeVisible();
  const row = page.getByRole("listitem", { name });
  await row.getByRole("button", { name: "Activate" }).click();
  await expect(row.getByRole("button", { name: "Pause" })).toBeVisible();
  await row.getByRole("link", { name: "Configure" }).click();
  await expect(page).toHaveURL(/\/dashboard\/services\/[0-9a-f-]{36}$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name })).toBeVisible();
  return { main, id: page.url().split("/").at(-1)! };
}

/** Opening hours of one day: adds the span and fills it. */
async function openOn(profile: Locator, day: string, open: string, close: string) {
  await profile.getByRole("button", { name: `Add hours on ${day}` }).click();
  await profile.getByLabel(new RegExp(`^${day} opens \\(span 1\\)`)).fill(open);
  await profile.getByLabel(new RegExp(`^${day} closes \\(span 1\\)`)).fill(close);
}

async function ask(page: Page, main: Locator, question: string) {
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
    const { main, id } = await openActiveVoiceService(page, "Front desk");

    // The empty log says how calls get here.
    const log = main.getByRole("region", { name: "Call log" });
    await expect(log.getByText("No calls yet.")).toBeVisible();
    await expect(log.getByRole("link", { name: "Open this service's API keys" })).toHaveAttribute("href", `/dashboard?api-keys=${id}`);

    // The profile: overlapping hours are refused, then a valid profile is saved.
    const profile = main.getByRole("region", { name: "Business profile" });
    await profile.getByLabel(/^Business name/).fill("Northwind Plumbing");
    await profile.getByLabel(/^What the business is/).fill("Plumbing contractor");
    await profile.getByLabel(/^Greeting/).fill("Thanks for calling Northwind Plumbing! How can I help?");
    await profile.getByRole("textbox", { name: "Address" }).fill("12 Harbor Road, Riverton");
    await profile.getByLabel(/^Front desk phone/).fill("(555) 014-3300");
    await openOn(profile, "Monday", "08:00", "12:00");
    await profile.getByRole("button", { name: "Add hours on Monday" }).click();
    await profile.getByLabel(/^Monday opens \(span 2\)/).fill("11:00");
    await profile.getByRole("button", { name: "Save profile" }).click();
    await expect(profile.getByText("Spans must be in order and must not overlap")).toBeVisible();
    await profile.getByLabel(/^Monday opens \(span 2\)/).fill("13:00");
    await profile.getByLabel(/^Monday closes \(span 2\)/).fill("17:00");
    await openOn(profile, "Saturday", "09:00", "13:00");
    await profile.getByRole("button", { name: "Add a service" }).click();
    await profile.getByLabel(/^Service 1 name/).fill("Drain cleaning");
    await profile.getByLabel(/^Service 1 words callers use/).fill("drain, clog, blocked");
    await profile.getByLabel(/^Service 1 price/).fill("149");
    await profile.getByLabel(/^Service 1 minutes/).fill("60");
    await profile.getByLabel(/^Words that mean an emergency/).fill("flooding, burst pipe");
    await profile.getByLabel(/^What to tell the caller/).fill("Turn off the main water valve now.");
    await profile.getByLabel(/^Emergency line/).fill("(555) 014-3399");
    await expect(main.getByRole("region", { name: "Preview" })).toContainText("Saturday: 09:00–13:00");
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
        transcript: "Caller: Water is pouring from a burst pipe.\nReceptionist: Turn off the main water valve now.",
      },
    });
    expect(posted.status()).toBe(201);
    const open = log.getByRole("button", { name: "Open the call from +1 555 010 7788" });
    await expect(open).toBeVisible();
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Call from +1 555 010 7788" });
    await expect(dialog.getByTestId("call-transcript")).toContainText("Water is pouring from a burst pipe.");
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });
});
