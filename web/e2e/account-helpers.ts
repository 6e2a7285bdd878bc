import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { mailedLink, verifyLink } from "./mail-log";

// What the account tests and the tests of signed-in features share: addresses, the auth
// dialog, the account menu, and a confirmed, signed-in account.

export const password = "correct horse 1";

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
export const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]", { hasText: text });
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;
export const authDialog = (page: Page) => page.getByRole("dialog").filter({ has: page.getByTestId("auth-dialog") });
export const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}`));

/** Clicks 'Sign In' or 'Get Started' in the header, or in the drawer on a phone. */
export async function openAuthDialog(page: Page, button: "Sign In" | "Get Started") {
  if (isPhone(page)) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: button }).click();
  } else {
    await page.getByRole("banner").getByRole("button", { name: button }).click();
  }
  const dialog = authDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The avatar menu on a desktop, the drawer's account section on a phone. */
export async function openAccountMenu(page: Page): Promise<Locator> {
  if (isPhone(page)) {
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    const section = drawer.getByRole("region", { name: "Account" });
    await expect(section).toBeVisible();
    return section;
  }
  await page.getByRole("button", { name: /^Account menu for / }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  return menu;
}

export function accountEntry(scope: Locator, name: string) {
  return scope.getByRole("menuitem", { name }).or(scope.getByRole("button", { name })).or(scope.getByRole("link", { name }));
}

export async function signInWithDialog(page: Page, email: string, pass: string) {
  const dialog = await openAuthDialog(page, "Sign In");
  await field(dialog, "Email").fill(email);
  await field(dialog, "Password").fill(pass);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  return dialog;
}

/** A confirmed account, signed in on this page (sign-up through the API, then the link). */
export async function confirmedAccount(page: Page, label: string, fullName = "Sam Rivera") {
  return confirmedAccountAt(page, uniqueEmail(label), fullName);
}

/** The same at an exact address, e.g. one that ADMIN_EMAILS names (global-setup.ts); once per run. */
export async function confirmedAccountAt(page: Page, email: string, fullName = "Sam Rivera") {
  const res = await page.request.post("/api/auth/signup", { data: { email, password, fullName } });
  expect(res.status()).toBe(201);
  await page.goto(await mailedLink(email, verifyLink));
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}
