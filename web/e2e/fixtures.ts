import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Locator, type Page } from "@playwright/test";

/**
 * The test fixture every spec uses: the base URL of the lexa under test, and a guard that
 * fails the test on any uncaught page error or Content-Security-Policy violation.
 */
export const test = base.extend<{ consoleErrors: string[]; clientIp: string }>({
  baseURL: async ({}, use) => {
    await use(process.env.LEXA_URL);
  },
  // Every test is a different visitor (a random address in 100.64.0.0/10, four million
  // of them), so the server's per-address rate limits count each test on its own.
  clientIp: async ({}, use) => {
    const r = (n: number) => Math.floor(Math.random() * n);
    await use(`100.${64 + r(64)}.${r(256)}.${1 + r(254)}`);
  },
  extraHTTPHeaders: async ({ clientIp }, use) => {
    await use({ "X-Forwarded-For": clientIp });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
      await use(errors);
      const fatal = errors.filter((e) => e.startsWith("pageerror") || e.includes("Content Security Policy"));
      expect(fatal, "page errors or CSP violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Runs axe on the page and expects no serious or critical violation. */
export async function expectAccessible(page: Page) {
  let bad = await seriousViolations(page);
  if (bad.length > 0) {
    // A state that lasts a frame (a transition that began after the wait, a list that
    // re-rendered while axe read it) is not what a reader meets; a real violation is
    // still there a moment later. The first findings are logged, so a flake can be read.
    console.warn(`axe, first run on ${page.url()}:\n  ${bad.join("\n  ")}`);
    bad = await seriousViolations(page);
  }
  expect(bad, `axe violations on ${page.url()}`).toEqual([]);
}

async function seriousViolations(page: Page): Promise<string[]> {
  // A toast fading in or out, or a dialog's overlay fading in over it, has a contrast of its
  // own at each frame: wait for every finite transition and animation to end (endless ones
  // such as spinners never do).
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Waits until React has hydrated the page (so clicks are handled by the app). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);
  await page.waitForLoadState("networkidle");
}

/** Presses Tab `presses` times and expects the focus to stay inside `dialog` each time (a focus trap). */
export async function expectFocusKeptInside(page: Page, dialog: Locator, presses = 10) {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
}
