import { lazy, Suspense, useEffect } from "react";

// Signed-in only: anonymous visitors never download these (or Radix's menu).
const UserMenu = lazy(() => import("./user-menu"));
const loadDrawerSection = () => import("./account-drawer-section");
const AccountDrawerSection = lazy(loadDrawerSection);

/** The header's avatar menu; an avatar-sized blank while its code loads. */
export function AccountMenuSlot() {
  // The drawer's entries come next on a phone: have them ready when it opens.
  useEffect(() => {
    loadDrawerSection().catch(() => {
      // Loaded again when the drawer opens.
    });
  }, []);
  return (
    <Suspense fallback={<span className="inline-block h-9 w-9 rounded-full bg-muted" aria-hidden />}>
      <UserMenu />
    </Suspense>
  );
}

/** The account entries at the foot of the mobile drawer. */
export function AccountDrawerSlot({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Suspense fallback={null}>
      <AccountDrawerSection onNavigate={onNavigate} />
    </Suspense>
  );
}
