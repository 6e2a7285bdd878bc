import { confirmedAccount } from "./account-helpers";
import { expect, expectAccessible, test } from "./fixtures";
import { downloadedText, openActiveService, subscribeToEnterprise } from "./workspace-helpers";

// The content calendar end to end (docs/api.md "Workspaces: content calendar"): an
// Enterprise subscriber saves a brand profile, has the built-in engine write two drafts,
// edits one into a banned word, schedules the other and exports the month as CSV and ICS.
// The browser's time zone is fixed, so 09:30 there is 08:30 UTC in March; the calendar is
// opened on the scheduled day by its address, never on the machine's today.
test.use({ timezoneId: "Europe/Berlin" });

test.describe("workspace content calendar", () => {
  test("two drafts generated, one scheduled on the calendar, the month exported as CSV and ICS", { tag: "@phone" }, async ({ page }) => {
    test.setTimeout(90_000);
    await confirmedAccount(page, "workspace-content", "Mina Ortiz");
    await subscribeToEnterprise(page);
    const main = await openActiveService(page, "content-marketing", "Social posts");

    // Empty states say how to start.
    await expect(main.getByText(/No profile saved yet\. Start here/)).toBeVisible();
    await expect(main.getByText(/No drafts yet\. Write a topic above/)).toBeVisible();
    await expect(main.getByText(/Nothing scheduled in this period/)).toBeVisible();
    await expectAccessible(page);

    // The brand profile.
    const brand = main.getByRole("region", { name: "Brand profile" });
    await brand.getByLabel(/^Tone/).selectOption("friendly");
    await brand.getByLabel(/^Keywords/).fill("bright smiles, family dentistry");
    await brand.getByLabel(/^Banned words/).fill("free, guaranteed");
    await brand.getByRole("checkbox", { name: "LinkedIn" }).check();
    await brand.getByRole("button", { name: "Save profile" }).click();
    await expect(brand.getByText("Brand profile saved.")).toBeVisible();

    // Two drafts, one per platform.
    const generate = main.getByRole("region", { name: "Generate drafts" });
    await expect(generate.getByRole("checkbox", { name: "LinkedIn" })).toBeChecked();
    await generate.getByRole("button", { name: "Generate drafts" }).click();
    await expect(generate.getByText("Topic is required.")).toBeVisible();
    await generate.getByLabel(/^Topic/).fill("Spring teeth whitening");
    await generate.getByRole("checkbox", { name: "Twitter/X" }).check();
    await generate.getByRole("button", { name: "Generate drafts" }).click();
    await expect(generate.getByText("2 drafts written.")).toBeVisible();
    const drafts = main.getByRole("region", { name: "Drafts" }).getByTestId("draft");
    await expect(drafts).toHaveCount(2);

    // An edit with a banned word is marked.
    const tweet = drafts.filter({ hasText: "Twitter/X" });
    await tweet.getByLabel(/^Post/).fill("A free whitening check for the whole family.");
    await tweet.getByRole("button", { name: "Save" }).click();
    await expect(tweet.getByTestId("banned-words")).toContainText("Uses banned word: free");
    await expect(tweet.locator("mark")).toHaveText("free");

    // The LinkedIn draft scheduled next year on 10 March, 09:30 in the browser's zone.
    const year = new Date().getUTCFullYear() + 1;
    const linkedin = drafts.filter({ hasText: "LinkedIn" });
    await linkedin.getByLabel(/^Status/).selectOption("scheduled");
    await linkedin.getByRole("button", { name: "Save" }).click();
    await expect(linkedin.getByText("Choose a date and time to schedule this post.")).toBeVisible();
    await linkedin.getByLabel(/^Date and time/).fill(`${year}-03-10T09:30`);
    await linkedin.getByRole("button", { name: "Save" }).click();
    await expect(drafts).toHaveCount(1);

    // The calendar on that month, then that week.
    await page.goto(`${page.url().split("?")[0]}?view=month&day=${year}-03-10`);
    const calendar = main.getByRole("region", { name: "Calendar" });
    await expect(calendar.getByTestId("calendar-title")).toHaveText(`March ${year}`);
    const scheduled = calendar.getByTestId("calendar-post");
    await expect(scheduled).toHaveCount(1);
    await expect(scheduled).toContainText("09:30 · LinkedIn · Scheduled");
    await calendar.getByRole("button", { name: "Week" }).click();
    await expect(calendar.locator(`[data-day="${year}-03-10"]`).getByTestId("calendar-post")).toHaveCount(1);
    await calendar.getByRole("button", { name: "Next week" }).click();
    await expect(calendar.getByTestId("calendar-post")).toHaveCount(0);
    await calendar.getByRole("button", { name: "Previous week" }).click();
    await expect(calendar.getByTestId("calendar-post")).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expectAccessible(page);

    // The month's exports.
    const csv = await downloadedText(page, calendar.getByRole("link", { name: `Export March ${year} as CSV` }));
    expect(csv.name).toBe(`content-calendar-${year}-03.csv`);
    const lines = csv.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe("scheduled_for,status,platform,content_type,topic,body,banned_words_found,id");
    expect(lines.filter((l) => l.startsWith(`${year}-03-10T08:30:00Z,scheduled,linkedin,social-post,Spring teeth whitening,`))).toHaveLength(1);
    const ics = await downloadedText(page, calendar.getByRole("link", { name: `Export March ${year} as calendar (ICS)` }));
    expect(ics.name).toBe(`content-calendar-${year}-03.ics`);
    expect(ics.text).toContain("BEGIN:VCALENDAR");
    expect(ics.text).toContain(`DTSTART:${year}0310T083000Z`);
    expect(ics.text).toMatch(/SUMMARY:linkedin: /);
    expect(ics.text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });
});
