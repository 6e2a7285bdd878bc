import { expect, expectAccessible, expectFocusKeptInside, test, waitForHydration } from "./fixtures";

test.describe("desktop navigation", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "desktop only");

  test("the top navigation has the spec's items and buttons", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(["Home", "Pricing", "About", "Contact"]);
    await expect(nav.getByRole("button", { name: "Services" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Get Started" })).toBeVisible();
  });

  test("links navigate, and each page starts at the top", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("heading", { level: 1, name: "Pricing" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("the Services menu works by keyboard: open, move, close and return focus", async ({ page }) => {
    await page.goto("/pricing");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const button = nav.getByRole("button", { name: "Services" });
    const menu = page.getByRole("menu", { name: "Services" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("menuitem")).toHaveText([
      "Voice AI Agents",
      "AI Recruitment System",
      "Financial Automation",
      "Call Center & Leads",
      "Content Marketing AI",
      "All services",
    ]);
    await expect(menu.getByRole("menuitem", { name: "Voice AI Agents" })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "AI Recruitment System" })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(menu.getByRole("menuitem", { name: "All services" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    // Space and ArrowDown open it too; Enter on an entry follows it.
    await page.keyboard.press(" ");
    await expect(menu.getByRole("menuitem", { name: "Voice AI Agents" })).toBeFocused();
    await page.keyboard.press("Escape");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "Financial Automation" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services\/payroll$/);
    await expect(menu).toBeHidden();
  });

  test("a click opens the Services menu and a click elsewhere closes it", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
    await button.click();
    const menu = page.getByRole("menu", { name: "Services" });
    await expect(menu).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(menu).toBeHidden();
  });

  test("All services from another page goes home and scrolls to the services section", async ({ page }) => {
    await page.goto("/pricing");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).click();
    await page.getByRole("menu", { name: "Services" }).getByRole("menuitem", { name: "All services" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#services")).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });

  test("About scrolls to the about section", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page.locator("#about")).toBeInViewport();
  });

  test("/#about opened directly lands on the about section", async ({ page }) => {
    await page.goto("/#about");
    await expect(page.locator("#about")).toBeInViewport();
  });

  test("the footer has the service and company links and the copyright line", async ({ page }) => {
    await page.goto("/privacy");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("navigation", { name: "Company" }).getByRole("link")).toHaveText([
      "About Us",
      "Pricing",
      "Contact",
      "Support",
      "Privacy Policy",
      "Terms of Service",
    ]);
    await expect(footer.getByRole("link", { name: "Support" })).toHaveAttribute("href", "/contact");
    await expect(footer.getByRole("navigation", { name: "Services" }).getByRole("link")).toHaveCount(5);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Lexa`);
  });
});

test("the footer's Terms of Service link opens /terms", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /Acceptable Use of the AI Features/ })).toBeVisible();
  await expect(page.getByText(/Starter at \$[\d,]+ per month/)).toBeVisible();
  await expectAccessible(page);
});

test.describe("mobile navigation (390 px)", { tag: "@phone" }, () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, "mobile only");

  test("the menu opens as a right-side drawer with every item", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box!.x + box!.width).toBeCloseTo(390, 0);
    expect(box!.x).toBeGreaterThan(0);
    await expect(drawer.getByRole("link")).toHaveText(["Home", "Pricing", "About", "Contact"]);
    await expect(drawer.getByRole("button", { name: "Services" })).toHaveAttribute("aria-expanded", "false");
    await expect(drawer.getByRole("button", { name: "Sign In" })).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Get Started" })).toBeVisible();
    await expectAccessible(page);

    // Focus stays inside the drawer, and Escape closes it.
    await expectFocusKeptInside(page, drawer);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("a drawer link navigates and closes the drawer", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("button", { name: "Services" }).click();
    await drawer.getByRole("link", { name: "All services" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#services")).toBeInViewport();
  });

  test("Services in the drawer opens the five services by tap", async ({ page }) => {
    await page.goto("/pricing");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    const services = drawer.getByRole("button", { name: "Services" });
    await services.tap();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(drawer.getByRole("link", { name: "Voice AI Agents" })).toBeVisible();
    await expectAccessible(page);
    await drawer.getByRole("link", { name: "Call Center & Leads" }).tap();
    await expect(page).toHaveURL(/\/services\/call-center$/);
    await expect(drawer).toBeHidden();
  });
});
