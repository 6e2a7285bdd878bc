import { maxAverageSentenceWords, type OptimizationCheck } from "./optimization-score";

/**
 * The Content Generator's words: the prescribed ones (docs/product.md, "AI demos",
 * Content Generator, and "Validation rules") and ours, marked as such.
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
  // Ours: the checks, each computed from the text (optimization-score.ts), with no score
  // out of 100: a sum the engine's own posts always max out measures nothing
  // (docs/decisions/0068-content-names-keywords-sensitive-topics.md); the spec's fixed
  // labels are a departure (docs/decisions/0031-where-lexa-departs-from-the-spec.md).
  optimizationHeading: "Post checks",
  optimizationSummary: (passed: number, total: number) => `${passed} of ${total} checks passed`,
  // Ours: under a built-in engine's post (issue 31).
  templateNotice: "Drafted from templates by the built-in engine: edit before you publish.",
  checkPassed: "Passed",
  checkFailed: "Failed",
  // Ours: the preview's byline, where a real post shows its age.
  justNow: "Just now",
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


/** Each check's name on the Post checks card. */
export const checkLabels: Record<OptimizationCheck["id"], string> = {
  length: "Length",
  hashtags: "Hashtags",
  cta: "Call to action",
  readability: "Reading level",
  topic: "Topic words",
};

const number = (n: number) => n.toLocaleString("en-US");

/** Why a check passed or failed, in a sentence. */
export function checkReason(check: OptimizationCheck, platform: string): string {
  switch (check.id) {
    case "length":
      return check.passed
        ? `${number(check.chars)} of ${number(check.max)} characters allowed on ${platform}`
        : `${number(check.chars)} characters: over ${platform}'s limit of ${number(check.max)}`;
    case "hashtags":
      if (check.email) return check.passed ? "None, as an email should have" : `${check.count} hashtags: an email needs none`;
      return check.passed
        ? `${check.count} ${check.count === 1 ? "hashtag" : "hashtags"}, as ${platform} posts usually carry (${check.min}–${check.max})`
        : `${check.count} ${check.count === 1 ? "hashtag" : "hashtags"}: ${platform} posts usually carry ${check.min}–${check.max}`;
    case "cta":
      return check.passed ? `Asks the reader to act: "${shorten(check.sentence, 60)}"` : "No call to action: ask the reader to book, call, order or visit";
    case "readability":
      return check.passed
        ? `Short sentences: ${check.averageWords} words on average`
        : check.averageWords === 0
          ? "No sentences to read"
          : `Long sentences: ${check.averageWords} words on average (aim for ${maxAverageSentenceWords} or fewer)`;
    case "topic":
      if (check.total === 0) return "The topic has no words to look for";
      return check.passed ? `Uses ${check.found} of the topic's ${check.total} words` : `Uses only ${check.found} of the topic's ${check.total} words`;
  }
}

function shorten(s: string, max: number): string {
  const chars = Array.from(s);
  return chars.length <= max ? s : `${chars.slice(0, max - 1).join("").trimEnd()}…`;
}
