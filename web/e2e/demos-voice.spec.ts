import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";

// The voice assistant chat against the real server on its built-in engine (docs/api.md,
// "AI demos"): the receptionist plays the sample business chosen on the page, replies can
// be spoken, and the microphone is there only where the browser or the server can hear.
// Each test is its own visitor (fixtures.ts), so the per-address demo limits of one test
// do not reach another.

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const lexaPlans = /Starter|Professional|Enterprise|\$299|\$699|\$1,499/;

/** The demo page once the businesses are there and React answers clicks. */
async function openDemo(page: Page) {
  await page.goto("/services/voice-ai/demo");
  await waitForHydration(page);
  await expect(page.getByTestId("chat-assistant-message").first()).toBeVisible();
}

/** Sends a message and waits for the whole reply; returns the reply's locator. */
async function ask(page: Page, question: string) {
  const log = page.getByRole("log", { name: "Conversation with the voice assistant" });
  const before = await log.getByTestId("chat-assistant-message").count();
  const box = page.getByLabel("Message", { exact: true });
  await box.fill(question);
  await box.press("Enter");
  const reply = log.getByTestId("chat-assistant-message").nth(before);
  await expect(reply).not.toBeEmpty();
  await expect(log).toHaveAttribute("aria-busy", "false");
  return reply;
}

/**
 * Records, in the page, every length the second assistant message (the first reply) has
 * had, so the test sees the reply grow however fast the machine is.
 */
async function recordReplyLengths(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { replyLengths: number[] };
    w.replyLengths = [];
    const log = document.querySelector('[role="log"]')!;
    new MutationObserver(() => {
      const reply = log.querySelectorAll('[data-testid="chat-assistant-message"]')[1];
      if (reply && reply.textContent !== null) w.replyLengths.push(reply.textContent.length);
    }).observe(log, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { replyLengths: number[] }).replyLengths);
}

