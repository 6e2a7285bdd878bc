import { expect, expectAccessible, expectFocusKeptInside, test, waitForHydration } from "./fixtures";

test.describe("desktop navigation", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "desktop only");

  test("the top navigation has the spec's items and buttons", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(["Home", "Services", "Pricing", "About", "Contact"]);
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

  test("Services from another page goes home and scrolls to the services section", async ({ page }) => {
    await page.goto("/pricing");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
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
    ]);
    await expect(footer.getByRole("link", { name: "Support" })).toHaveAttribute("href", "/contact");
    await expect(footer.getByRole("navigation", { name: "Services" }).getByRole("link")).toHaveCount(5);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Lexa`);
  });
});

test.describe("mobile navigation (390 px)", () => {
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
    await expect(drawer.getByRole("link")).toHaveText(["Home", "Services", "Pricing", "About", "Contact"]);
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
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#services")).toBeInViewport();
  });
});
