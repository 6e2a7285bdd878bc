import { PanelLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { LazySheet, useLazySheet } from "~/components/ui/lazy-sheet";
import { QueryProvider } from "~/providers/query-provider";
import { portalText } from "../portal-messages";
import { PortalNav } from "./portal-nav";

/**
 * The signed-in pages' frame, inside the site's header and footer: the sidebar
 * (PortalNav) beside the page from the md breakpoint up; below it, a 'Dashboard menu'
 * button over the page opens the same entries in a drawer from the left (Radix Dialog:
 * focus kept inside, Escape closes, focus back on the button).
 */
export function AppShell({ children }: { children: ReactNode }) {
  const drawer = useLazySheet();
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
            <Button {...drawer.buttonProps} variant="ghost" size="sm" className="-ml-3">
              <PanelLeft className="h-5 w-5" aria-hidden />
              {portalText.openDrawer}
            </Button>
          </div>
          {children}
        </div>
      </div>
      <LazySheet state={drawer} side="left" title={portalText.drawerTitle}>
        <PortalNav onNavigate={drawer.close} />
      </LazySheet>
    </QueryProvider>
  );
}
