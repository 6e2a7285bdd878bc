import siteMap from "../app/site-map.json" with { type: "json" };
import { expect, expectAccessible, test } from "./fixtures";

test.describe("route classes", () => {
  test("a prerendered page ships its title, description and heading as HTML", async ({ page, request }) => {
    const res = await request.get("/");
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<title>[^<]+\| Lexa<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });

  test("a signed-in route is served the app shell", async ({ page, request }) => {
    const res = await request.get("/dashboard");
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('"isSpaMode":true');

    // Signed out, the route guard asks for sign-in in place (auth-return.spec.ts signs in
    // and comes back; decision 0044).
    await page.goto("/dashboard");
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to continue" })).toBeVisible();
  });

  test("an unknown path gets the 404 page with status 404", async ({ page, consoleErrors }) => {
    const res = await page.goto("/no/such/page");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect.poll(() => consoleErrors.some((e) => e.includes("/no/such/page"))).toBe(true);
    await expectAccessible(page);

    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("every public page", { tag: "@phone" }, () => {
  for (const path of siteMap.public) {
    test(`${path} has its own title, one h1 and no serious accessibility issue`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page).toHaveTitle(/\| Lexa$/);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{30,}/);
      await expectAccessible(page);
    });
  }
});
