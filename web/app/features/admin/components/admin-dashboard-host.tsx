import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useAuth } from "~/providers/auth-provider";

// The dashboard (its tables, TanStack Query, Radix Dialog, and later recharts) is its own
// chunk, loaded only when an admin opens it: every page carries just this host.
const AdminDashboard = lazy(() => import("./admin-dashboard"));

/**
 * Mounted once by the site layout: answers the avatar menu's 'Admin Dashboard' (through
 * the auth provider's `onOpenAdmin`) by rendering the dashboard, which checks access first.
 */
export function AdminDashboardHost() {
  const { onOpenAdmin } = useAuth();
  // 0 while closed; otherwise the number of the opening, so each one starts afresh.
  const [opening, setOpening] = useState(0);
  const openings = useRef(0);

  useEffect(() => onOpenAdmin(() => setOpening(++openings.current)), [onOpenAdmin]);
  const close = useCallback(() => setOpening(0), []);

  if (opening === 0) return null;
  return (
    <Suspense fallback={null}>
      <AdminDashboard key={opening} opening={opening} onClose={close} />
    </Suspense>
  );
}
