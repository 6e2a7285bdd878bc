import * as Menu from "@radix-ui/react-dropdown-menu";
import { Link } from "react-router";
import { Avatar } from "~/components/ui/avatar";
import { displayName } from "~/lib/auth-user";
import { useAuth } from "~/providers/auth-provider";
import { useSignOut } from "../use-sign-out";

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm outline-none select-none data-[disabled]:cursor-default data-[disabled]:opacity-60 data-[highlighted]:bg-muted";

/**
 * The signed-in header's avatar menu (docs/product.md, "Pages and routes", Navigation). Default export:
 * it loads only for signed-in visitors, with Radix's menu.
 */
export default function UserMenu() {
  const { user, isAdmin, openAdmin } = useAuth();
  const { pending, signOut, label } = useSignOut();
  if (!user) return null;
  const name = displayName(user);

  return (
    // Not modal: a menu button's menu (WAI-ARIA) leaves the page readable; Escape, Tab and
    // a click outside close it.
    <Menu.Root modal={false}>
      <Menu.Trigger
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        aria-label={`Account menu for ${name}`}
      >
        <Avatar user={user} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          className="z-40 min-w-60 rounded-lg border border-border bg-background p-1 text-foreground shadow-lg"
        >
          <Menu.Label className="px-2 py-2">
            <span className="block truncate text-sm font-semibold">{name}</span>
            <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
          </Menu.Label>
          <Menu.Separator className="my-1 h-px bg-border" />
          {isAdmin && (
            <Menu.Item className={itemClass} onSelect={openAdmin}>
              Admin Dashboard
            </Menu.Item>
          )}
          <Menu.Item className={itemClass} asChild>
            <Link to="/settings">
              Settings
            </Link>
          </Menu.Item>
          <Menu.Separator className="my-1 h-px bg-border" />
          <Menu.Item
            className={itemClass}
            disabled={pending}
            onSelect={(e) => {
              // Stay open so the item can say 'Signing out...' while the request runs.
              e.preventDefault();
              void signOut();
            }}
          >
            {label}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
