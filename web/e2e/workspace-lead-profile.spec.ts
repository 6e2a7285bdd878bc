import { confirmedAccount, field, toast } from "./account-helpers";
import { expect, expectAccessible, test } from "./fixtures";
import { expectNoSidewaysScroll, openActiveService, subscribeToEnterprise } from "./workspace-helpers";

// The call-center workspace's lead profile and hand-added leads (docs/api.md "Lead
// profile", "Lead inbox"): a dental clinic says what it offers, what a customer is worth
// and what makes a lead urgent; a lead it takes by phone and types in is scored by that
// profile, hot, with a reason in the clinic's own words.

const offer = "Dental implants, cleanings, whitening and emergency dental care";

test.describe("workspace lead profile", () => {
  test("the owner saves a dental clinic's lead profile, it is kept; a lead added by hand is scored hot by it", { tag: "@phone" }, async ({ page }) => {
    test.setTimeout(120_000); // sign-up, checkout, a service, a save, a reload, a scoring job: about a minute on a busy shared machine
    await confirmedAccount(page, "lead-profile", "Rosa Diaz");
    await subscribeToEnterprise(page);
    const main = await openActiveService(page, "call-center", "Bright Smiles Dental");

    // Not saved yet: the first step points at the profile, which holds the defaults.
    const steps = main.getByTestId("first-steps");
    const step = steps.getByRole("link", { name: /Describe your business in the lead profile/ });
    await expect(step).toHaveAttribute("href", "#lead-profile-heading");
    const profile = main.getByRole("region", { name: "Your lead profile" });
    await expect(field(profile, "Business name")).toHaveValue("Bright Smiles Dental");
    await expect(profile.getByTestId("lead-profile-state")).toContainText("Not saved yet");
    await expect(profile.getByRole("radio", { name: "Optional" })).toBeChecked();

    await field(profile, "What you offer").fill(offer);
    await field(profile, "Service area").fill("Springfield and Shelbyville");
    await field(profile, "Typical value of a customer").fill("3000");
    await field(profile, "Urgent signals").fill("toothache\nswelling");
    await field(profile, "Not leads").fill("insurance sales");
    await expect(profile.getByTestId("lead-profile-state")).toHaveText("You have unsaved changes.");
    await profile.getByRole("button", { name: "Save Lead Profile" }).click();
    await expect(toast(page, "Lead profile saved")).toBeVisible();
    await expect(profile.getByRole("status")).toHaveText("Saved. New leads are scored by this profile.");
    await expect(steps.getByRole("listitem").filter({ hasText: "Describe your business in the lead profile" })).toHaveAttribute("data-done", "true");

    // Kept: a reload reads it back from the server.
    await page.reload();
    await expect(field(profile, "What you offer")).toHaveValue(offer);
    await expect(field(profile, "Service area")).toHaveValue("Springfield and Shelbyville");
    await expect(field(profile, "Typical value of a customer")).toHaveValue("3000");
    await expect(field(profile, "Urgent signals")).toHaveValue("toothache\nswelling");
    await expect(field(profile, "Not leads")).toHaveValue("insurance sales");
    await expect(profile.getByTestId("lead-profile-state")).toHaveText("");
    if ((page.viewportSize()?.width ?? 0) < 768) await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    // A lead taken by phone, typed in.
    const leads = main.getByRole("region", { name: "Leads" });
    const add = leads.getByRole("button", { name: "Add Lead" });
    await add.click();
    const dialog = page.getByRole("dialog", { name: "Add a lead" });
    await expect(field(dialog, "Name")).toBeFocused();
    await field(dialog, "Name").fill("Maria Lopez");
    await field(dialog, "Phone").fill("555-201-3344");
    await field(dialog, "What they asked for").fill("I need dental implants, two teeth. I can pay around $6,000. Can I book this week?");
    await dialog.getByRole("button", { name: "Add Lead" }).click();
    await expect(toast(page, "Maria Lopez added to your leads.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();

    // It is in the inbox, and once scored it is hot, for a reason in the clinic's words.
    const card = leads.getByRole("group", { name: "Pipeline" }).getByRole("region", { name: /^New/ }).getByTestId("lead").filter({ hasText: "Maria Lopez" });
    await expect(card).toBeVisible();
    await expect(card.getByTestId("lead-temperature")).toHaveText("Hot");
    await expect(card.getByTestId("lead-reasons")).toContainText("Dental implants");
    // Its details: a business's next steps, not a sales playbook.
    await card.getByRole("button", { name: "Details of Maria Lopez" }).click();
    const analysis = card.getByTestId("lead-analysis");
    await expect(analysis).toContainText("Next steps");
    await expect(analysis).toContainText("1. Call Maria Lopez back today on 555-201-3344.");
    if ((page.viewportSize()?.width ?? 0) < 768) await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });

  test("the add-lead dialog shows a field's error beside it, keeps what was typed, is axe-clean open, and closes on Escape", { tag: "@phone" }, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await confirmedAccount(page, "lead-add", "Noor Haddad");
    await subscribeToEnterprise(page);
    const main = await openActiveService(page, "call-center", "Front Office");
    const serviceId = page.url().split("/").pop()!;
    const leads = main.getByRole("region", { name: "Leads" });
    const add = leads.getByRole("button", { name: "Add Lead" });
    await add.click();
    const dialog = page.getByRole("dialog", { name: "Add a lead" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);

    await field(dialog, "Name").fill("Maria Lopez");
    await field(dialog, "Email").fill("maria@");
    await dialog.getByRole("button", { name: "Add Lead" }).click();
    const email = field(dialog, "Email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Invalid email address");
    await expect(email).toHaveValue("maria@");
    await expect(field(dialog, "Name")).toHaveValue("Maria Lopez");
    await expectAccessible(page);

    // The server says the same of such an address.
    const refused = await page.request.post(`/api/services/${serviceId}/leads`, { data: { name: "Maria Lopez", email: "maria@" } });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields.email).toBe("Invalid email address");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
    await expect(leads.getByTestId("leads-empty")).toBeVisible();
  });
});
