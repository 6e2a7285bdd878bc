import {
  cleanup,
  fireEvent,
  render,
  screen,
  waitFor,
} from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getQueryClient, QueryProvider } from "~/providers/query-provider";
import { json, testUser } from "~/test/fixtures";
import { PasswordCard } from "./password-card";

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  notify.success.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  getQueryClient().clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderCard = (user = testUser) =>
  render(
    <QueryProvider>
      <PasswordCard user={user} />
    </QueryProvider>,
  );
const input = (label: RegExp) =>
  screen.getByLabelText(label) as HTMLInputElement;
const submit = () =>
  fireEvent.click(screen.getByRole("button", { name: "Change Password" }));

describe("password card", () => {
  it("checks the fields inline before asking the server", async () => {
    renderCard();
    fireEvent.change(input(/^New password/), { target: { value: "123" } });
    submit();
    // The form's rules run as react-hook-form validates: the messages show after a tick.
    expect(await screen.findByText("Password is required")).toBeTruthy();
    const message = screen.getByText("Password must be at least 6 characters");
    expect(input(/^New password/).getAttribute("aria-describedby")).toContain(
      message.id,
    );
    expect(document.activeElement).toBe(input(/^Current password/));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Incorrect password' under the current password; a change empties the form", async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, {
        error: {
          code: "validation",
          message: "Incorrect password",
          fields: { current_password: "Incorrect password" },
        },
      }),
    );
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    renderCard();
    fireEvent.change(input(/^Current password/), {
      target: { value: "wrong one" },
    });
    fireEvent.change(input(/^New password/), {
      target: { value: "new password" },
    });
    submit();
    expect(await screen.findByText("Incorrect password")).toBeTruthy();
    fireEvent.change(input(/^Current password/), {
      target: { value: "right one" },
    });
    submit();
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(
        "Password changed",
        expect.any(String),
      ),
    );
    expect(input(/^Current password/).value).toBe("");
    const [url, init] = fetchMock.mock.calls[1]!;
    expect([url, init?.method, init?.body]).toEqual([
      "/api/auth/password/change",
      "POST",
      JSON.stringify({
        current_password: "right one",
        new_password: "new password",
      }),
    ]);
  });

  it("tells a Google account it has no password", () => {
    renderCard({
      ...testUser,
      app_metadata: { ...testUser.app_metadata, provider: "google" },
    });
    expect(
      screen.getByText(
        "You sign in with Google, so there is no password to change here.",
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
  });
});
