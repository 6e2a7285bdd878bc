/**
 * The Lead Scorer's words: the prescribed ones (docs/product.md, "AI demos",
 * Lead Scorer, and "Validation rules") and ours, marked as such.
 */
export const leadScorerText = {
  title: "AI Lead Scorer Demo",
  intro: "Paste a lead's details to get a score and recommendations.",
  // Ours (decision 0073): what the demo's rules are for, and what the portal does instead.
  scope:
    "The demo scores a business-to-business sales lead: a senior title, a budget, a timeline. In the portal, your inbox scores leads by your own business's lead profile.",
  back: "Back to Call Center & Lead Management",
  // Ours: the input card's heading and hint.
  inputHeading: "Lead Information",
  inputLabel: "Paste your lead details",
  inputHint:
    "Labelled lines such as 'Name: …' and 'Budget: …', or notes in your own words: a call note, an e-mail, a CRM export.",
  loadSample: "Load Sample Lead",
  score: "Score Lead",
  analyzing: "Analyzing...",
  stepsLabel: "Scoring progress",
  placeholder: "Score a lead to see AI insights here",
  scoreHeading: "Lead Score",
  profileHeading: "Lead Profile",
  insightsHeading: "AI Recommendations & Insights",
  missing: "N/A",
  // Ours: the badge of a message that is no lead.
  notALead: (kind: string) => `Not a lead: ${kind}`,
  // Toasts (section 8) and validation (section 5).
  emptyInput: "Please provide lead information",
  success: "Lead analysis complete!",
  failed: "Failed to score lead",
} as const;

/** The five progress steps; the ticker advances every 700 ms and stops at the last. */
export const scoringSteps = [
  "Analyzing lead profile...",
  "Evaluating engagement...",
  "Calculating score...",
  "Generating insights...",
  "Score complete!",
] as const;

export const scoringStepMs = 700;
