import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { uniqueEmail } from "./account-helpers";

// The contact form, the demo-booking dialog and the content page's service form, against
// the real server (docs/api.md, "Leads"). Each test is its own visitor (fixtures.ts), so the
// per-address rate limits of one test do not reach another.

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

function contactForm(page: Page) {
  return page.locator("#main form").first();
}

async function fillContact(form: Locator, who = "Jane Doe") {
  await form.getByLabel(/^Full name/).fill(who);
  await form.getByLabel(/^Email/).fill("jane@example.com");
  await form.getByLabel(/^Company( \*| \(optional\))?$/).fill("Acme Dental");
  await form.getByLabel(/^Message/).fill("We miss calls after hours. Can your voice AI help?");
}

/** Presses Tab until the target has focus; the dialog traps focus, so this wraps round. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

async function fillDetails(dialog: Locator, phone: string) {
  await dialog.getByLabel(/^Full name/).fill("Sam Rivera");
  await dialog.getByLabel(/^Business email/).fill("sam@example.com");
  await dialog.getByLabel(/^Company name/).fill("Rivera Plumbing");
  await dialog.getByLabel(/^Phone/).fill(phone);
  await dialog.getByLabel(/^Company size/).selectOption("11-50");
}

const heading = (dialog: Locator, name: string) => dialog.getByRole("heading", { name, exact: true });

/**
 * Picks the first free day and time and books it. Other tests book slots at the same
 * time; when ours was just taken the dialog stays on step 2 with fresh slots, so try again.
 */
async function bookFirstFreeSlot(page: Page, dialog: Locator, opts: { keyboard?: boolean; axe?: boolean } = {}) {
  const schedule = dialog.getByRole("button", { name: "Schedule Demo" });
  for (let attempt = 0; attempt < 4; attempt++) {
    const day = dialog.locator("button[data-date]:enabled").first();
    const slot = dialog.locator("button[data-slot]:enabled").first();
    if (opts.keyboard) {
      if ((await day.getAttribute("aria-pressed")) !== "true") {
        await tabTo(page, day);
        await page.keyboard.press("Space");
      }
      await tabTo(page, slot);
      await page.keyboard.press("Space");
    } else {
      await day.click();
      await expect(day).toHaveAttribute("aria-pressed", "true");
      await expect(schedule).toBeDisabled();
      await slot.click();
    }
    await expect(slot).toHaveAttribute("aria-pressed", "true");
    await expect(schedule).toBeEnabled();
    if (opts.axe && attempt === 0) await expectAccessible(page);
    if (opts.keyboard) {
      await tabTo(page, schedule);
      await page.keyboard.press("Enter");
    } else {
      await schedule.click();
    }
    const taken = dialog.getByText("That time was just booked. Please pick another time.");
    await expect(heading(dialog, "Demo Scheduled!").or(taken)).toBeVisible();
    if (await heading(dialog, "Demo Scheduled!").isVisible()) return;
  }
  throw new Error("no free slot could be booked");
}

