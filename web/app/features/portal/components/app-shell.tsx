import { PanelLeft } from "lucide-react";
import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { QueryProvider } from "~/providers/query-provider";
import { portalText } from "../portal-messages";
import { PortalNav } from "./portal-nav";

// The drawer's code (Radix Dialog) loads on first use, as the site header's does.
const loadSheet = () => import("~/components/ui/sheet");
const Sheet = lazy(loadSheet);

/**
 * The signed-in pages' frame, inside the site's header and footer: the sidebar
 * (PortalNav) beside the page from the md breakpoint up; below it, a 'Dashboard menu'
 * button over the page opens the same entries in a drawer from the left (Radix Dialog:
 * focus kept inside, Escape closes, focus back on the button).
 */
export function AppShell({ children }: { children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <QueryProvider>
      <div className="md:flex">
        <div className="hidden w-64 shrink-0 border-r border-border md:block" data-testid="app-sidebar">
          <div className="sticky top-16 max-h-[calc(100vh-4rem)] overflow-y-auto px-3 py-6">
            <PortalNav />
          </div>
        </div>
        <div className="min-w-0 flex-1">
          <div className="border-b border-border px-4 py-2 sm:px-6 md:hidden">
            <Button
              ref={menuButton}
              variant="ghost"
              size="sm"
              className="-ml-3"
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onPointerEnter={loadSheet}
              onClick={() => {
                setDrawerLoaded(true);
                setDrawerOpen(true);
              }}
            >
              <PanelLeft className="h-5 w-5" aria-hidden />
              {portalText.openDrawer}
            </Button>
          </div>
          {children}
        </div>
      </div>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <Sheet side="left" open={drawerOpen} onOpenChange={setDrawerOpen} title={portalText.drawerTitle} returnFocus={menuButton}>
            <PortalNav onNavigate={closeDrawer} />
          </Sheet>
        </Suspense>
      )}
    </QueryProvider>
  );
}
