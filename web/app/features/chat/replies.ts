import { catalogueText } from "~/lib/catalogue";
import { serviceTypeId } from "~/lib/service-types";
import { siteClaims } from "~/lib/site-claims";

/**
 * The scripted assistant's answers. Lexa (the widget) makes no network call: a message
 * is matched against keyword rules in order, and the first rule that matches answers.
 * The figures are the operator's (cost reduction, time to ROI, support response:
 * SITE_CLAIMS_FILE, ~/lib/site-claims.ts) and the plan catalogue's (the lowest price: the
 * spec's "from $197/month" was made up), read from the page when it is given. Every
 * capability an answer names is in the claims register (~/content/claims.ts).
 */
export const REPLY_DELAY_MS = 1000;

export const GREETING =
  "Hi! I'm Lexa, your AI automation assistant. Ask me about our services, pricing, ROI or booking a demo.";

interface Rule {
  /** What the message is about: a service type (the table's id) or one of the site's topics. */
  topic: string;
  pattern: RegExp;
  /** The answer, or how to write it when it quotes the catalogue. */
  reply: string | (() => string);
}

// Order matters: a message about "booking a demo call" is about the demo, not the voice service.
const rules: readonly Rule[] = [
  {
    topic: "demo",
    pattern: /\b(demo|book(ing)?|schedul\w*|appointment|meeting|talk to (someone|sales|a human))\b/i,
    reply:
      "Happy to set that up! Press 'Schedule Live Demo' anywhere on the site, pick a weekday and a 30-minute slot, and one of our specialists will call you at the time you choose.",
  },
  {
    topic: "pricing",
    pattern: /\b(price|prices|pricing|cost|costs|plan|plans|how much|subscription|trial|cheap|expensive)\b/i,
    reply: () =>
      `Our plans start from ${catalogueText().fromMonthly}/month, and every plan begins with a 30-day free trial with no credit card required. You can cancel anytime. The Pricing page compares Starter, Professional and Enterprise.`,
  },
  {
    topic: "roi",
    pattern: /\b(roi|return|save|saving|savings|worth it|payback)\b/i,
    reply: () =>
      `Businesses using our automation typically cut the cost of the automated work by ${siteClaims().costReductionRange} and reach ROI within ${siteClaims().timeToRoi}. Try the ROI calculator on the Pricing page with your own numbers.`,
  },
  {
    topic: "support",
    pattern: /\b(support|help ?desk|problem|issue|broken|bug|contact|email|phone number)\b/i,
    reply: () =>
      `Our support team responds in under ${siteClaims().supportResponse}, and every customer has a dedicated support team behind them. You can also reach us through the Contact page.`,
  },
  {
    topic: serviceTypeId.voiceAi,
    pattern: /\b(voice|receptionist|phone|calls?|answering)\b/i,
    reply:
      "Our Voice AI Receptionists answer every call to your number 24/7, book appointments into their own appointment book, put emergencies through to your line and take a message when they cannot help. See the Voice AI page, or try the live demo there.",
  },
  {
    topic: serviceTypeId.recruitment,
    pattern: /\b(recruit\w*|hir(e|es|ing)|resumes?|cvs?|candidates?|interviews?|jobs?)\b/i,
    reply:
      "The AI Recruitment System screens resumes in minutes, ranks candidates against your job description and explains every match score. The resume analyzer demo shows it on a real resume.",
  },
  {
    topic: serviceTypeId.payroll,
    pattern: /\b(payroll|invoices?|accounting|finance|financial|bookkeeping|expenses?)\b/i,
    reply:
      "Financial Automation reads invoices from PDFs, scans and photos, checks every sum, flags duplicates and exports the bills for QuickBooks Online or Xero. Try the invoice processor demo on the Payroll page.",
  },
  {
    topic: serviceTypeId.callCenter,
    pattern: /\b(leads?|call ?cent(er|re)|sales|crm|prospects?|follow[- ]?ups?)\b/i,
    reply:
      "Call Center & Leads scores every inbound lead as it arrives, e-mails you each hot one at once and keeps every lead on your pipeline board. The lead scorer demo scores a lead for you.",
  },
  {
    topic: serviceTypeId.contentMarketing,
    pattern: /\b(content|social|marketing|posts?|blogs?|instagram|linkedin|tiktok|facebook|youtube)\b/i,
    reply:
      "Content Marketing AI drafts on-brand posts for each of your platforms from one topic and plans them on a content calendar. The content generator demo writes a post on any topic.",
  },
  {
    topic: "greeting",
    pattern: /\b(hi|hello|hey|good (morning|afternoon|evening)|howdy)\b/i,
    reply:
      "Hello! I can tell you about our five AI services, our plans, the ROI you can expect or how to book a demo. What would you like to know?",
  },
];

const fallback =
  "Good question! I can help with our services (voice AI, recruitment, payroll, lead management, content marketing), pricing, ROI and demos. For anything else, our team answers through the Contact page.";

/** The canned reply to a visitor's message. */
export function replyTo(message: string): { topic: string; text: string } {
  const rule = rules.find((r) => r.pattern.test(message));
  if (!rule) return { topic: "fallback", text: fallback };
  return { topic: rule.topic, text: typeof rule.reply === "string" ? rule.reply : rule.reply() };
}

/** Every answer the assistant can give, as written now: the claims register checks them all. */
export function scriptedAnswers(): string[] {
  return [GREETING, ...rules.map((r) => (typeof r.reply === "string" ? r.reply : r.reply())), fallback];
}

/** A message is sent only when it has something besides whitespace. */
export function isSendable(message: string): boolean {
  return message.trim().length > 0;
}
