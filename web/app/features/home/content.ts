import { Clock, GraduationCap, Headset, Plug, Rocket, TrendingUp, type LucideIcon } from "lucide-react";

export interface Claim {
  icon: LucideIcon;
  title: string;
  text: string;
}

export interface Stat {
  value: string;
  label: string;
}

/** The hero's three promises (spec: 24/7 automated operations, zero training required, ROI within 30 days). */
export const heroClaims: readonly Claim[] = [
  { icon: Clock, title: "24/7 automated operations", text: "Calls, leads and paperwork handled day and night." },
  { icon: GraduationCap, title: "Zero training required", text: "Your team keeps working the way it already does." },
  { icon: TrendingUp, title: "ROI within 30 days", text: "Built to pay for itself in the first month." },
];

/** The stats strip, in the spec's order. */
export const stats: readonly Stat[] = [
  { value: "500+", label: "Businesses Automated" },
  { value: "85%", label: "Average Cost Reduction" },
  { value: "24/7", label: "Uptime" },
  { value: "30 Days", label: "To Full ROI" },
];

/** The about section's claims (spec: setup in 24 hours, no technical expertise needed, dedicated support team). */
export const aboutClaims: readonly Claim[] = [
  {
    icon: Rocket,
    title: "Setup in 24 hours",
    text: "Tell us how your business runs today and your first AI agent is live the next day.",
  },
  {
    icon: Plug,
    title: "No technical expertise needed",
    text: "We connect your phone line, calendar, inbox and accounting tools for you. No code, no IT project.",
  },
  {
    icon: Headset,
    title: "Dedicated support team",
    text: "Real people who know your setup, ready to tune scripts, workflows and reports whenever you need.",
  },
];
