import { authDialog, confirmedAccount, field, openAuthDialog, password, toast, uniqueEmail } from "./account-helpers";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { mailedLink, verifyLink } from "./mail-log";

// Issue 23: a sign-up ends in a 'Check your inbox' view that can resend the link, field
// problems show under their fields, and a guarded page reached signed out asks for sign-in
// in place and comes back to that page after it (password, or the confirmation link).
// The sign-up dialog's own test also runs at 390 px (tagged @phone).

test.describe("sign-up's inbox view and coming back to a guarded page", () => {
  test("sign-up shows its problems under the fields, then the inbox view, which resends after its cooldown", { tag: "@phone" }, async ({ page }) => {
    // Two axe runs and two mails to wait for (up to 30 s each on a loaded machine).
    test.slow();
    const email = uniqueEmail("inbox");
    // Time runs as usual; runFor skips the resend cooldown instead of waiting it out.
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const dialog = await openAuthDialog(page, "Get Started");

    await dialog.getByRole("button", { name: "Create Account" }).click();
    await expect(field(dialog, "Full Name")).toHaveAttribute("aria-invalid", "true");
    await expect(field(dialog, "Full Name")).toHaveAccessibleDescription("Name must be at least 2 characters");
    await expect(field(dialog, "Email")).toHaveAccessibleDescription("Invalid email address");
    await expect(field(dialog, "Full Name")).toBeFocused();
    await expect(toast(page, "Validation Error")).toHaveCount(1);
    await expectAccessible(page);

    await field(dialog, "Full Name").fill("Ines Box");
    await field(dialog, "Email").fill(email);
    await field(dialog, "Password").fill(password);
    await dialog.getByRole("button", { name: "Create Account" }).click();

    // One toast for the form: the success took the place of the validation error. Asked
    // first: a toast lasts 4 s, which the checks below could outlast on a loaded machine.
    await expect(toast(page, "Account created!")).toContainText("Please check your email to verify your account.");
    await expect(toast(page, "Validation Error")).toHaveCount(0);
    const heading = dialog.getByRole("heading", { name: "Check your inbox" });
    await expect(heading).toBeFocused();
    await expect(dialog).toContainText(email);
    const resend = dialog.getByRole("button", { name: /^Resend/ });
    await expect(resend).toHaveText(/^Resend in \d+ s$/);
    await expect(resend).toHaveAttribute("aria-disabled", "true");
    await expectAccessible(page);
    await mailedLink(email, verifyLink);

    await page.clock.runFor(31_000);
    await expect(resend).toHaveText("Resend e-mail");
    await resend.click();
    await expect(dialog.getByRole("status")).toContainText("a new link is on its way");
    await expect(resend).toHaveText(/^Resend in \d+ s$/);
    await expect(resend).toBeFocused();
    await mailedLink(email, verifyLink, 1);

    // A mistyped address is fixed from the same dialog.
    await dialog.getByRole("button", { name: "Use a different e-mail address" }).click();
    await expect(field(dialog, "Email")).toHaveValue(email);
  });

  test("a signed-out visit to /analytics opens sign-in there and comes back to /analytics", async ({ page, context }) => {
    test.slow();
    const email = await confirmedAccount(page, "guarded");
    await context.clearCookies();

    await page.goto("/analytics");
    const dialog = authDialog(page);
    await expect(dialog.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await expect(dialog).toContainText("Sign in to open this page.");
    await expect(page).toHaveURL(/\/analytics$/);
    await expectAccessible(page);

    // Closed without signing in, the neutral page offers the dialog again.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    const prompt = page.getByRole("main");
    await expect(prompt.getByRole("heading", { level: 1, name: "Sign in to continue" })).toBeVisible();
    await expectAccessible(page);
    await prompt.getByRole("button", { name: "Sign In" }).click();

    await field(dialog, "Email").fill(email);
    await field(dialog, "Password").fill(password);
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/analytics$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  });

  test("signing up from /analytics, the confirmation link lands back on /analytics", async ({ page }) => {
    test.slow();
    const email = uniqueEmail("return");
    await page.goto("/analytics");
    const dialog = authDialog(page);
    await expect(dialog.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await dialog.getByRole("button", { name: "Sign up" }).click();
    await field(dialog, "Full Name").fill("Ray Turner");
    await field(dialog, "Email").fill(email);
    await field(dialog, "Password").fill(password);
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await expect(dialog.getByRole("heading", { name: "Check your inbox" })).toBeFocused();

    const link = await mailedLink(email, verifyLink);
    expect(link).toContain("return=%2Fanalytics");
    await page.goto(link);
    await expect(page).toHaveURL(/\/analytics$/);
    await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  });
});
