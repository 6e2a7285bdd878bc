import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Browser, Locator, Page } from "@playwright/test";
import { accountEntry, confirmedAccount, openAccountMenu, password, toast, uniqueEmail } from "./account-helpers";
import { expect, test } from "./fixtures";
import { mailedLink, verifyLink } from "./mail-log";

// Stored XSS (docs/product.md, "Validation rules"; docs/security.md): markup typed into every field that
// is stored — sign-up, the settings profile, Add Service, the contact form, the demo
// booking — comes back as inert text on every page that shows it: the dashboard, the
// settings, the avatar menu, the demo's cancel page (rendered by the server), and the
// admin dashboard's tables; the admin CSV is a download, never a page.
//
// The server sanitises as the spec says (lexa.Sanitize: script blocks, then every complete
// tag, removed; the forms do the same before sending). What survives — a quote that
// closes an attribute, a tag that is never closed, a javascript: URL, HTML entities — must
// be shown exactly as text. CSP (no inline script) would block an injected handler too;
// the fixture fails a test on a CSP report, so passing means the markup never got in.

const hook = "window.__xss=1";
const payload = {
  img: `<img src=x onerror="${hook}">`,
  script: `<script>${hook}</script>`,
  svg: `"><svg onload=${hook}>`,
  js: `javascript:${hook}`,
  open: `<img src=x onerror=${hook}//`, // never closed, so no tag to remove: survives as text
  entity: `&lt;img src=x onerror=${hook}&gt;`, // text, unless something decodes it into markup
};

// lexa.Sanitize (internal/lexa/sanitize.go), to say what the stored text must be.
const sanitize = (s: string) =>
  s
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<[^>]*>/g, "")
    .trim();

/** Fails on anything a stored payload could have made run or appear as markup. */
async function expectInert(page: Page, dialogs: string[], where: string) {
  await page.waitForLoadState("networkidle");
  const found = await page.evaluate(() => {
    const bad: string[] = [];
    if ((window as unknown as { __xss?: unknown }).__xss !== undefined) bad.push("window.__xss is set");
    const urlAttrs = ["href", "src", "srcdoc", "action", "formaction", "xlink:href", "data"];
    for (const el of Array.from(document.querySelectorAll("*"))) {
      for (const a of Array.from(el.attributes)) {
        if (a.value.includes("__xss") && (a.name.startsWith("on") || urlAttrs.includes(a.name))) {
          bad.push(`<${el.localName} ${a.name}="${a.value}">`);
        }
      }
    }
    for (const s of Array.from(document.scripts)) if (s.text.includes("__xss")) bad.push(`<script>${s.text}</script>`);
    return bad;
  });
  expect(found, `injected markup on ${where}`).toEqual([]);
  expect(dialogs, `dialogs opened on ${where}`).toEqual([]);
}

function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  return dialogs;
}

/** The last free slot on the calendar (other specs book the first ones). */
async function lastFreeSlot(page: Page, skip = 0): Promise<{ date: string; timeSlot: string }> {
  const res = await page.request.get("/api/demo/slots");
  expect(res.status()).toBe(200);
  const { days } = (await res.json()) as { days: { date: string; slots: { time: string; available: boolean }[] }[] };
  const free = days.flatMap((d) => d.slots.filter((s) => s.available).map((s) => ({ date: d.date, timeSlot: s.time })));
  expect(free.length).toBeGreaterThan(skip);
  return free[free.length - 1 - skip]!;
}