test.describe("voice assistant chat", () => {
  test("the dental clinic's receptionist streams its own price, word by word", async ({ page }) => {
    test.setTimeout(60_000);
    await openDemo(page);
    await expect(page.getByRole("heading", { level: 1, name: "Voice AI Assistant Demo" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Voice AI Receptionists" })).toHaveAttribute("href", "/services/voice-ai");
    await expect(page.getByRole("radio", { name: /Brightsmile Family Dental/ })).toBeChecked();

    const log = page.getByRole("log", { name: "Conversation with the voice assistant" });
    const box = page.getByLabel("Message", { exact: true });
    const replies = log.getByTestId("chat-assistant-message");
    await expect(replies).toHaveCount(1);
    await expect(replies.first()).toContainText("Thank you for calling Brightsmile Family Dental!");

    // Shift+Enter is a new line, not a send; whitespace alone is never sent.
    await box.fill("   ");
    await box.press("Enter");
    await box.press("Shift+Enter");
    await expect(log.getByTestId("chat-user-message")).toHaveCount(0);

    const replyLengths = await recordReplyLengths(page);
    await box.fill("price of a filling?");
    await box.press("Enter");
    await expect(log.getByTestId("chat-user-message")).toHaveText("You said: price of a filling?");
    await expect(box).toHaveValue("");
    await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();

    const reply = replies.nth(1);
    await expect(reply).toContainText("$185");
    await expect(log).toHaveAttribute("aria-busy", "false");
    await expect(reply).not.toContainText(lexaPlans);
    // The reply arrived in pieces: it was seen part-way before it was whole, and never shrank.
    // (How many pieces were drawn depends on how busy the machine is, so no more is asked.)
    const lengths = await replyLengths();
    expect(new Set(lengths).size).toBeGreaterThan(1);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    expect(lengths.at(-1)).toBe((await reply.textContent())!.length);
    await expect(page.getByText("Thinking...")).toHaveCount(0);
    await expect(page.getByTestId("engine-badge")).toHaveText("Built-in engine");
    await expectAccessible(page);
  });

  test("picked, the dental clinic gives its emergency line at once, then its filling price", async ({ page }) => {
    await openDemo(page);
    // Pick another business first, then the dental clinic: each choice starts a new call.
    await page.getByRole("radio", { name: /Northwind Heating & Cooling/ }).check({ force: true });
    await expect(page.getByTestId("chat-assistant-message").first()).toContainText("Thanks for calling Northwind Heating & Cooling!");
    await page.getByText("Brightsmile Family Dental").click();
    await expect(page.getByRole("radio", { name: /Brightsmile Family Dental/ })).toBeChecked();
    await expect(page.getByTestId("chat-assistant-message")).toHaveCount(1);

    const emergency = await ask(page, "I have a toothache and my face is swelling");
    await expect(emergency).toContainText("Please call our emergency line right now at (555) 014-2299");
    await expect(emergency).not.toContainText("didn't quite catch");
    const price = await ask(page, "price of a filling?");
    await expect(price).toContainText("Our filling is $185");
    await expect(price).not.toContainText(lexaPlans);
  });

  test("the law office and the HVAC contractor answer as themselves", async ({ page }) => {
    await openDemo(page);
    await page.getByText("Harper & Cole Law Office").click();
    await expect(page.getByText("Receptionist of Harper & Cole Law Office, 24/7")).toBeVisible();
    await expect(await ask(page, "How much is a will?")).toContainText("$650");
    await page.getByText("Northwind Heating & Cooling").click();
    await expect(await ask(page, "I smell gas in the basement")).toContainText("(555) 013-4499");
    await expectAccessible(page);
  });

  test("shows 'Thinking...' before the first word", async ({ page }) => {
    // Hold the reply back briefly so the indicator can be seen, then pass the real one on.
    await page.route("**/api/ai/voice-chat", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await openDemo(page);
    const box = page.getByLabel("Message", { exact: true });
    await box.fill("Are you open on Saturday?");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("Thinking...")).toBeVisible();
    await expect(box).toBeFocused();
    await expect(page.getByTestId("chat-assistant-message").nth(1)).toContainText("9 AM to 1 PM");
    await expect(page.getByText("Thinking...")).toHaveCount(0);
  });

  test("a refused message goes back to the box and the list as it was", async ({ page }) => {
    await page.route("**/api/ai/voice-chat", (route) =>
      route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ error: { code: "rate_limited", message: "Too many requests. Please try again later." } }) }),
    );
    await openDemo(page);
    const box = page.getByLabel("Message", { exact: true });
    await box.fill("Book a cleaning");
    await box.press("Enter");
    await expect(toast(page, "Error")).toContainText("Too many requests. Please try again later.");
    await expect(page.getByTestId("chat-user-message")).toHaveCount(0);
    await expect(box).toHaveValue("Book a cleaning");
  });

  test("'Speak replies' is off at first, and when on speaks each finished reply", async ({ page }) => {
    // The browser's synthesiser is replaced by one that only writes down what it was asked.
    await page.addInitScript(() => {
      const w = window as unknown as { spoken: string[] };
      w.spoken = [];
      window.speechSynthesis.speak = (u: SpeechSynthesisUtterance) => void w.spoken.push(u.text);
      window.speechSynthesis.cancel = () => undefined;
    });
    const spoken = () => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken);
    await openDemo(page);
    const toggle = page.getByRole("button", { name: "Speak replies" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await ask(page, "Are you open on Saturday?");
    expect(await spoken()).toEqual([]);

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    const reply = await ask(page, "price of a filling?");
    const text = (await reply.textContent())!.replace(/^Assistant said: /, "");
    await expect.poll(spoken).toEqual([text]);
    await expectAccessible(page);
  });

  test("without speech recognition or a model, there is no microphone", async ({ page }) => {
    // Headless Chromium has speech recognition; this visitor's browser has none.
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      delete w.SpeechRecognition;
      delete w.webkitSpeechRecognition;
    });
    await openDemo(page);
    await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Voice recording" })).toHaveCount(0);
    await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  });

  test("where a model transcribes, the microphone is there even without recognition", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      delete w.SpeechRecognition;
      delete w.webkitSpeechRecognition;
    });
    // This server answers with the built-in engine; the options say what one with a model says.
    await page.route("**/api/ai/voice-chat/options", async (route) => {
      const options = await (await route.fetch()).json();
      await route.fulfill({ json: { ...options, engine: "whisper-test", transcription: true } });
    });
    await openDemo(page);
    await expect(page.getByRole("button", { name: "Voice recording" })).toBeVisible();
  });

  test("where the browser recognises speech, the microphone is there", async ({ page }) => {
    expect(await page.evaluate(() => typeof (window as unknown as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition)).toBe("function");
    await openDemo(page);
    const mic = page.getByRole("button", { name: "Voice recording" });
    await expect(mic).toBeVisible();
    await expect(mic).toHaveAttribute("aria-pressed", "false");
    await expectAccessible(page);
  });
});