test.describe("contact form", () => {
  test("marks only the fields the rules require", async ({ page }) => {
    await page.goto("/contact");
    const form = contactForm(page);
    for (const label of [/^Full name/, /^Email/, /^Message/]) await expect(form.getByLabel(label)).toHaveAttribute("required", "");
    await expect(form.getByLabel("Company (optional)")).not.toHaveAttribute("required", "");
    await expect(form.getByLabel("Phone (optional)")).not.toHaveAttribute("required", "");
  });

  test("sends a message, confirms it in place of the form, and offers another", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await expectAccessible(page);
    const form = contactForm(page);
    await fillContact(form);
    await form.getByLabel(/^Phone/).fill("555-0100");
    await form.getByLabel(/^Service of interest/).selectOption("voice-ai");
    await form.getByLabel(/^Company size/).selectOption("11-50");
    await form.getByLabel(/^Preferred contact/).selectOption("email");
    await form.getByRole("button", { name: "Send Message" }).click();

    const sent = toast(page, "Message sent successfully!");
    await expect(sent).toBeVisible();
    await expect(sent).toContainText("Our team will contact you within 24 hours.");
    const confirmation = page.getByTestId("contact-sent");
    await expect(confirmation.getByRole("heading", { name: "Message sent successfully!" })).toBeFocused();
    await expect(confirmation).toContainText("Our team will contact you within 24 hours.");
    await expect(page.locator("#main form")).toHaveCount(0);
    await expectAccessible(page);

    await confirmation.getByRole("button", { name: "Send another message" }).click();
    await expect(confirmation).toBeHidden();
    await expect(form.getByLabel(/^Full name/)).toBeFocused();
    await expect(form.getByLabel(/^Full name/)).toHaveValue("");
    await expect(form.getByLabel(/^Message/)).toHaveValue("");
    await expect(form.getByLabel(/^Service of interest/)).toHaveValue("");
  });

  test("shows the messages under the fields for an empty submit", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const form = contactForm(page);
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(toast(page, "Please check your input")).toContainText("Some fields contain invalid data.");
    for (const [label, message] of [
      [/^Full name/, "Name is required"],
      [/^Email/, "Invalid email address"],
      [/^Message/, "Message is required"],
    ] as const) {
      const field = form.getByLabel(label);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expectAccessible(page);
  });

  test("refuses the sixth message within the window", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/contact");
    await waitForHydration(page);
    const form = contactForm(page);
    const send = form.getByRole("button", { name: "Send Message" });
    // The first five from this visitor's address through the API (sending through the form
    // is the test above); the sixth through the form, which shows the refusal.
    for (let i = 1; i <= 5; i++) {
      const sent = await page.request.post("/api/contact", {
        data: { name: `Visitor ${i}`, email: uniqueEmail("visitor"), company: "Acme", message: "A question about plans." },
      });
      expect(sent.status()).toBe(201);
    }
    await fillContact(form, "Visitor 6");
    await send.click();
    await expect(toast(page, "Rate Limit Exceeded")).toContainText("Too many requests. Please try again later.");
    // Nothing was sent, so the visitor keeps what they wrote.
    await expect(form.getByLabel(/^Full name/)).toHaveValue("Visitor 6");
  });

  test("pre-selects the service and names the plan from the query", async ({ page }) => {
    await page.goto("/contact?interest=payroll&plan=professional");
    await waitForHydration(page);
    const form = contactForm(page);
    await expect(form.getByLabel(/^Service of interest/)).toHaveValue("payroll");
    await expect(page.getByTestId("contact-plan")).toContainText("Professional");
    await expect(form.getByLabel(/^Message/)).toHaveValue(/Professional plan/);
  });

  test("'Schedule Call' opens the demo booking", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const trigger = page.getByRole("button", { name: "Schedule Call" });
    await trigger.click();
    const dialog = page.getByRole("dialog");
    await expect(heading(dialog, "Schedule Your Live Demo")).toBeVisible();
    await expect(dialog).toContainText("See Lexa working");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test.describe("demo booking dialog", () => {
  test("books a demo in three steps from the home hero", { tag: "@phone" }, async ({ page }) => {
    // Three steps with an accessibility scan of the whole home page at each: about 25 s
    // when two workers share a 2-CPU machine, too near the default 30 s limit.
    test.slow();
    await page.goto("/");
    await waitForHydration(page);
    const trigger = page.locator("section[aria-labelledby=hero-heading]").getByRole("button", { name: "Schedule Live Demo" });
    await trigger.click();

    const dialog = page.getByRole("dialog");
    await expect(heading(dialog, "Schedule Your Live Demo")).toBeVisible();
    // A general demo is a demo of the brand, not of a placeholder-like product name.
    await expect(dialog).toContainText("See Lexa working on your own business");
    await expect(dialog).not.toContainText("AI Automation Platform");
    await expect(dialog.getByLabel(/^Full name/)).toBeFocused();
    await expectAccessible(page);

    // Required details are checked before the slots are shown.
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByLabel(/^Company name/)).toHaveAccessibleDescription("Company name is required");
    await expect(dialog.getByLabel(/^Phone/)).toHaveAccessibleDescription(/Phone number is required/);
    await expect(toast(page, "Please check your input")).toBeVisible();

    await fillDetails(dialog, "555-0142");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(heading(dialog, "Pick a Date and Time")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Schedule Demo" })).toBeDisabled();
    await expect(dialog).toContainText("EST");

    // Back keeps the details.
    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(dialog.getByLabel(/^Company name/)).toHaveValue("Rivera Plumbing");
    await dialog.getByRole("button", { name: "Continue" }).click();

    await bookFirstFreeSlot(page, dialog, { axe: true });
    const done = toast(page, "Demo scheduled successfully!");
    await expect(done).toBeVisible();
    await expect(done).toContainText("555-0142");
    await expect(done).toContainText("EST");
    await expect(dialog.getByTestId("demo-summary")).toContainText("AI Automation Platform");
    await expectAccessible(page);

    await dialog.getByRole("button", { name: "Perfect, Thanks!" }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    // Opening again starts over.
    await trigger.click();
    await expect(heading(dialog, "Schedule Your Live Demo")).toBeVisible();
    await expect(dialog.getByLabel(/^Full name/)).toHaveValue("");
  });

  test("the Voice AI page books a Voice AI demo", async ({ page }) => {
    await page.goto("/services/voice-ai");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Schedule Demo" }).first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Voice AI Receptionists");
    await fillDetails(dialog, "555-0177");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog).toContainText("Voice AI Receptionists");
    await bookFirstFreeSlot(page, dialog);
    await expect(dialog.getByTestId("demo-summary")).toContainText("Voice AI Receptionists");
  });

  test("works with the keyboard alone", async ({ page }) => {
    test.slow(); // as above: three steps, each scanned by axe
    await page.goto("/");
    await waitForHydration(page);
    const trigger = page.locator("section[aria-labelledby=hero-heading]").getByRole("button", { name: "Schedule Live Demo" });
    await tabTo(page, trigger);
    await page.keyboard.press("Enter");

    const dialog = page.getByRole("dialog");
    await expect(heading(dialog, "Schedule Your Live Demo")).toBeVisible();
    for (const [label, value] of [
      [/^Full name/, "Kim Park"],
      [/^Business email/, "kim@example.com"],
      [/^Company name/, "Park Bakery"],
      [/^Phone/, "555-0199"],
    ] as const) {
      await tabTo(page, dialog.getByLabel(label));
      await page.keyboard.type(value);
    }
    await tabTo(page, dialog.getByRole("button", { name: "Continue" }));
    await page.keyboard.press("Enter");

    await expect(heading(dialog, "Pick a Date and Time")).toBeVisible();
    await bookFirstFreeSlot(page, dialog, { keyboard: true });

    await tabTo(page, dialog.getByRole("button", { name: "Perfect, Thanks!" }));
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test("the content page's service form files the message under content marketing", async ({ page }) => {
  await page.goto("/services/content-marketing");
  await waitForHydration(page);
  const section = page.locator("#get-started");
  const form = section.getByRole("form", { name: "Contact form" });
  await expect(form.getByLabel(/^Service of interest/)).toHaveCount(0);
  await fillContact(form);
  const request = page.waitForRequest((r) => r.url().endsWith("/api/contact") && r.method() === "POST");
  await form.getByRole("button", { name: "Send Message" }).click();
  expect((await request).postDataJSON()).toMatchObject({ service_interest: "content-marketing", name: "Jane Doe" });
  await expect(toast(page, "Message sent successfully!")).toBeVisible();
  await expect(section.getByRole("button", { name: "Schedule Live Demo" })).toHaveAttribute("data-demo-service", "content-marketing");
});