/** A second, signed-in admin in a browser of its own; the role comes from `lexa admin grant`. */
async function adminPage(browser: Browser, baseURL: string) {
  const ip = `100.${64 + Math.floor(Math.random() * 64)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": ip } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error" && m.text().includes("Content Security Policy")) problems.push(m.text());
  });
  const email = uniqueEmail("xss-admin");
  const res = await page.request.post("/api/auth/signup", { data: { email, password, fullName: "Ada Admin" } });
  expect(res.status()).toBe(201);
  // The operator's command, on the database of the server under test (global-setup.ts keeps
  // it beside the log): ADMIN_EMAILS names only the admin spec's own accounts.
  const database = `sqlite:${join(dirname(process.env.LEXA_LOG!), "lexa.db")}`;
  const out = execFileSync(process.env.LEXA_BIN!, ["admin", "grant", email], { env: { ...process.env, DATABASE_URL: database } });
  expect(out.toString()).toContain(`granted admin to ${email}`);
  await page.goto(await mailedLink(email, verifyLink));
  await expect(page).toHaveURL(/\/dashboard$/);
  return { page, context, problems };
}

async function selectTab(dialog: Locator, name: string) {
  await dialog.getByRole("tab", { name }).click();
  const panel = dialog.getByRole("tabpanel", { name });
  await expect(panel).toBeVisible();
  return panel;
}

test.describe("stored XSS", () => {
  test("markup in every stored field comes back as inert text on every page that shows it", async ({ page, browser, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the pages and the data are the same at every width");
    // One long scenario: two browsers, ten pages, two sign-ups' password hashing and an
    // admin command, on the two CPUs the server, the runner and another worker share.
    test.setTimeout(150_000);
    const dialogs = watchDialogs(page);
    const tag = Math.random().toString(36).slice(2, 8); // finds this run's rows in the admin lists

    // Sign-up, through the API as a script would send it: the server alone sanitises.
    const signupName = `${payload.svg}Eve ${payload.script}${payload.img}${payload.open}`;
    await confirmedAccount(page, "xss", signupName);
    let fullName = sanitize(signupName);
    expect(fullName).toBe(`">Eve ${payload.open}`);
    expect((await (await page.request.get("/api/profile")).json()).profile).toMatchObject({ full_name: fullName });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ">Eve`); // the first visit (decision 0065)
    await expectInert(page, dialogs, "/dashboard after sign-up");

    // The profile, through the settings form.
    await page.goto("/settings");
    const profile = {
      full_name: `${payload.svg}Zoe ${payload.open}`,
      company_name: `<b>Globex${tag}</b> ${payload.js} ${payload.entity}`,
      phone: `'"><b>555-0100</b>`,
    };
    await page.getByLabel(/^Full name/).fill(profile.full_name);
    await page.getByLabel(/^Company name/).fill(profile.company_name);
    await page.getByLabel(/^Phone/).fill(profile.phone);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Profile Updated")).toBeVisible();
    fullName = sanitize(profile.full_name);
    const company = sanitize(profile.company_name);
    const phone = sanitize(profile.phone);
    expect([fullName, company, phone]).toEqual([`">Zoe ${payload.open}`, `Globex${tag} ${payload.js} ${payload.entity}`, `'">555-0100`]);
    await page.reload();
    await expect(page.getByLabel(/^Full name/)).toHaveValue(fullName);
    await expect(page.getByLabel(/^Company name/)).toHaveValue(company);
    await expect(page.getByLabel(/^Phone/)).toHaveValue(phone);
    await expectInert(page, dialogs, "/settings");

    // The avatar menu names the user.
    await expect(page.getByRole("button", { name: /^Account menu for / })).toHaveAttribute("aria-label", `Account menu for ${fullName}`);
    const menu = await openAccountMenu(page);
    await expect(menu.getByText(fullName, { exact: true })).toBeVisible();
    await expectInert(page, dialogs, "the avatar menu");
    await accountEntry(menu, "Settings").click(); // closes it

    // A service, through Add Service; its name is on the list, in a toast and a dialog title.
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Welcome( back)?, ">Zoe$/);
    const serviceRaw = `${payload.svg}Front desk ${payload.open}`;
    const serviceName = sanitize(serviceRaw);
    await page.getByRole("button", { name: "Add Service" }).click();
    const add = page.getByRole("dialog", { name: "Add Service" });
    await add.getByLabel(/^Service Type/).selectOption("voice-ai");
    await add.getByLabel(/^Service Name/).fill(serviceRaw);
    await add.getByRole("button", { name: "Create Service" }).click();
    await expect(toast(page, "Service created")).toContainText(`${serviceName} has been added to your dashboard.`);
    await expect(add).toBeHidden();
    await page.reload();
    const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: serviceName, exact: true }) });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: "API keys" }).click();
    const keys = page.getByRole("dialog", { name: `API keys for ${serviceName}` });
    await expect(keys.getByRole("heading", { name: `API keys for ${serviceName}` })).toBeVisible();
    await expectInert(page, dialogs, "/dashboard with the service and its API keys dialog");
    await page.keyboard.press("Escape");

    // The contact form, as a visitor fills it in on /contact.
    const contactEmail = uniqueEmail(`xss-contact-${tag}`);
    const contact = {
      name: `${payload.svg}Mallory ${payload.open}`,
      company: `${payload.img}Initech ${payload.js}`,
      message: `Hello ${payload.img}${payload.script}${payload.svg} ${payload.js} ${payload.entity} ${payload.open}`,
    };
    await page.goto("/contact");
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Send Message" }) });
    await form.getByLabel(/^Full name/).fill(contact.name);
    await form.getByLabel(/^Email/).fill(contactEmail);
    await form.getByLabel(/^Company( \*| \(optional\))?$/).fill(contact.company);
    await form.getByLabel(/^Message/).fill(contact.message);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Message sent successfully!")).toBeVisible();
    await expectInert(page, dialogs, "/contact after sending");

    // The same form straight to the API, unsanitised, with a spreadsheet formula as well.
    const apiContactEmail = uniqueEmail(`xss-api-${tag}`);
    const apiContact = {
      name: `${payload.script}Trudy ${payload.img}`,
      email: apiContactEmail,
      company: `=HYPERLINK("${payload.js}")`,
      message: `${payload.svg}${payload.open}`,
    };
    expect((await page.request.post("/api/contact", { data: apiContact })).status()).toBe(201);

    // A demo booking, straight to the API; its cancel page is rendered by the server.
    const bookingEmail = uniqueEmail(`xss-booking-${tag}`);
    const booking = {
      name: `${payload.svg}Bob ${payload.open}`,
      email: bookingEmail,
      company: `${payload.img}Hooli '"> ${payload.entity} ${payload.open}`,
      phone: `'"><b>555-0199</b>`,
      employees: "11-50",
      message: `${payload.script}${payload.entity}`,
      service: "voice-ai",
    };
    let booked = 0;
    for (let attempt = 0; attempt < 4 && booked !== 201; attempt++) {
      const res = await page.request.post("/api/demo/bookings", { data: { ...booking, ...(await lastFreeSlot(page, attempt)) } });
      booked = res.status();
      expect([201, 409], await res.text()).toContain(booked); // 409: another test took the slot
    }
    expect(booked).toBe(201);
    const bookingCompany = sanitize(booking.company);
    expect(bookingCompany).toBe(`Hooli '"> ${payload.entity} ${payload.open}`);
    await page.goto(await mailedLink(bookingEmail, /\/api\/demo\/bookings\/cancel\?token=/));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancel your demo?");
    await expect(page.locator("p").filter({ hasText: " demo for " })).toContainText(` demo for ${bookingCompany} on `);
    await expectInert(page, dialogs, "the demo's cancel page");

    // The admin dashboard: every table with the stored text.
    const admin = await adminPage(browser, baseURL!);
    const adminDialogs = watchDialogs(admin.page);
    await accountEntry(await openAccountMenu(admin.page), "Admin Dashboard").click();
    const dashboard = admin.page.getByRole("dialog", { name: "Admin Dashboard" });
    await expect(dashboard.getByRole("tabpanel", { name: "Overview" })).toBeVisible();

    const users = await selectTab(dashboard, "Users");
    await users.getByRole("searchbox", { name: "Search" }).fill(`Globex${tag}`);
    const userRow = users.getByRole("table", { name: "Users" }).getByRole("row").filter({ hasText: `Globex${tag}` });
    await expect(userRow).toHaveCount(1);
    for (const text of [fullName, company, phone]) await expect(userRow).toContainText(text);
    await expectInert(admin.page, adminDialogs, "the admin Users table");

    const contacts = await selectTab(dashboard, "Contacts");
    const search = contacts.getByRole("searchbox", { name: "Search" });
    const contactRow = (address: string) => contacts.getByRole("table", { name: "Contacts" }).getByRole("row").filter({ hasText: address });
    await search.fill(contactEmail);
    for (const text of [sanitize(contact.name), sanitize(contact.company), sanitize(contact.message)]) {
      await expect(contactRow(contactEmail)).toContainText(text);
    }
    expect(sanitize(contact.message)).toBe(`Hello "> ${payload.js} ${payload.entity} ${payload.open}`);
    await search.fill(apiContactEmail);
    await expect(contactRow(apiContactEmail)).toContainText(`Trudy`);
    await expect(contactRow(apiContactEmail)).not.toContainText("<script>");
    await expect(contactRow(apiContactEmail)).toContainText(`">${payload.open}`);
    await search.fill(bookingEmail);
    await expect(contactRow(bookingEmail)).toContainText(bookingCompany);
    await expect(contactRow(bookingEmail)).toContainText(`'">555-0199`);
    await expectInert(admin.page, adminDialogs, "the admin Contacts table");

    // The CSV: an attachment of type text/csv (never a page), formulas defused.
    const csv = await admin.page.request.get("/api/admin/contacts?format=csv");
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toMatch(/^text\/csv/);
    expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="[^"]+\.csv"$/);
    expect(csv.headers()["x-content-type-options"]).toBe("nosniff");
    const body = await csv.text();
    expect(body).toContain(contactEmail);
    expect(body).toContain(payload.open); // the text as stored: CSV is not HTML, nothing to escape
    expect(body).toContain(`'=HYPERLINK(""${payload.js}"")`); // a formula is quoted for spreadsheets
    const downloading = admin.page.waitForEvent("download");
    await contacts.getByRole("link", { name: "Download CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    expect(readFileSync((await download.path())!, "utf8")).toContain(bookingEmail);
    await expect(dashboard).toBeVisible(); // the link saved a file; the page stayed
    await expectInert(admin.page, adminDialogs, "the admin dashboard after the CSV download");

    const audit = await selectTab(dashboard, "Audit");
    await expect(audit.getByRole("table", { name: "Audit" })).toBeVisible();
    await expectInert(admin.page, adminDialogs, "the admin Audit table");

    expect(admin.problems, "page errors or CSP violations in the admin's browser").toEqual([]);
    await admin.context.close();
  });
});
