import { reportEndpoint } from "~/lib/usage-report";

/**
 * The dashboard's words: the prescribed ones (docs/product.md, "Dashboard and
 * services", "Validation rules", "Messages") and ours, marked as such.
 */
export const dashboardText = {
  welcome: (name: string) => `Welcome back, ${name}`,
  // Ours (decision 0065): the account's first visit to the dashboard.
  welcomeFirst: (name: string) => `Welcome, ${name}`,
  intro: "Your automation services, usage and plan at a glance.",
  settings: "Settings",
  // Ours: the loading spinner and the heading over the metric cards.
  loading: "Loading your services",
  metricsHeading: "Overview",
  metricsPeriod: "Last 30 days",
  // The four metric cards.
  activeServices: "Active Services",
  monthlyRevenue: "Monthly Revenue",
  totalLeads: "Total Leads",
  totalCalls: "Total Calls",
  // The quick cards; the lines under the titles are ours.
  quickHeading: "Quick actions",
  setupVoiceAi: "Setup Voice AI",
  setupVoiceAiText: "Answer every call and book appointments around the clock.",
  aiRecruitment: "AI Recruitment",
  aiRecruitmentText: "Screen resumes and rank candidates in minutes.",
  viewAnalytics: "View Analytics",
  viewAnalyticsText: "See your calls, leads and revenue over the last 30 days.",
} as const;

export const serviceText = {
  // Ours: the list's heading, its empty state and its failure.
  heading: "Your Services",
  emptyTitle: "No services yet",
  emptyText: "Choose 'Add Service' to set up your first automation. Its usage will show here.",
  loadFailed: "Your services could not be loaded.",
  tryAgain: "Try Again",
  // A row: status badges (the API's active/paused, capitalised), the usage bar, the buttons.
  active: "Active",
  paused: "Paused",
  statusLabel: "Status:",
  typeLabel: "Type:",
  // Ours: the usage in the type's own unit (lib/service-types.ts), and what the plan allows.
  usageLabel: (unit: string) => `${unit} this month`,
  noPlan: "No active plan, so nothing is included yet.",
  notIncluded: (plan: string) => `Not included in the ${plan} plan.`,
  viewPlans: "View Plans",
  comparePlans: "Compare plans",
  pause: "Pause",
  activate: "Activate",
  configure: "Configure",
  // Add Service (section 5). The submit button's words are ours, so that 'Add Service'
  // names one button on the page.
  addService: "Add Service",
  addServiceDescription: "New services start paused. Activate one when it is ready to record usage.",
  serviceType: "Service Type",
  chooseType: "Choose a service type",
  serviceName: "Service Name",
  serviceNamePlaceholder: "e.g. Front desk",
  create: "Create Service",
  creating: "Creating...",
  cancel: "Cancel",
  // Toasts (section 8). Error toasts' title is the caller's. The dashboard's only update
  // is the toggle, titled 'Toggling service status'; 'Error updating service' is for any
  // other change the API allows (a rename) once the UI offers one.
  loadError: "Error loading services",
  createError: "Error creating service",
  updateError: "Error updating service",
  toggleError: "Toggling service status",
  created: "Service created",
  createdDescription: (name: string) => `${name} has been added to your dashboard.`,
  updated: "Service updated",
  updatedDescription: "Your service has been updated successfully.",
  authRequired: "Authentication required",
  logInToCreate: "Please log in to create a service",
} as const;

/** Ours: a service's API keys, for reporting usage (docs/api.md "API keys"). */
export const apiKeyText = {
  open: "API keys",
  listHeading: "Keys",
  title: (service: string) => `API keys for ${service}`,
  description: "A key lets this service report its work, calls, leads, revenue and time saved to your dashboard.",
  loading: "Loading API keys",
  none: "No API keys yet.",
  loadFailed: "The API keys could not be loaded.",
  create: "Create API key",
  creating: "Creating...",
  prefix: "Key",
  created: "Created",
  lastUsed: "Last used",
  never: "Never",
  revoked: "Revoked",
  revoke: "Revoke",
  revokeConfirm: (prefix: string) => `Revoke ${prefix}…? Anything using it stops reporting at once.`,
  revokeYes: "Revoke key",
  revoking: "Revoking...",
  cancel: "Cancel",
  secretTitle: "Your new API key",
  secretNote: "Copy it now: it will not be shown again. We keep only a fingerprint of it.",
  copyKey: "Copy key",
  copyCommand: "Copy command",
  // The example follows the service's type (lib/usage-report.ts reportEndpoint).
  exampleTitle: (type: string) => {
    const path = reportEndpoint(type).path;
    return path === "/api/v1/calls" ? "Record a call" : path === "/api/v1/leads" ? "Send a lead" : "Report usage";
  },
  exampleNote: (type: string) => {
    const path = reportEndpoint(type).path;
    if (path === "/api/v1/calls")
      return "Your phone system sends one request per call: it is stored in the call log and counted as a call answered (a missed call counts nothing). The idempotency_key stores a call sent twice once. Only an active service records calls.";
    if (path === "/api/v1/leads")
      return "Your CRM or web form sends one request per lead: it lands in the inbox and is scored. Give a name, an e-mail address or a phone number; the same idempotency_key stores a lead sent twice once. Only an active service records leads.";
    return "Send one report per piece of work: units counts it in the service's own unit, minutes_saved the manual time it saved. Each report needs its own idempotency_key: a report sent again with the same key is counted once. Only an active service records usage.";
  },
  endpointLabel: "Endpoint",
  endpointTemplateNote: "Create a key, then run this with the key in LEXA_API_KEY (the full command with the key is shown once, when it is created).",
  // Toasts.
  loadError: "Error loading API keys",
  createError: "Error creating API key",
  revokeError: "Error revoking API key",
  revokedToast: "API key revoked",
  revokedToastDescription: (prefix: string) => `${prefix}… no longer works.`,
} as const;

/** Ours (decision 0065): the dashboard's word after checkout while it waits for the subscription. */
export const checkoutText = {
  confirming: "Confirming your subscription…",
  active: "Your plan is active",
  activeText: "Add a service below and follow its first steps.",
  late: "We could not confirm your subscription yet.",
  lateText:
    "The payment provider has not told us about it yet. Reload this page in a minute; if your plan still does not show, check your payment or contact support.",
  latePricing: "Back to pricing",
} as const;
