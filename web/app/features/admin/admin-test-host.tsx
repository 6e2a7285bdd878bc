// Renders the dashboard's host as the site layout does, for the unit tests (never imported by the app).
import { act, render, screen } from "@testing-library/react";
import type { AuthUser } from "~/lib/auth-user";
import { AuthContext, type AuthContextValue } from "~/providers/auth-provider";
import { testUser } from "~/test/fixtures";
import { AdminDashboardHost } from "./components/admin-dashboard-host";

/** The host under a signed-in (or signed-out) auth state; `open()` is the avatar menu's 'Admin Dashboard'. */
export function renderAdminHost(user: AuthUser | null = testUser) {
  let handler: (() => void) | null = null;
  const auth = {
    status: user ? "signedIn" : "signedOut",
    user,
    isAdmin: user !== null,
    onOpenAdmin: (h: () => void) => {
      handler = h;
      return () => {
        if (handler === h) handler = null;
      };
    },
  } as unknown as AuthContextValue;
  const view = render(
    <AuthContext.Provider value={auth}>
      <button type="button">Account menu</button>
      <AdminDashboardHost />
    </AuthContext.Provider>,
  );
  const open = () => {
    if (!handler) throw new Error("the host registered no handler");
    act(() => handler!());
  };
  return { ...view, open, registered: () => handler !== null };
}

/** Opens the dashboard and waits until it shows. */
export async function openDashboard(user: AuthUser | null = testUser) {
  const host = renderAdminHost(user);
  host.open();
  const dialog = await screen.findByRole("dialog", { name: "Admin Dashboard" });
  return { ...host, dialog };
}
