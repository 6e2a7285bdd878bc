import { defineConfig, devices } from "@playwright/test";

// End-to-end tests drive Debian's Chromium against the real lexa binary, which
// e2e/global-setup.ts starts on a free port with a fresh data directory.
export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  // Two workers, the server and its database share two CPUs: a page that waits for two
  // API answers can take more than the default 5 s when an accessibility scan runs beside it.
  expect: { timeout: 10_000 },
  use: {
    // A trace records every action's snapshots for every test, to keep a failing one's. In
    // CI only the log is read, and recording took about a quarter of the stage's CPU
    // (42 against 59 s on three specs; decision 0062), so CI records none.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    // At 390 px only what the width changes: the tests tagged @phone assert the phone's layout
    // (the drawer, dialogs on screen, nothing to scroll sideways, tables that fit, axe on every
    // public page) or walk a main flow through the phone's controls. A flow whose assertions are
    // the same at every width runs once, at 1280 (decision 0052).
    {
      name: "mobile",
      grep: /@phone/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true },
    },
  ],
});
