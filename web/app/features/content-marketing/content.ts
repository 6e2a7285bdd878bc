import {
  CalendarDays,
  ChartColumn,
  Hash,
  Image,
  type LucideIcon,
  PenLine,
  Share2,
} from "lucide-react";
import { serviceTypeId, serviceTypeName } from "~/lib/service-types";
import type { Faq } from "~/lib/structured-data";

/** The service's name, the service-type table's; the page and its schema share it. */
export const serviceName = serviceTypeName(serviceTypeId.contentMarketing);

export const serviceDescription =
  "AI that writes, designs, schedules and publishes on-brand social posts, blog articles and videos for small and medium businesses, on every major platform.";

export interface Stat {
  value: string;
  label: string;
}

/** The spec's four results, in its order. */
export const stats: readonly Stat[] = [
  { value: "300%", label: "Social reach" },
  { value: "250%", label: "Engagement" },
  { value: "180%", label: "Lead generation growth" },
  { value: "90%", label: "Time savings" },
];

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
      "Share a few past posts and your website, and the AI writes captions, articles and newsletters that sound like you, not like a robot.",
  },
  {
    icon: Image,
    title: "Visual Content Creation",
    description:
      "On-brand graphics, quote cards and carousels in your colors and fonts, sized correctly for every feed, story and banner.",
  },
  {
    icon: CalendarDays,
    title: "Content Calendar & Auto-Scheduling",
    description:
      "A month of content planned around your promotions, holidays and local events, posted at the times your audience is online.",
  },
  {
    icon: Share2,
    title: "Multi-Platform Publishing",
    description:
      "Write once and publish everywhere. Each post is reshaped for the length, format and tone each platform rewards.",
  },
  {
    icon: ChartColumn,
    title: "Analytics & Optimization",
    description:
      "One dashboard for reach, clicks and leads across every channel. The AI learns what works and does more of it next week.",
  },
  {
    icon: Hash,
    title: "Hashtag & Trend Research",
    description:
      "Relevant hashtags, trending topics and seasonal hooks for your industry, picked daily so your posts get found by new customers.",
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
    description: "Scroll-stopping captions with the right hashtags and a clear call to action.",
    examples: ["Promotions and offers", "Behind-the-scenes updates", "Customer spotlights"],
    image: "/images/content-marketing/social-posts.svg",
    imageAlt: "A social media post with a photo, a caption and likes",
  },
  {
    title: "Visual Content",
    description: "Branded graphics, carousels and story frames ready to post on any platform.",
    examples: ["Quote and tip cards", "Carousel slides", "Story and banner sizes"],
    image: "/images/content-marketing/visual-content.svg",
    imageAlt: "A branded graphic with a chart and a color palette",
  },
  {
    title: "Blog Articles",
    description: "SEO-friendly articles that answer your customers' questions and bring search traffic.",
    examples: ["How-to guides", "Local SEO pages", "Monthly newsletters"],
    image: "/images/content-marketing/blog-articles.svg",
    imageAlt: "A blog article page with a headline, text and an image",
  },
  {
    title: "Video Content",
    description: "Scripts, captions and short-form edits for Reels, Shorts and TikTok videos.",
    examples: ["Short video scripts", "Auto-generated captions", "Thumbnail text"],
    image: "/images/content-marketing/video-content.svg",
    imageAlt: "A vertical video with a play button and captions",
  },
];

export interface Platform {
  name: string;
  /** A neutral monogram tile instead of the platform's trademarked logo. */
  monogram: string;
  tileClass: string;
  cadence: string;
  uplift: string;
  bestFor: string;
}

export const platforms: readonly Platform[] = [
  {
    name: "Facebook",
    monogram: "Fb",
    tileClass: "bg-blue-700",
    cadence: "1–2 posts per day",
    uplift: "+185% engagement",
    bestFor: "Community updates, events and special offers for local customers.",
  },
  {
    name: "Instagram",
    monogram: "Ig",
    tileClass: "bg-pink-700",
    cadence: "Daily posts + 3 Stories",
    uplift: "+240% engagement",
    bestFor: "Product photos, carousels and Reels that show your work at its best.",
  },
  {
    name: "LinkedIn",
    monogram: "in",
    tileClass: "bg-sky-800",
    cadence: "3–5 posts per week",
    uplift: "+210% engagement",
    bestFor: "Thought leadership, case studies and hiring news for B2B buyers.",
  },
  {
    name: "Twitter/X",
    monogram: "X",
    tileClass: "bg-slate-900",
    cadence: "3–5 posts per day",
    uplift: "+150% engagement",
    bestFor: "Quick tips, industry news and real-time replies to customers.",
  },
  {
    name: "TikTok",
    monogram: "Tt",
    tileClass: "bg-teal-800",
    cadence: "4–7 short videos per week",
    uplift: "+320% engagement",
    bestFor: "Short, fun videos that put a face to your brand and reach new audiences.",
  },
  {
    name: "YouTube",
    monogram: "Yt",
    tileClass: "bg-red-700",
    cadence: "1 video + 3 Shorts per week",
    uplift: "+170% engagement",
    bestFor: "How-to videos and Shorts that keep working in search for years.",
  },
];

export interface Step {
  title: string;
  description: string;
}

/** The spec's three steps, with its exact titles. */
export const steps: readonly Step[] = [
  {
    title: "Brand Setup",
    description:
      "Connect your social accounts and tell us about your business, your customers and your goals. Our team has you set up in 24 hours.",
  },
  {
    title: "AI Learning",
    description:
      "The AI studies your website, past posts and competitors to learn your voice, your offers and what your audience responds to.",
  },
  {
    title: "Automated Publishing",
    description:
      "Fresh content goes out on schedule on every platform. Review it in one place, or let it run and watch the results roll in.",
  },
];

export const faqs: readonly Faq[] = [
  {
    question: "Do I need any marketing or content experience?",
    answer:
      "No. You answer a few questions about your business and the AI does the writing, designing and scheduling. No technical expertise is needed, and our dedicated support team is there if you want a hand.",
  },
  {
    question: "Will the content really sound like my business?",
    answer:
      "Yes. The AI learns from your website, past posts and any examples you share, and you can set a tone such as friendly, professional or playful. Every edit you make teaches it more about your voice.",
  },
  {
    question: "Can I approve posts before they go live?",
    answer:
      "Always. You can review and edit every post in the content calendar, approve a whole week at once, or switch on fully automatic publishing once you trust the results.",
  },
  {
    question: "Which platforms can I publish to?",
    answer:
      "Facebook, Instagram, LinkedIn, Twitter/X, TikTok and YouTube, plus your blog and e-mail newsletter. Each post is adapted to the format and length that works best on each platform.",
  },
  {
    question: "How quickly can I get started, and what does it cost to try?",
    answer:
      "Setup takes 24 hours and most businesses see a full return within 30 days. Start with a 30-day free trial, no credit card required, and cancel anytime.",
  },
];
