import { confirmedAccount, toast } from "./account-helpers";
import { expect, expectAccessible, test } from "./fixtures";
import { expectNoSidewaysScroll, openActiveService, subscribeToEnterprise } from "./workspace-helpers";

// The call-center workspace end to end (docs/api.md "Lead inbox"): an Enterprise
// subscriber activates a call-center service; a lead posted by their CRM with the
// service's API key appears on the board without a reload, scored by the built-in engine;
// they move it to Won with its revenue, and the dashboard's revenue rises by it.

test.describe("workspace leads", () => {
  test("a lead posted by the API appears live, scored, is won with revenue, and the dashboard's revenue rises", { tag: "@phone" }, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000); // sign-up, checkout, a service, a scoring job: several round trips on a shared machine
    await confirmedAccount(page, "workspace-leads", "Lena Park");
    await subscribeToEnterprise(page);
    await expect(page.getByTestId("metric-monthly-revenue")).toContainText("$0");
    const main = await openActiveService(page, "call-center", "Sales Line");
    const serviceId = page.url().split("/").pop()!;

    // No lead yet: the page says how leads arrive.
    const leads = main.getByRole("region", { name: "Leads" });
    await expect(leads.getByTestId("leads-empty")).toContainText("POST /api/v1/leads");
    await expect(leads.getByRole("link", { name: "Create an API key" })).toHaveAttribute("href", `/dashboard?api-keys=${serviceId}`);
    await expect(main.getByRole("region", { name: "Public form" })).toContainText("No form link yet.");
    await expectAccessible(page);

    // The CRM's key, made through the API, and a lead posted with it.
    const key = await page.request.post(`/api/services/${serviceId}/keys`);
    expect(key.status()).toBe(201);
    const secret = ((await key.json()) as { secret: string }).secret;
    const lead = {
      name: "Dana Lee",
      company: "Ridgeway Dental",
      email: `dana-${Date.now()}@ridgeway.example`,
      source: "crm",
      notes: "Dana is VP of Operations, looking for an answering service. Budget: $1,500 a month. Timeline: before March.",
      idempotency_key: `crm-${Date.now()}`,
    };
    const posted = await request.post(`${baseURL}/api/v1/leads`, { headers: { Authorization: `Bearer ${secret}` }, data: lead });
    expect(posted.status()).toBe(201);

    // It appears without a reload, and its score follows once the engine is done.
    const board = leads.getByRole("group", { name: "Pipeline" });
    const card = board.getByRole("region", { name: /^New/ }).getByTestId("lead").filter({ hasText: "Dana Lee" });
    await expect(card).toBeVisible();
    // Scored by the service's default lead profile (no offer written yet): a buyer who decides, asks, has a budget and a time.
    await expect(card.getByTestId("lead-score")).toContainText("90/100");
    await expect(card.getByTestId("lead-temperature")).toHaveText("Hot");
    await expect(card.getByTestId("lead-reasons")).toContainText("Can decide: “VP”");
    if ((page.viewportSize()?.width ?? 0) < 768) await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    // Won, with its revenue: asked for when the stage is chosen.
    await card.getByRole("combobox", { name: "Stage of Dana Lee" }).selectOption("won");
    const won = card.getByRole("form", { name: "Won: Dana Lee" });
    await won.getByRole("textbox", { name: "Revenue (USD)" }).fill("1,234.50");
    await expectAccessible(page);
    await won.getByRole("button", { name: "Mark as Won" }).click();
    await expect(toast(page, "Dana Lee moved to Won.")).toBeVisible();
    const wonCard = board.getByRole("region", { name: /^Won/ }).getByTestId("lead").filter({ hasText: "Dana Lee" });
    await expect(wonCard.getByTestId("lead-revenue")).toHaveText("Revenue: $1,234.50");
    await expect(board.getByRole("region", { name: /^New/ })).toContainText("None");

    // The dashboard's revenue card counts it.
    await page.goto("/dashboard");
    await expect(page.getByTestId("metric-monthly-revenue")).toContainText("$1,234.50");
    await expectAccessible(page);
  });

  test("a visitor sends a lead through the public form page (axe-clean), it is scored in the inbox; revoking the link closes it", async ({ page }) => {
    test.setTimeout(90_000);
    await confirmedAccount(page, "workspace-form", "Omar Ruiz");
    await subscribeToEnterprise(page);
    const main = await openActiveService(page, "call-center", "Inbound");
    const links = main.getByRole("region", { name: "Public form" });
    await links.getByRole("button", { name: "Create Form Link" }).click();
    const url = await links.getByRole("textbox", { name: "Form address" }).inputValue();
    expect(url).toMatch(/\/f\/[\w-]{32}$/);
    await expect(links.getByRole("textbox", { name: "Embed code" })).toHaveValue(new RegExp(`^<iframe src="${url}"`));
    await expectAccessible(page);
    const workspace = page.url();

    // The form page a customer embeds (its CSP, which lets any site frame it, is checked in Go).
    await page.goto(new URL(url).pathname);
    // Named after the service until the owner writes a lead profile.
    await expect(page.getByRole("heading", { name: "Inbound" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("Give a name, an email address or a phone number")).toBeVisible();
    await page.getByLabel("Your name").fill("Ivy Form");
    await page.getByLabel("Email").fill(`ivy-${Date.now()}@shop.example`);
    await page.getByLabel("How can we help?").fill("Our director wants this live; budget approved, timeline next month.");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("status")).toContainText("Thank you");
    await expectAccessible(page);

    // It is in the inbox, scored.
    await page.goto(new URL(workspace).pathname);
    const card = page.getByRole("region", { name: "Leads" }).getByTestId("lead").filter({ hasText: "Ivy Form" });
    await expect(card.getByTestId("lead-score")).toContainText("90/100");

    // Revoked, the link stops working.
    await links.getByRole("button", { name: `Revoke ${url}` }).click();
    await links.getByRole("button", { name: "Revoke Link" }).click();
    await expect(links).toContainText("No form link yet.");
    const closed = await page.request.get(new URL(url).pathname);
    expect(closed.status()).toBe(404);
    expect(await closed.text()).toContain("This link is not active. Ask the business for a current one.");
  });
});
