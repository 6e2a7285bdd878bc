import {
  cleanup,
  fireEvent,
  render,
  screen,
  waitFor,
} from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getQueryClient, QueryProvider } from "~/providers/query-provider";
import { json } from "~/test/fixtures";
import { NotificationsCard } from "./notifications-card";

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));

const fetchMock = vi.fn<typeof fetch>();

const profile = {
  id: "u1",
  full_name: "Jane Doe",
  company_name: "",
  phone: "",
  avatar_url: "",
  subscription_tier: null,
  subscription_status: null,
  trial_ends_at: null,
  email_hot_leads: true,
  email_weekly_summary: true,
  email_product_news: false,
  email_receptionist: true,
  email_daily_calls: false,
  created_at: "2026-01-01T00:00:00Z",
};

beforeEach(() => {
  notify.success.mockReset();
  notify.error.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  getQueryClient().clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const box = (name: string) =>
  screen.getByRole("checkbox", { name }) as HTMLInputElement;

describe("notifications card", () => {
  it("shows the stored choices; a tick is saved at once and put back when saving fails", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { profile }));
    fetchMock.mockResolvedValueOnce(
      json(200, { profile: { ...profile, email_weekly_summary: false } }),
    );
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    render(
      <QueryProvider>
        <NotificationsCard />
      </QueryProvider>,
    );
    await waitFor(() => expect(box("Hot leads").checked).toBe(true));
    expect(box("Product news").checked).toBe(false);
    expect(box("Daily call summary").checked).toBe(false); // off until the owner turns it on
    expect(box("Receptionist bookings and messages").checked).toBe(true);
    expect(
      screen.getByText(/We'll e-mail you when we ship something new/),
    ).toBeTruthy();

    fireEvent.click(box("Weekly usage summary"));
    await waitFor(() =>
      expect(box("Weekly usage summary").checked).toBe(false),
    );
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(
        "Notification settings saved",
      ),
    );
    const [url, init] = fetchMock.mock.calls[1]!;
    expect([url, init?.method, init?.body]).toEqual([
      "/api/profile",
      "PATCH",
      JSON.stringify({ email_weekly_summary: false }),
    ]);

    await waitFor(() => expect(box("Product news").disabled).toBe(false));
    fireEvent.click(box("Product news"));
    await waitFor(() => expect(notify.error).toHaveBeenCalled());
    expect(box("Product news").checked).toBe(false);
  });
});
