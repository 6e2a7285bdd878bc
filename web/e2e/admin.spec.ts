import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { accountEntry, confirmedAccount, confirmedAccountAt, isPhone, openAccountMenu, toast, uniqueEmail } from "./account-helpers";
import { expect, expectAccessible, test } from "./fixtures";
import { adminEmailFor } from "./admin-accounts";
import { expectNoSidewaysScroll } from "./workspace-helpers";

// The read-only admin dashboard end to end (docs/product.md, "Admin dashboard"; docs/api.md "Admin").
// global-setup.ts names one admin address per project in ADMIN_EMAILS, so the role is
// given at sign-up, as on a real installation.

const listTabs = ["Users", "Subscriptions", "Contacts", "Audit", "Security", "Roles"] as const;

const adminDashboard = (page: Page) => page.getByRole("dialog", { name: "Admin Dashboard" });

/** The panel of the tab named `name`, after selecting it. */
async function selectTab(dialog: Locator, name: string) {
  const tab = dialog.getByRole("tab", { name });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  const panel = dialog.getByRole("tabpanel", { name });
  await expect(panel).toBeVisible();
  return panel;
}

/** Gives an account the admin role as an operator would, with `lexa admin grant` on the server's database. */
function grantAdmin(email: string) {
  execFileSync(process.env.LEXA_BIN!, ["admin", "grant", email], {
    env: { ...process.env, DATABASE_URL: process.env.LEXA_DATABASE_URL!, LOG_FORMAT: "json" },
    stdio: "pipe",
  });
}

/**
 * Resolves when the page's role check answers hasRole. A check the page made before a
 * reload may end as the page goes away, its body gone: it is passed over, not read.
 */
function roleCheck(page: Page, hasRole: boolean) {
  return page.waitForResponse(
    async (res) => res.url().includes("/api/auth/has-role") && (await res.json().catch(() => null))?.has_role === hasRole,
  );
}

