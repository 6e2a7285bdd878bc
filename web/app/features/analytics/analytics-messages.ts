/** The analytics page's words: the spec's (SPEC.md "/analytics", section 9) and ours, marked as such. */
export const analyticsText = {
  title: "Analytics",
  intro: "Calls, leads and revenue from your automation services.",
  backToDashboard: "Back to Dashboard",
  period: "Last 30 Days",
  loading: "Loading analytics",
  // The four metric cards and their fixed changes, all up.
  totalCalls: "Total Calls",
  totalLeads: "Total Leads",
  revenue: "Revenue",
  activeServices: "Active Services",
  up: "Up",
  // The derived splits; the row labels are ours, the shares the spec's.
  servicePerformance: "Service Performance",
  voiceAiCalls: "Voice AI calls",
  candidates: "Recruitment candidates",
  ofCalls: (percent: number) => `${percent}% of all calls`,
  ofLeads: (percent: number) => `${percent}% of all leads`,
  revenueByService: "Revenue by Service",
  voiceAi: "Voice AI",
  callCenter: "Call Center",
  other: "Other services",
  ofRevenue: (percent: number) => `${percent}% of revenue`,
  // The ROI section's static figures.
  roiTitle: "Return on Investment",
  hoursSaved: "1,240 hrs saved",
  costSavings: "$48,500 cost savings",
  efficiencyGain: "312% efficiency gain",
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

/** The spec's fixed change labels of the four cards (shown as up). */
export const fixedChanges = { totalCalls: "+12%", totalLeads: "+23%", revenue: "+8%", activeServices: "+15%" } as const;
