import { readFileSync } from "node:fs";
import {
  accountEntry,
  authDialog,
  confirmedAccount,
  field,
  isPhone,
  openAccountMenu,
  openAuthDialog,
  password,
  signInWithDialog,
  toast,
  uniqueEmail,
} from "./account-helpers";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { mailedLink, mailedLinkCount, resetLink, verifyLink } from "./mail-log";

// Accounts end to end against the real binary (docs/api.md, "Accounts"): sign-up with the
// e-mailed confirmation link (read from the server's log), sign-in and sign-out, the
// guarded routes, /settings, the data export and deleting the account. Every test uses
// its own address and its own client address (fixtures.ts), so rate limits do not meet.

test.describe("accounts", () => {
  test("sign up, confirm, sign out, sign in, edit the profile, download the data and delete the account", async ({ page }) => {
    test.slow();
    const email = uniqueEmail("journey");

    // Sign up.
    await page.goto("/");
    await waitForHydration(page);
    let dialog = await openAuthDialog(page, "Get Started");
    await expect(dialog.getByRole("heading", { name: "Create your account" })).toBeVisible();
    await expectAccessible(page);
    await field(dialog, "Full Name").fill("Jane Doe");
    await field(dialog, "Email").fill(email);
    await field(dialog, "Password").fill(password);
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await expect(toast(page, "Account created!")).toContainText("Please check your email to verify your account.");
    // The dialog stays, saying where the link went (e2e/auth-return.spec.ts tries it out).
    await expect(dialog.getByRole("heading", { name: "Check your inbox" })).toBeFocused();

    // The e-mailed link confirms the address and signs in.
    await page.goto(await mailedLink(email, verifyLink));
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Jane" })).toBeVisible(); // the first visit (decision 0065)

    // The account menu names the user; sign out.
    let menu = await openAccountMenu(page);
    await expect(menu).toContainText("Jane Doe");
    await expect(menu).toContainText(email);
    await expect(accountEntry(menu, "Admin Dashboard")).toHaveCount(0);
    await accountEntry(menu, "Sign out").click();
    await expect(toast(page, "Signed out")).toContainText("You've been signed out successfully.");
    await expect(page).toHaveURL(/\/$/);

    // Sign in with the password.
    dialog = await signInWithDialog(page, email, password);
    await expect(toast(page, "Welcome back!")).toContainText("You've been signed in successfully.");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(dialog).toBeHidden();

    // Settings: change the full name.
    menu = await openAccountMenu(page);
    await accountEntry(menu, "Settings").click();
    await expect(page).toHaveURL(/\/settings$/);
    const fullName = page.getByLabel(/^Full name/);
    await expect(fullName).toHaveValue("Jane Doe");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByText("Email/Password")).toBeVisible();
    await expect(page.getByText("Free Trial")).toBeVisible();
    await expect(page.getByRole("link", { name: "Upgrade Plan" })).toHaveAttribute("href", "/pricing");
    await expect(page.getByText("Your initials stand in for a picture.")).toBeVisible();
    const save = page.getByRole("button", { name: "Save Changes" });
    await expect(save).toBeDisabled();
    await expectAccessible(page);
    await fullName.fill("J");
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(save).toBeDisabled();
    await fullName.fill("Jane Q. Doe");
    await expect(save).toBeEnabled();
    await save.click();
    await expect(toast(page, "Profile Updated")).toContainText("Your profile information has been saved.");
    await expect(save).toBeDisabled();
    await page.reload();
    await expect(page.getByLabel(/^Full name/)).toHaveValue("Jane Q. Doe");

    // Download my data: a JSON file with the account in it.
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download my data" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^lexa-account-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = readFileSync((await download.path())!, "utf8");
    expect(() => JSON.parse(exported)).not.toThrow();
    expect(exported).toContain(email);

    // Delete the account: a wrong password is refused under the field.
    const opener = page.getByRole("button", { name: "Delete account" });
    await opener.click();
    const confirm = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await field(confirm, "Password").fill("not my password");
    await confirm.getByRole("button", { name: "Delete account" }).click();
    await expect(confirm.getByText("Incorrect password")).toBeVisible();
    await field(confirm, "Password").fill(password);
    await confirm.getByRole("button", { name: "Delete account" }).click();
    await expect(toast(page, "Account deleted")).toContainText("Your account and its data have been deleted.");
    await expect(page).toHaveURL(/\/$/);

    // The old password no longer signs in.
    await signInWithDialog(page, email, password);
    await expect(toast(page, "Invalid email or password. Please try again.")).toBeVisible();
  });

  test("guarded routes ask a signed-out visitor to sign in, in place", async ({ page }) => {
    for (const path of ["/dashboard", "/settings", "/analytics"]) {
      await page.goto(path);
      const dialog = authDialog(page);
      await expect(dialog.getByRole("heading", { name: "Welcome back" })).toBeVisible();
      await expect(dialog).toContainText("Sign in to open this page.");
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test("public pages make no API call for an anonymous visitor", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/api/")) calls.push(r.url());
    });
    await page.goto("/");
    await waitForHydration(page);
    await page.goto("/pricing");
    await waitForHydration(page);
    expect(calls).toEqual([]);
  });

  test("the dialog switches modes, checks before sending, traps focus and gives it back", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const signins: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/auth/signin")) signins.push(r.url());
    });

    const dialog = await openAuthDialog(page, "Sign In");
    await expect(dialog.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    // Google is not configured for this server, so it is not offered.
    await expect(dialog.getByText("Or continue with")).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
    await expect(field(dialog, "Full Name")).toHaveCount(0);
    await expect(field(dialog, "Password")).toHaveAttribute("minlength", "6");
    await expect(field(dialog, "Email")).toBeFocused();
    await expectAccessible(page);

    // Nothing is sent while the form is invalid.
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(toast(page, "Validation Error")).toContainText("Invalid email address");
    expect(signins).toEqual([]);

    await dialog.getByRole("button", { name: "Sign up" }).click();
    await expect(dialog.getByRole("heading", { name: "Create your account" })).toBeVisible();
    await expect(dialog.getByText("Already have an account?")).toBeVisible();
    await expect(field(dialog, "Full Name")).toBeVisible();
    await dialog.getByRole("button", { name: "Sign in" }).click();
    await expect(dialog.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await expect(dialog.getByText("Don't have an account?")).toBeVisible();

    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    const opener = isPhone(page) ? page.getByRole("button", { name: "Open menu" }) : page.getByRole("banner").getByRole("button", { name: "Sign In" });
    await expect(opener).toBeFocused();
  });

  test("a sign-in before confirming offers a new link", async ({ page }) => {
    const email = uniqueEmail("unconfirmed");
    const res = await page.request.post("/api/auth/signup", { data: { email, password, fullName: "Una Confirmed" } });
    expect(res.status()).toBe(201);
    await mailedLink(email, verifyLink);

    await page.goto("/");
    await waitForHydration(page);
    const dialog = await signInWithDialog(page, email, password);
    await expect(toast(page, /^Error\s*Email not confirmed/)).toBeVisible();
    await dialog.getByRole("button", { name: "Resend link" }).click();
    await expect(toast(page, "Check your inbox")).toBeVisible();
    await mailedLink(email, verifyLink, 1);
  });

  test("a used confirmation link explains itself on the home page and opens sign-in", async ({ page }) => {
    await page.goto("/api/auth/verify?token=used-or-never-issued");
    await expect(page).toHaveURL(/\/$/);
    const dialog = authDialog(page);
    await expect(dialog.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await expect(dialog.getByText("This confirmation link has expired or was already used.")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Resend link" })).toBeVisible();
  });

  test("a confirmation link opened from another site confirms the address but signs no one in", async ({ page, baseURL }) => {
    const email = uniqueEmail("cross-site");
    expect((await page.request.post("/api/auth/signup", { data: { email, password, fullName: "Casey Cross" } })).status()).toBe(201);
    const link = await mailedLink(email, verifyLink);
    // Another site's page links to it: the browser says the navigation is cross-site.
    await page.setContent(`<a href="${new URL(link, baseURL).href}">Confirm</a>`);
    await page.getByRole("link", { name: "Confirm" }).click();
    await expect(page).toHaveURL(/\/$/);
    const dialog = authDialog(page);
    await expect(dialog.getByText("Your e-mail address is confirmed. Sign in to continue.")).toBeVisible();
    expect((await page.request.get("/api/auth/session")).status()).toBe(401);
    await field(dialog, "Email").fill(email);
    await field(dialog, "Password").fill(password);
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a forgotten password is reset through the e-mailed link", async ({ page, context }) => {
    const email = await confirmedAccount(page, "reset");
    await context.clearCookies();

    await page.goto("/");
    await waitForHydration(page);
    const dialog = await openAuthDialog(page, "Sign In");
    await field(dialog, "Email").fill(email);
    await dialog.getByRole("button", { name: "Forgot password?" }).click();
    await expect(toast(page, "Check your inbox")).toBeVisible();

    await page.goto(await mailedLink(email, resetLink));
    const reset = page.getByRole("dialog", { name: "Choose a new password" });
    await expect(reset).toBeVisible();
    await expect(page).toHaveURL(/\/$/); // the token left the address bar
    await expectAccessible(page);
    await field(reset, "New password").fill("12345");
    await reset.getByRole("button", { name: "Update Password" }).click();
    await expect(toast(page, "Validation Error")).toContainText("Password must be at least 6 characters");
    await field(reset, "New password").fill("a brand new one");
    await reset.getByRole("button", { name: "Update Password" }).click();
    await expect(toast(page, "Password updated")).toContainText("Sign in with your new password.");

    const signIn = authDialog(page);
    await expect(signIn.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await field(signIn, "Email").fill(email);
    await field(signIn, "Password").fill("a brand new one");
    await signIn.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(mailedLinkCount(email, resetLink)).toBe(1);
  });

  test("Google sign-in is offered only when configured, and its failures show their message", async ({ page }) => {
    // Google is not configured for this server: the pages say so, and the dialog has no button.
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator('meta[name="lexa:google-sign-in"]')).toHaveAttribute("content", "off");
    const dialog = await openAuthDialog(page, "Get Started");
    await expect(dialog.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);

    // A failed return from Google lands home with a code, which becomes the spec's words.
    await page.goto("/?auth_error=google_cancelled");
    await expect(toast(page, "Google sign-in was cancelled.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("signed in, the navigation shows Dashboard and the avatar menu leads to settings", { tag: "@phone" }, async ({ page }) => {
    await confirmedAccount(page, "nav", "Sam Rivera");
    if (isPhone(page)) {
      await page.getByRole("button", { name: "Open menu" }).click();
      const drawer = page.getByRole("dialog", { name: "Menu" });
      // Services opens its list in place (a button); Analytics is there when signed in.
      await expect(drawer.getByRole("navigation").getByRole("link")).toHaveText(["Home", "Dashboard", "Analytics", "Pricing", "About", "Contact"]);
      await expect(drawer.getByRole("button", { name: "Services" })).toBeVisible();
      await expect(drawer.getByRole("button", { name: "Sign In" })).toHaveCount(0);
      await expectAccessible(page);
      await drawer.getByRole("link", { name: "Settings" }).click();
      await expect(drawer).toBeHidden();
    } else {
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link")).toHaveText(["Home", "Dashboard", "Analytics", "Pricing", "About", "Contact"]);
      await expect(nav.getByRole("button", { name: "Services" })).toBeVisible();
      await expect(page.getByRole("banner").getByRole("button", { name: "Sign In" })).toHaveCount(0);
      const menu = await openAccountMenu(page);
      await expect(menu.getByText("Sam Rivera")).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(page.getByRole("button", { name: "Account menu for Sam Rivera" })).toBeFocused();
      await (await openAccountMenu(page)).getByRole("menuitem", { name: "Settings" }).click();
    }
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  });
});
