import { CalendarDays, Download, Hash, HeartHandshake, type LucideIcon, PenLine, Share2 } from "lucide-react";
import { siteClaims, type SiteClaims } from "~/lib/site-claims";
import { serviceTypeId, serviceTypeName } from "~/lib/service-types";
import type { Faq } from "~/lib/structured-data";

/** The service's name, the service-type table's; the page and its schema share it. */
export const serviceName = serviceTypeName(serviceTypeId.contentMarketing);

export const serviceDescription =
  "AI that drafts on-brand social posts, blog intros, newsletters and ad copy for small and medium businesses, and plans them on a content calendar you can export.";

export interface Stat {
  value: string;
  label: string;
}

/**
 * The four results content-marketing customers report. Lexa posts nothing and measures no
 * post, so each figure is the operator's claim (SITE_CLAIMS_FILE), read at render time.
 */
export function stats(claims: SiteClaims = siteClaims()): readonly Stat[] {
  return [
    { value: claims.socialReach, label: "Social reach" },
    { value: claims.engagementGrowth, label: "Engagement" },
    { value: claims.leadGrowth, label: "Lead generation growth" },
    { value: claims.contentTimeSaved, label: "Time savings" },
  ];
}

export interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
}

export const features: readonly Feature[] = [
  {
    icon: PenLine,
    title: "Content in Your Brand Voice",
    description:
      "Set your tone, your audience, the key words to use and the words never to use. Every draft follows that brand profile, and one that slips in a banned word is marked for you.",
  },
  {
    icon: Share2,
    title: "A Draft for Each Platform",
    description:
      "One topic becomes a draft for each platform you choose, LinkedIn, Facebook, Instagram, X or TikTok, each kept within that platform's length.",
  },
  {
    icon: CalendarDays,
    title: "Content Calendar",
    description:
      "Give each draft a date and time, edit it, set it to scheduled or published, and see your week or month at a glance.",
  },
  {
    icon: Download,
    title: "Calendar Export",
    description:
      "The month's scheduled posts export as a CSV or a calendar file, so your posting reminders sit beside your other appointments.",
  },
  {
    icon: HeartHandshake,
    title: "Sensitive Topics With Care",
    description:
      "A post about grief, illness, or legal or money trouble is written in a warm tone whatever your usual one, with a note that says why.",
  },
  {
    icon: Hash,
    title: "Hashtags From Your Topic",
    description:
      "Each social draft carries hashtags made from your topic's own words, topped up with a few that fit the post's goal, as many as the platform usually takes.",
  },
];

export interface ContentType {
  title: string;
  description: string;
  examples: readonly string[];
  image: string;
  imageAlt: string;
}

export const contentTypes: readonly ContentType[] = [
  {
    title: "Social Posts",
    description: "Captions with hashtags from your topic and a clear call to action.",
    examples: ["Promotions and offers", "Behind-the-scenes updates", "Customer spotlights"],
    image: "/images/content-marketing/social-posts.svg",
    imageAlt: "A social media post with a picture, a caption and likes",
  },
  {
    title: "Blog Intros",
    description: "Opening paragraphs that answer a customer's question and lead into the rest of your article.",
    examples: ["How-to guides", "Seasonal advice", "Answers to common questions"],
    image: "/images/content-marketing/blog-articles.svg",
    imageAlt: "A blog article page with a headline, text and an image",
  },
  {
    title: "E-mail Newsletters",
    description: "A friendly note to your customers about what is new, with one thing for them to do.",
    examples: ["Monthly news", "Event invitations", "Reminders"],
    image: "/images/content-marketing/blog-articles.svg",
    imageAlt: "A page with a headline and a few paragraphs of text",
  },
  {
    title: "Ad Copy",
    description: "Short ad text with one clear offer and a call to action.",
    examples: ["Offer headlines", "Local promotions", "Event announcements"],
    image: "/images/content-marketing/social-posts.svg",
    imageAlt: "A post with a short caption and a call to action",
  },
];

export interface Platform {
  name: string;
  /** A neutral monogram tile instead of the platform's trademarked logo. */
  monogram: string;
  tileClass: string;
  cadence: string;
  /** The post length the drafts stay within (testdata/content/platforms.json). */
  length: string;
  bestFor: string;
}

export const platforms: readonly Platform[] = [
  {
    name: "Facebook",
    monogram: "Fb",
    tileClass: "bg-blue-700",
    cadence: "1–2 posts per day",
    length: "Up to 2,000 characters",
    bestFor: "Community updates, events and special offers for local customers.",
  },
  {
    name: "Instagram",
    monogram: "Ig",
    tileClass: "bg-pink-700",
    cadence: "Daily posts",
    length: "Up to 2,200 characters",
    bestFor: "Captions for the pictures that show your work at its best.",
  },
  {
    name: "LinkedIn",
    monogram: "in",
    tileClass: "bg-sky-800",
    cadence: "3–5 posts per week",
    length: "Up to 3,000 characters",
    bestFor: "Thought leadership, case studies and hiring news for B2B buyers.",
  },
  {
    name: "Twitter/X",
    monogram: "X",
    tileClass: "bg-slate-900",
    cadence: "3–5 posts per day",
    length: "Up to 280 characters",
    bestFor: "Quick tips, industry news and short updates for your followers.",
  },
  {
    name: "TikTok",
    monogram: "Tt",
    tileClass: "bg-teal-800",
    cadence: "4–7 posts per week",
    length: "Up to 2,200 characters",
    bestFor: "Captions for the short clips that put a face to your brand.",
  },
];

export interface Step {
  title: string;
  description: string;
}

export const steps: readonly Step[] = [
  {
    title: "Brand Setup",
    description:
      "Tell it your tone, your audience, your key words, the words to avoid and the platforms you post on. It takes minutes, and no social account needs connecting.",
  },
  {
    title: "Drafts per Platform",
    description:
      "Give it a topic, such as an offer, an event or a tip, and it writes a draft for each of your platforms in your brand's voice. Change anything you like.",
  },
  {
    title: "Plan and Post",
    description:
      "Put each draft on the calendar, export the month, and post each one yourself when its day comes. Nothing is posted for you.",
  },
];

export const faqs: readonly Faq[] = [
  {
    question: "Do I need any marketing or content experience?",
    answer:
      "No. You fill in a short brand profile and a topic, and the AI writes the drafts. No technical expertise is needed, and our support team is there if you want a hand.",
  },
  {
    question: "Will the content really sound like my business?",
    answer:
      "It writes in the tone you choose, such as friendly, professional or humorous, uses each of your key words once and marks any draft with a word you banned. Read and edit every draft before you post it.",
  },
  {
    question: "Does it post for me?",
    answer:
      "No. It does not connect to your social accounts and posts nothing: you copy each draft to the platform yourself, then mark it as published in the content calendar.",
  },
  {
    question: "Which platforms does it write for?",
    answer:
      "Facebook, Instagram, LinkedIn, X (Twitter) and TikTok, plus blog intros, e-mail newsletters and ad copy. Each draft keeps within the platform's length and carries the number of hashtags that suits it.",
  },
  {
    question: "How quickly can I get started, and what does it cost to try?",
    answer: `Your brand profile takes a few minutes, and customers tell us they see a full return within ${siteClaims().timeToRoi}. Start with a 30-day free trial, no credit card required, and cancel anytime.`,
  },
];
