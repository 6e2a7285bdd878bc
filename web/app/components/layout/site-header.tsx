import { Bot, Menu } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { LazySheet, useLazySheet } from "~/components/ui/lazy-sheet";
import { brand } from "~/lib/brand";
import { cn } from "~/lib/cn";
import { visibleNavItems } from "./nav-items";
import { NavLink } from "./nav-link";
import { ServicesDisclosure } from "./services-disclosure";
import { ServicesMenu } from "./services-menu";

interface SiteHeaderProps {
  authStatus: "loading" | "signedIn" | "signedOut";
  /** Open the authentication dialog; focus goes back to `returnFocus` when it closes. */
  onSignIn: (returnFocus?: HTMLElement | null) => void;
  onGetStarted: (returnFocus?: HTMLElement | null) => void;
  /** A hint that a visitor is about to open the dialog (hover, focus): start loading it. */
  onAuthIntent?: () => void;
  /** The signed-in account menu (avatar). */
  accountMenu?: ReactNode;
  /** The signed-in account entries at the foot of the drawer; `close` closes the drawer. */
  drawerAccount?: (close: () => void) => ReactNode;
}

const desktopLinkClass =
  "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground aria-[current=page]:text-foreground";
const drawerLinkClass = "rounded-md px-3 py-3 text-base font-medium hover:bg-muted aria-[current=page]:bg-muted";

/** Top navigation; below the md breakpoint it collapses into a right-side drawer. */
export function SiteHeader({ authStatus, onSignIn, onGetStarted, onAuthIntent, accountMenu, drawerAccount }: SiteHeaderProps) {
  // The drawer's code (Radix Dialog) loads on first use: desktop visitors never need it.
  const drawer = useLazySheet();
  const signedIn = authStatus === "signedIn";
  const items = visibleNavItems(signedIn);
  const closeDrawer = drawer.close;

  // In the drawer the buttons go away with it, so focus returns to the menu button.
  const authButtons = (inDrawer: boolean) => {
    const open = (handler: SiteHeaderProps["onSignIn"]) => () => {
      if (inDrawer) closeDrawer();
      handler(inDrawer ? drawer.button.current : undefined);
    };
    return (
      <>
        <Button variant="ghost" onClick={open(onSignIn)} onPointerEnter={onAuthIntent} onFocus={onAuthIntent}>
          Sign In
        </Button>
        <Button onClick={open(onGetStarted)} onPointerEnter={onAuthIntent} onFocus={onAuthIntent}>
          Get Started
        </Button>
      </>
    );
  };

  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold">
          <Bot className="h-7 w-7 text-primary" aria-hidden />
          <span>{brand().siteName}</span>
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {items.map((item) =>
            item.menu ? (
              <ServicesMenu key={item.label} label={item.label} className={desktopLinkClass} />
            ) : (
              <NavLink key={item.label} item={item} className={desktopLinkClass} />
            ),
          )}
        </nav>

        {/* Until the auth state is known the buttons keep their place but stay hidden: a
            signed-in visitor never sees them flash, and before hydration they would not work. */}
        <div className={cn("hidden items-center gap-2 md:flex", authStatus === "loading" && "invisible")}>
          {signedIn ? accountMenu : authButtons(false)}
        </div>

        <Button {...drawer.buttonProps} variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu className="h-6 w-6" aria-hidden />
        </Button>
        <LazySheet state={drawer} title="Menu">
          <nav aria-label="Mobile" className="flex flex-col gap-1">
            {items.map((item) =>
              item.menu ? (
                <ServicesDisclosure key={item.label} label={item.label} onNavigate={closeDrawer} className={drawerLinkClass} />
              ) : (
                <NavLink key={item.label} item={item} onNavigate={closeDrawer} className={drawerLinkClass} />
              ),
            )}
          </nav>
          {signedIn ? (
            <div className="mt-auto">{drawerAccount?.(closeDrawer)}</div>
          ) : (
            authStatus === "signedOut" && <div className="mt-auto flex flex-col gap-2">{authButtons(true)}</div>
          )}
        </LazySheet>
      </div>
    </header>
  );
}
