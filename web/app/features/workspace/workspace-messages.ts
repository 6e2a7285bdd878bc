/** A service's workspace page (ours; SPEC.md has no such page). */
export const workspaceText = {
  metaTitle: "Service",
  metaDescription: "One of your automation services: its status and this month's usage.",
  loading: "Loading service",
  typeLabel: "Type:",
  usageHeading: "This month",
  pausedNote: "While paused, it records no usage. Activate it on the dashboard when it is ready.",
  documentsHeading: "Documents",
  documentsComing:
    "Document processing for this service is not here yet: uploading your own files and seeing their results arrives in a later release of this workspace. For now it shows the service's status and this month's usage.",
  notFoundTitle: "Service not found",
  notFoundText: "There is no service at this address in your account.",
  backToDashboard: "Back to Dashboard",
  loadFailed: "This service could not be loaded.",
  tryAgain: "Try Again",
} as const;
