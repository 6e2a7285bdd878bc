import { Outlet } from "react-router";
import { AppShell } from "~/features/portal/components/app-shell";
import { RouteGuard } from "./route-guard/route-guard";

/**
 * The signed-in pages (/dashboard, a service's workspace, /analytics, /settings), inside
 * the site layout: one route guard for all of them (a spinner while the session is
 * checked, the sign-in dialog over a neutral page when signed out), then the sidebar beside the page.
 */
export default function AppLayout() {
  return (
    <RouteGuard>
      <AppShell>
        <Outlet />
      </AppShell>
    </RouteGuard>
  );
}
