/**
 * The Content Generator's words: the spec's (SPEC.md "/services/content-marketing/demo",
 * section 4 "Content Generator", sections 5 and 8) and ours, marked as such.
 */
export const contentText = {
  title: "AI Content Generator Demo",
  intro: "Pick a topic, a platform and a tone, and generate content.",
  back: "Back to Content Marketing AI",
  // Ours: the form card's heading, labels and hint.
  formHeading: "Content Settings",
  topicLabel: "Topic",
  topicPlaceholder: "e.g. Launching our new eco-friendly coffee cups",
  typeLabel: "Content Type",
  platformLabel: "Platform",
  toneLabel: "Tone",
  summaryLabel: "Your choices",
  generate: "Generate Content",
  generating: "Generating...",
  stepsLabel: "Generation progress",
  placeholder: "Generate content to see it here",
  resultHeading: "Generated Content",
  copy: "Copy Text",
  copied: "Copied!",
  previewHeading: "Preview",
  previewLabel: (platform: string) => `${platform} post preview`,
  metricsHeading: "Content Metrics",
  characters: "Characters",
  words: "Words",
  hashtags: "Hashtags",
  optimizationHeading: "Optimization Score",
  // Fixed labels, not computed (the spec says so).
  optimization: [
    { label: "Length", value: "Optimal" },
    { label: "Readability", value: "High" },
    { label: "Engagement", value: "Strong" },
  ],
  // Toasts (section 8) and validation (section 5).
  emptyTopic: "Please provide a topic",
  success: "Content generated!",
  failed: "Failed to generate content",
  copiedToast: "Copied to clipboard!",
  // Ours: when the browser refuses the clipboard.
  copyFailed: "Copy failed",
  copyFailedDescription: "Your browser did not allow copying. Select the text and copy it yourself.",
} as const;

/** The four progress steps; the ticker advances every 600 ms and stops at the last. */
export const generationSteps = ["Analyzing topic", "Crafting content", "Optimizing for platform", "Content ready"] as const;

export const generationStepMs = 600;

/** How long 'Copied!' shows. */
export const copiedMs = 2000;
