/** A service's workspace page (ours; docs/product.md, "Workspaces"). */
export const workspaceText = {
  metaTitle: "Service",
  metaDescription: "One of your automation services: its status and this month's usage.",
  loading: "Loading service",
  typeLabel: "Type:",
  usageHeading: "This month",
  pausedNote: "While paused, it records no usage. Activate it on the dashboard when it is ready.",
  notFoundTitle: "Service not found",
  notFoundText: "There is no service at this address in your account.",
  backToDashboard: "Back to Dashboard",
  loadFailed: "This service could not be loaded.",
  tryAgain: "Try Again",
} as const;

/**
 * The card of a service whose type this build does not know (one the server added later):
 * every type of the table has its workspace (components/workspace-page.tsx), so only an
 * unknown one is left without tools, said plainly, with nothing to click.
 */
export const workspaceComing = {
  heading: "Workspace",
  text: "The tools of this service are not here yet: they arrive in a later release of this workspace. For now it shows the service's status and this month's usage.",
} as const;
