/** The analytics page's words: the prescribed ones (docs/product.md, "Analytics") and ours, marked as such. */
export const analyticsText = {
  title: "Analytics",
  intro: "Calls, leads and revenue from your automation services.",
  backToDashboard: "Back to Dashboard",
  period: "Last 30 Days",
  loading: "Loading analytics",
  failed: "Your analytics could not be loaded.",
  // The four metric cards. Ours: the change against the 30 days before, from the data.
  totalCalls: "Total Calls",
  totalLeads: "Total Leads",
  revenue: "Revenue",
  activeServices: "Active Services",
  up: "Up",
  down: "Down",
  noChange: "No change",
  newThisPeriod: "New",
  newNote: "none in the 30 days before",
  versusPrevious: "vs the 30 days before",
  ofServices: (total: number) => `of ${total} ${total === 1 ? "service" : "services"}`,
  // Ours (decision 0065): what each card counts, under its figure.
  totalCallsHint: "Every call your services reported, from all of them: API reports and calls your receptionists answered.",
  totalLeadsHint: "Every lead your services reported or received, hot or not.",
  revenueHint: "Revenue your services reported, in USD.",
  activeServicesHint: "Services switched on now; paused ones record nothing.",
  servicePerformanceNote:
    "Each service in its own unit, counting only what it did itself: a receptionist's calls answered leave out missed calls and calls other services reported, so they can be fewer than Total Calls.",
  // The two sections, per service. The row texts are ours.
  servicePerformance: "Service Performance",
  revenueByService: "Revenue by Service",
  minutesSavedText: (hours: string) => `${hours} hrs saved`,
  ofRevenue: (percent: number) => `${percent}% of revenue`,
  noRevenue: "No revenue reported in the last 30 days.",
  // The ROI section, computed from the reports (formula in the footnote).
  roiTitle: "Return on Investment",
  hoursSaved: (hours: string) => `${hours} hrs saved`,
  costSavings: (amount: string) => `${amount} cost savings`,
  returnOnPlan: (percent: string, plan: string) => `${percent} return on your ${plan} plan`,
  noPlanReturn: "Return: choose a plan to compare with",
  hourlyCost: "Hourly cost of your team ($)",
  hourlyCostHint: "Wages plus overhead, per hour. Used to value the time saved.",
  hourlyCostInvalid: "Hourly cost must be an amount from 0 to 10,000 with at most two decimals",
  save: "Save",
  saved: "Hourly cost saved",
  savedDescription: (amount: string) => `Time saved is now valued at ${amount} an hour.`,
  saveError: "Error saving hourly cost",
  formula: (planCost: string | null, plan: string | null) =>
    `Hours saved are the minutes saved your services reported in the last 30 days, divided by 60. Cost savings are those hours times your hourly cost. ` +
    (planCost && plan
      ? `Return is cost savings minus the plan's cost for the same 30 days (${plan}: its price for a year × 30 ÷ 365 = ${planCost}), divided by that cost.`
      : "Return compares the savings with what your plan costs for the same 30 days; it shows once you have a plan."),
  // Ours: the empty state.
  emptyTitle: "No usage reported yet",
  emptyText:
    "Analytics show what your automations report. Create an API key for a service, then have your automation send a report after each piece of work, like this:",
  emptyCreateKey: (service: string) => `Create an API key for ${service}`,
  emptyAddService: "Add a service on your dashboard first",
  copyCommand: "Copy command",
  // Ours: the daily chart and its table.
  dailyTitle: "Daily activity",
  dailyChartLabel: "Chart of daily calls, leads and revenue over the last 30 days. The same numbers are in the table.",
  callsAndLeads: "Calls and leads",
  calls: "Calls",
  leads: "Leads",
  date: "Date",
  showTable: "Show as table",
  hideTable: "Hide table",
  tableCaption: "Daily calls, leads and revenue, last 30 days",
  dailyLoading: "Loading daily figures",
  dailyFailed: "The daily figures could not be loaded.",
  tryAgain: "Try Again",
} as const;

/** The window the page shows: the spec's 'Last 30 Days'. */
export const analyticsDays = 30;
