import {
  cleanup,
  fireEvent,
  render,
  screen,
  waitFor,
} from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthContext, type AuthContextValue } from "~/providers/auth-provider";
import { getQueryClient, QueryProvider } from "~/providers/query-provider";
import { ProfileCard } from "./profile-card";
import { json, testUser } from "~/test/fixtures";

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));

const fetchMock = vi.fn<typeof fetch>();

const user = testUser;
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

function renderCard() {
  const refresh = vi.fn(async () => {});
  const auth = {
    status: "signedIn",
    user,
    refresh,
  } as unknown as AuthContextValue;
  render(
    <AuthContext.Provider value={auth}>
      <QueryProvider>
        <ProfileCard user={user} />
      </QueryProvider>
    </AuthContext.Provider>,
  );
  return { refresh };
}

const input = (label: RegExp) =>
  screen.getByLabelText(label) as HTMLInputElement;
const save = () =>
  screen.getByRole("button", { name: "Save Changes" }) as HTMLButtonElement;

describe("profile card", () => {
  it("loads the profile; Save Changes needs a change that is valid", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { profile }));
    renderCard();
    await waitFor(() => expect(input(/^Full name/).value).toBe("Jane Doe"));
    expect(input(/^Email/).readOnly).toBe(true);
    expect(screen.queryByRole("button", { name: "Change Avatar" })).toBeNull();
    expect(
      screen.getByText("Your initials stand in for a picture."),
    ).toBeTruthy();
    expect(save().disabled).toBe(true);

    fireEvent.change(input(/^Full name/), { target: { value: "J" } });
    expect(
      await screen.findByText("Name must be at least 2 characters"),
    ).toBeTruthy();
    expect(save().disabled).toBe(true);

    fireEvent.change(input(/^Full name/), { target: { value: "Jane Doe" } });
    await waitFor(() =>
      expect(
        screen.queryByText("Name must be at least 2 characters"),
      ).toBeNull(),
    );
    expect(save().disabled).toBe(true); // back to the saved value: nothing to save

    fireEvent.change(input(/^Company name/), { target: { value: "Acme" } });
    await waitFor(() => expect(save().disabled).toBe(false));
  });

  it("saves, says so and refreshes the header's name", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { profile }));
    fetchMock.mockResolvedValueOnce(
      json(200, { profile: { ...profile, full_name: "Jane Q Doe" } }),
    );
    const { refresh } = renderCard();
    await waitFor(() => expect(input(/^Full name/).value).toBe("Jane Doe"));
    fireEvent.change(input(/^Full name/), {
      target: { value: " Jane Q Doe " },
    });
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(
        "Profile Updated",
        "Your profile information has been saved.",
      ),
    );
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe("/api/profile");
    expect(init?.method).toBe("PATCH");
    expect(JSON.parse(String(init?.body))).toEqual({
      full_name: "Jane Q Doe",
      company_name: "",
      phone: "",
    });
    expect(refresh).toHaveBeenCalled();
    await waitFor(() => expect(save().disabled).toBe(true));
  });

  it("shows the server's field messages under the fields", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { profile }));
    fetchMock.mockResolvedValueOnce(
      json(400, {
        error: {
          code: "validation",
          message: "Some fields contain invalid data.",
          fields: { phone: "Phone number must be less than 20 characters" },
        },
      }),
    );
    renderCard();
    await waitFor(() => expect(input(/^Full name/).value).toBe("Jane Doe"));
    fireEvent.change(input(/^Phone/), { target: { value: "555-0100" } });
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    const message = await screen.findByText(
      "Phone number must be less than 20 characters",
    );
    expect(input(/^Phone/).getAttribute("aria-describedby")).toBe(message.id);
    expect(notify.error).not.toHaveBeenCalled();
  });
});
