import { confirmedAccount, password, toast } from "./account-helpers";
import { expect, expectAccessible, test } from "./fixtures";

// The settings page of issue 23: changing the password (which signs out the other
// devices, seen from a second browser) and the notification preferences.

test.describe("settings", () => {
  test("changing the password ends the other session and keeps this one", async ({ page, browser, clientIp }) => {
    // Four password hashes (sign-up, two sign-ins, the change) on a busy machine.
    test.slow();
    const email = await confirmedAccount(page, "settings-password");
    // A second browser (another device) signed in to the same account.
    const other = await browser.newContext({ baseURL: process.env.LEXA_URL, extraHTTPHeaders: { "X-Forwarded-For": clientIp } });
    const otherPage = await other.newPage();
    expect((await otherPage.request.post("/api/auth/signin", { data: { email, password } })).status()).toBe(200);
    await otherPage.goto("/settings");
    await expect(otherPage.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

    await page.goto("/settings");
    const card = page.getByRole("region", { name: "Password" });
    await expect(card).toBeVisible();
    await expect(page.getByText("Your initials stand in for a picture.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Change Avatar" })).toHaveCount(0);
    await expectAccessible(page);

    // Checked inline first, then by the server.
    await card.getByRole("button", { name: "Change Password" }).click();
    await expect(card.getByText("Password is required")).toBeVisible();
    await expect(card.getByLabel(/^Current password/)).toBeFocused();
    await card.getByLabel(/^Current password/).fill("not my password");
    await card.getByLabel(/^New password/).fill("brand new password");
    await card.getByRole("button", { name: "Change Password" }).click();
    await expect(card.getByText("Incorrect password")).toBeVisible();
    await expect(card.getByLabel(/^Current password/)).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    await card.getByLabel(/^Current password/).fill(password);
    await card.getByRole("button", { name: "Change Password" }).click();
    await expect(toast(page, "Password changed")).toBeVisible();
    await expect(card.getByLabel(/^Current password/)).toHaveValue("");

    // The other device is signed out; this one is not.
    expect((await otherPage.request.get("/api/auth/session")).status()).toBe(401);
    // Signed out there: the guarded page asks for sign-in in place (decision 0044).
    await otherPage.goto("/settings");
    await expect(otherPage.getByRole("dialog").getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await expect(otherPage.getByRole("heading", { level: 1, name: "Settings" })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await other.close();
  });

  test("notification preferences are saved on the profile", async ({ page }) => {
    await confirmedAccount(page, "settings-notify");
    await page.goto("/settings");
    const card = page.getByRole("region", { name: "Notifications" });
    const weekly = card.getByRole("checkbox", { name: "Weekly usage summary" });
    await expect(card.getByRole("checkbox", { name: "Hot leads" })).toBeChecked();
    await expect(weekly).toBeChecked();
    await expect(card.getByRole("checkbox", { name: "Product news" })).not.toBeChecked();
    await expect(card.getByText("We'll e-mail you when we ship something new.")).toBeVisible();
    await weekly.uncheck();
    await expect(toast(page, "Notification settings saved")).toBeVisible();
    await expect(weekly).toBeEnabled();
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByRole("region", { name: "Notifications" }).getByRole("checkbox", { name: "Weekly usage summary" })).not.toBeChecked();
  });
});
