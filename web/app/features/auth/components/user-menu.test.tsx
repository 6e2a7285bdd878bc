import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api";
import { AuthContext, type AuthContextValue } from "~/providers/auth-provider";
import AccountDrawerSection from "./account-drawer-section";
import UserMenu from "./user-menu";

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));

beforeEach(() => {
  notify.success.mockReset();
  notify.error.mockReset();
});
afterEach(cleanup);

function renderWith(ui: React.ReactNode, overrides: Partial<AuthContextValue> = {}) {
  const auth: AuthContextValue = {
    status: "signedIn",
    user: { id: "u1", email: "jane@example.com", user_metadata: { full_name: "", avatar_url: "" }, app_metadata: { provider: "email" } },
    isAdmin: false,
    dialog: null,
    openAuthDialog: vi.fn(),
    closeAuthDialog: vi.fn(),
    refresh: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    openAdmin: vi.fn(),
    onOpenAdmin: () => () => {},
    ...overrides,
  };
  const router = createMemoryRouter(
    [
      { path: "/settings", element: ui },
      { path: "/", element: <h1>Home page</h1> },
    ],
    { initialEntries: ["/settings"] },
  );
  render(
    <AuthContext.Provider value={auth}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  return { auth, router };
}

// Radix opens the menu from the keyboard as well as the pointer.
const openMenu = () => fireEvent.keyDown(screen.getByRole("button", { name: /^Account menu for/ }), { key: "Enter" });

describe("avatar menu", () => {
  it("names the user by e-mail when there is no full name, with Settings and Sign out", async () => {
    renderWith(<UserMenu />);
    expect(screen.getByRole("button", { name: "Account menu for jane@example.com" })).toBeTruthy();
    openMenu();
    const menu = await screen.findByRole("menu");
    expect(menu.textContent).toContain("jane@example.com");
    expect(screen.getByRole("menuitem", { name: "Settings" }).getAttribute("href")).toBe("/settings");
    expect(screen.getByRole("menuitem", { name: "Sign out" })).toBeTruthy();
    expect(screen.queryByRole("menuitem", { name: "Admin Dashboard" })).toBeNull();
  });

  it("shows 'Admin Dashboard' to admins and opens it through the provider", async () => {
    const { auth } = renderWith(<UserMenu />, { isAdmin: true });
    openMenu();
    fireEvent.click(await screen.findByRole("menuitem", { name: "Admin Dashboard" }));
    expect(auth.openAdmin).toHaveBeenCalled();
  });

  it("reads 'Signing out...' and is disabled while signing out, then says so and goes home", async () => {
    let done!: () => void;
    const { router } = renderWith(<UserMenu />, { signOut: vi.fn(() => new Promise<void>((resolve) => (done = resolve))) });
    openMenu();
    fireEvent.click(await screen.findByRole("menuitem", { name: "Sign out" }));
    const pending = await screen.findByRole("menuitem", { name: "Signing out..." });
    expect(pending.getAttribute("aria-disabled")).toBe("true");
    await act(async () => done());
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(notify.success).toHaveBeenCalledWith("Signed out", "You've been signed out successfully.");
  });

  it("shows a failed sign-out's message under 'Error'", async () => {
    const signOut = vi.fn(async () => {
      throw new ApiError({ status: 503, code: "unavailable", message: "The database is not answering." });
    });
    const { router } = renderWith(<UserMenu />, { signOut });
    openMenu();
    fireEvent.click(await screen.findByRole("menuitem", { name: "Sign out" }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("The database is not answering."));
    expect(router.state.location.pathname).toBe("/settings");
    expect(screen.getByRole("menuitem", { name: "Sign out" })).toBeTruthy();
  });
});

describe("drawer account section", () => {
  it("lists the same entries and signs out with the same words", async () => {
    let done!: () => void;
    const onNavigate = vi.fn();
    renderWith(<AccountDrawerSection onNavigate={onNavigate} />, {
      isAdmin: true,
      signOut: vi.fn(() => new Promise<void>((resolve) => (done = resolve))),
    });
    expect(screen.getByRole("region", { name: "Account" }).textContent).toContain("jane@example.com");
    expect(screen.getByRole("button", { name: "Admin Dashboard" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Settings" }).getAttribute("href")).toBe("/settings");
    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
    const pending = screen.getByRole("button", { name: "Signing out..." }) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);
    await act(async () => done());
    expect(onNavigate).toHaveBeenCalled();
  });
});