test.describe("admin dashboard", () => {
  test("an admin reads every tab, finds a new contact and downloads it as CSV", { tag: "@phone" }, async ({ page }, testInfo) => {
    test.slow();
    await confirmedAccountAt(page, adminEmailFor(testInfo), "Ada Admin");

    // A visitor's message, sent a moment earlier.
    const contactEmail = uniqueEmail("admin-contact");
    const sent = await page.request.post("/api/contact", {
      data: { name: "Casey Contact", email: contactEmail, company: "Contact Co", message: "Please show me the admin dashboard." },
    });
    expect(sent.status()).toBe(201);

    const menu = await openAccountMenu(page);
    await accountEntry(menu, "Admin Dashboard").click();
    const dialog = adminDashboard(page);
    await expect(dialog).toBeVisible();

    // The lists load, then the Overview shows its counts and charts.
    const overview = dialog.getByRole("tabpanel", { name: "Overview" });
    await expect(overview).toBeVisible();
    await expect(overview.getByText("Users", { exact: true })).toBeVisible();
    await expect(overview.getByRole("img", { name: /^Sign-ups per day, last 30 days: / })).toBeVisible();
    await expect(overview.getByRole("img", { name: /^Contacts per day, last 30 days: \d+ in total/ })).toBeVisible();
    await expect(toast(page, /Access Denied|Failed to/)).toHaveCount(0);
    await expectAccessible(page);

    // Every list answers: a table, or the words for an empty one; never a failure.
    for (const name of listTabs) {
      const panel = await selectTab(dialog, name);
      await expect(panel.getByRole("table", { name }).or(panel.getByText("Nothing here yet."))).toBeVisible();
      await expect(panel.getByText("This list could not be loaded.")).toHaveCount(0);
    }
    await expect(dialog.getByRole("tabpanel", { name: "Roles" }).getByText("admin", { exact: true }).first()).toBeVisible();

    // The contact, found with the search.
    const contacts = await selectTab(dialog, "Contacts");
    await contacts.getByRole("searchbox", { name: "Search" }).fill(contactEmail.toUpperCase());
    const table = contacts.getByRole("table", { name: "Contacts" });
    await expect(table.getByRole("row")).toHaveCount(2); // the header and the contact
    const row = table.getByRole("row").filter({ hasText: contactEmail });
    await expect(row).toContainText("Casey Contact");
    await expect(row).toContainText("Please show me the admin dashboard.");
    await expect(row.getByRole("cell", { name: "N/A" }).first()).toBeVisible(); // no phone was given

    if (isPhone(page)) {
      // At 390 px the table scrolls inside its region; the dialog stays on the screen.
      const region = contacts.getByRole("region", { name: "Contacts table" });
      expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
    await expectAccessible(page);

    // The same list as a CSV file, with the contact in it.
    const downloading = page.waitForEvent("download");
    await contacts.getByRole("link", { name: "Download CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = readFileSync((await download.path())!, "utf8");
    expect(csv.split("\n")[0]).toMatch(/email/i);
    expect(csv).toContain(contactEmail);

    // Escape closes it; the page is as it was.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("an admin pages back through a list with Load more, from the keyboard", async ({ page }) => {
    test.slow();
    // A new account each time (the addresses ADMIN_EMAILS names sign up once per run),
    // made an admin as an operator would.
    const email = await confirmedAccount(page, "admin-paging", "Paige Admin");
    grantAdmin(email);

    // 51 rate-limit windows, one per address, oldest first: one more than the Security
    // tab's first page. A reset with a too-short password is counted, then refused.
    const r = (n: number) => Math.floor(Math.random() * n);
    const prefix = `198.${18 + r(2)}.${r(256)}.`;
    for (let i = 0; i <= 50; i++) {
      const res = await page.request.post("/api/auth/password/reset", {
        data: { token: "no-such-token", password: "x" },
        headers: { "X-Forwarded-For": prefix + i },
      });
      expect(res.status()).toBe(400);
    }

    const roleAnswered = roleCheck(page, true);
    await page.reload();
    await roleAnswered;
    const menu = await openAccountMenu(page);
    await accountEntry(menu, "Admin Dashboard").click();
    const dialog = adminDashboard(page);
    const security = await selectTab(dialog, "Security");

    // The oldest address is not on the first page; Load more, pressed with Enter, brings it.
    await security.getByRole("searchbox", { name: "Search" }).fill(prefix + "0");
    await expect(security.getByText("No rows match your search.")).toBeVisible();
    const status = security.getByRole("status");
    const loadMore = security.getByRole("button", { name: "Load more" });
    const oldest = security.getByRole("row").filter({ hasText: prefix + "0" });
    for (let pages = 0; (await oldest.count()) === 0; pages++) {
      expect(pages, "pages loaded without finding the oldest address").toBeLessThan(5);
      // Wait for this page's rows: the status changes from its count before the press (a
      // wait for "not loading" alone could pass before the loading began).
      const before = (await status.textContent())!;
      await loadMore.focus();
      await page.keyboard.press("Enter");
      await expect(status).not.toHaveText(before);
      await expect(status).not.toHaveText("Loading more rows…");
    }
    await expect(oldest).toContainText("password_reset");
    await expect(status).toHaveText(/^Showing 1 of \d+ rows$/);
    expect(Number((await status.textContent())!.match(/of (\d+)/)![1])).toBeGreaterThan(50);
    // The focus stayed with the button, or moved to where it was once every row came.
    await expect(loadMore.or(security.getByText("All rows are shown."))).toBeFocused();
    await expect(toast(page, /Failed to/)).toHaveCount(0);
    await expectAccessible(page);
  });

  test("the tables lead with what names a row, cut long cells short and fit a phone", { tag: "@phone" }, async ({ page }) => {
    test.slow();
    const email = await confirmedAccount(page, "admin-tables", "Tess Tables");
    grantAdmin(email);
    // A contact whose name alone is wider than a phone.
    const longName = `Maximiliana Konstantinopoulou-Vanderbilt-Featherstonehaugh ${Date.now()}`;
    const sent = await page.request.post("/api/contact", {
      data: { name: longName, email: uniqueEmail("long-name"), company: "Long Names Ltd", message: "Does the table still fit?" },
    });
    expect(sent.status()).toBe(201);

    const roleAnswered = roleCheck(page, true);
    await page.reload();
    await roleAnswered;
    const menu = await openAccountMenu(page);
    await accountEntry(menu, "Admin Dashboard").click();
    const dialog = adminDashboard(page);
    await expect(dialog.getByRole("tabpanel", { name: "Overview" })).toBeVisible();

    // Users: the e-mail first.
    const users = await selectTab(dialog, "Users");
    await expect(users.getByRole("columnheader").first()).toHaveText("Email");
    await users.getByRole("searchbox", { name: "Search" }).fill(email);
    await expect(users.getByRole("row").nth(1).getByRole("rowheader")).toHaveText(email);

    // Contacts: the long name is cut short, whole in its title and when focused.
    const contacts = await selectTab(dialog, "Contacts");
    await contacts.getByRole("searchbox", { name: "Search" }).fill(longName);
    const name = contacts.getByRole("table", { name: "Contacts" }).getByTitle(longName);
    await expect(name).toHaveText(longName);
    expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    // Reached with Tab from the search box (past the table's scroll region), it unfolds.
    for (let i = 0; i < 5 && !(await name.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(name).toBeFocused();
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await name.blur();

    // Security: an address and an account's key in their own columns.
    const security = await selectTab(dialog, "Security");
    const headers = security.getByRole("columnheader");
    await expect(headers.nth(0)).toHaveText("Address");
    await expect(headers.nth(1)).toHaveText("Account/key");
    await expect(security.getByRole("row").filter({ hasText: "account:" }).first()).toBeVisible();
    const addresses = await security.getByRole("row").locator("th:first-child, td:first-child").allTextContents();
    expect(addresses.filter((a) => a.startsWith("account:") || a.startsWith("apikey:"))).toEqual([]);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });

  test("someone without the role sees no Admin Dashboard, and the API refuses them", async ({ page }) => {
    await confirmedAccount(page, "not-admin");
    // The menu decides on the role check's answer: wait for it, so its absence means something.
    const roleAnswered = roleCheck(page, false);
    await page.reload();
    await roleAnswered;

    const menu = await openAccountMenu(page);
    await expect(accountEntry(menu, "Settings")).toBeVisible();
    await expect(accountEntry(menu, "Admin Dashboard")).toHaveCount(0);

    for (const path of ["/api/admin/contacts", "/api/admin/contacts?format=csv", "/api/admin/overview"]) {
      const res = await page.request.get(path);
      expect(res.status(), path).toBe(403);
      expect((await res.json()).error.code).toBe("forbidden");
    }
  });
});
