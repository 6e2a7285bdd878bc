import { lazy, Suspense } from "react";

// Signed-in only: anonymous visitors never download these (or Radix's menu).
const UserMenu = lazy(() => import("./user-menu"));
const AccountDrawerSection = lazy(() => import("./account-drawer-section"));

/** The header's avatar menu; an avatar-sized blank while its code loads. */
export function AccountMenuSlot() {
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
