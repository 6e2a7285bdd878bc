import type { ServiceSlug } from "~/lib/services";

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

const later =
  "in a later release of this workspace. For now it shows the service's status and this month's usage.";

/** The service types whose workspace is built: their page shows it instead of a coming card. */
export const documentTypes = ["recruitment", "payroll"] as const;
/** Every type whose workspace is built: all five (issues 21 and 22). */
export const builtTypes = [...documentTypes, "voice-ai", "content-marketing", "call-center"] as const;
type ComingType = Exclude<ServiceSlug, (typeof builtTypes)[number]>;

/**
 * What each remaining type's workspace will hold, said plainly until it is built: a
 * heading and a line, with nothing to click. Every type has its workspace now (issues 21
 * and 22); a type added to the catalogue gets its line here until its workspace is built.
 */
export const workspaceComing: Readonly<Record<ComingType, { heading: string; text: string }>> = {};

/** The coming-soon card of a service type; a type this build does not know gets a general one. */
export function workspaceComingFor(serviceType: string): { heading: string; text: string } {
  return (
    (workspaceComing as Readonly<Record<string, { heading: string; text: string }>>)[serviceType] ?? {
      heading: "Workspace",
      text: `The tools of this service are not here yet: they arrive ${later}`,
    }
  );
}
