import { Link } from "react-router";
import { Avatar } from "~/components/ui/avatar";
import { displayName } from "~/lib/auth-user";
import { useAuth } from "~/providers/auth-provider";
import { useSignOut } from "../use-sign-out";

// The drawer's link look (site-header.tsx), so account entries read as part of the list.
const entryClass =
  "rounded-md px-3 py-3 text-left text-base font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60";

/**
 * The avatar menu's entries for the mobile drawer, where a pop-up menu inside the drawer
 * would be one layer too many. Default export: loads only for signed-in visitors.
 */
export default function AccountDrawerSection({ onNavigate }: { onNavigate: () => void }) {
  const { user, isAdmin, openAdmin } = useAuth();
  const { pending, signOut, label } = useSignOut(onNavigate);
  if (!user) return null;

  return (
    <section aria-label="Account" className="flex flex-col gap-1 border-t border-border pt-4">
      <div className="mb-2 flex items-center gap-3 px-3">
        <Avatar user={user} className="h-10 w-10" />
        <div className="min-w-0">
          <p className="truncate font-semibold">{displayName(user)}</p>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        </div>
      </div>
      {isAdmin && (
        <button
          type="button"
          className={entryClass}
          onClick={() => {
            onNavigate();
            openAdmin();
          }}
        >
          Admin Dashboard
        </button>
      )}
      <Link to="/settings" onClick={onNavigate} className={entryClass}>
        Settings
      </Link>
      <button type="button" className={entryClass} disabled={pending} onClick={() => void signOut()}>
        {label}
      </button>
    </section>
  );
}
