/**
 * The app layout's words (ours: docs/decisions/0036-portal-app-layout.md). The entries
 * repeat the names the site already uses for the pages: the header's 'Dashboard', the
 * pages' own headings.
 */
export const portalText = {
  /** The sidebar's landmark, and the drawer's title on a phone. */
  navLabel: "Dashboard",
  drawerTitle: "Dashboard menu",
  openDrawer: "Dashboard menu",
  dashboard: "Dashboard",
  analytics: "Analytics",
  settings: "Settings",
} as const;
