/** The admin dashboard's words: the prescribed ones (docs/product.md, "Admin dashboard") and ours, marked as such. */
export const adminText = {
  title: "Admin Dashboard",
  // The refusals and failures, as the spec's error catalogue words them.
  accessDenied: "Access Denied",
  error: "Error",
  pleaseLogIn: "Please log in to access admin features.",
  noPermission: "You don't have admin permissions.",
  verifyFailed: "Failed to verify admin status.",
  loadFailed: "Failed to load admin data.",
  // Empty fields and a subscription without a cancel date.
  empty: "N/A",
  notCancelled: "Active",
  // Ours: the rest of the dialog.
  description: "Read-only view of accounts, subscriptions, contacts and security events.",
  tabsLabel: "Admin data",
  loading: "Loading admin data",
  search: "Search",
  downloadCsv: "Download CSV",
  listFailed: "This list could not be loaded.",
  overviewFailed: "The overview could not be loaded.",
  noRows: "Nothing here yet.",
  noMatches: "No rows match your search.",
  showing: (shown: number, total: number) => (shown === total ? `${total} rows` : `Showing ${shown} of ${total} rows`),
  // Paging back beyond the spec's first page.
  loadMore: "Load more",
  loadingMore: "Loading more rows…",
  allLoaded: "All rows are shown.",
  tableRegion: (name: string) => `${name} table`,
} as const;

/** The tabs, in the spec's order. */
export const tabLabels = {
  overview: "Overview",
  users: "Users",
  subscriptions: "Subscriptions",
  contacts: "Contacts",
  audit: "Audit",
  security: "Security",
  roles: "Roles",
} as const;

export type TabId = keyof typeof tabLabels;

/** Ours: the Overview tab's counts and charts (recorded in docs/decisions/0013-admin-dashboard.md). */
export const overviewText = {
  users: "Users",
  verifiedUsers: "Verified users",
  activeSubscriptions: "Active subscriptions",
  trialingSubscriptions: "Trialing subscriptions",
  contacts7d: "Contacts, last 7 days",
  contacts30d: "Contacts, last 30 days",
  demoBookings7d: "Demo bookings, last 7 days",
  demoBookings30d: "Demo bookings, last 30 days",
  rateLimitBlocks24h: "Rate-limit blocks, last 24 hours",
  signupsChart: "Sign-ups per day, last 30 days",
  contactsChart: "Contacts per day, last 30 days",
  chartSummary: (what: string, total: number, busiest: string | null) =>
    busiest ? `${what}: ${total} in total, most on ${busiest}.` : `${what}: none.`,
  showTable: "Show the numbers as a table",
  tableCaption: "Sign-ups and contacts per day, last 30 days",
  date: "Date",
  signups: "Sign-ups",
  contacts: "Contacts",
  chartsLoading: "Loading charts",
} as const;
