import { Clock, GraduationCap, Headset, Plug, Rocket, TrendingUp, type LucideIcon } from "lucide-react";
import { siteClaims } from "~/lib/site-claims";

export interface Claim {
  icon: LucideIcon;
  title: string;
  text: string;
}

export interface Stat {
  value: string;
  label: string;
}

/**
 * The hero's three promises (docs/product.md, "Home"). The time to ROI is the operator's
 * claim (SITE_CLAIMS_FILE); "24/7" here is the feature's: calls, leads and documents are
 * handled as they arrive, at any hour (the claims register, ~/content/claims.ts).
 */
export function heroClaims(): readonly Claim[] {
  const { timeToRoi } = siteClaims();
  return [
    { icon: Clock, title: "24/7 automated operations", text: "Calls, leads and paperwork handled day and night." },
    { icon: GraduationCap, title: "Zero training required", text: "Your team keeps working the way it already does." },
    { icon: TrendingUp, title: `ROI within ${timeToRoi}`, text: "What our customers report on the work they automate." },
  ];
}

/** The stats strip, in the spec's order: every figure is the operator's (SITE_CLAIMS_FILE). */
export function stats(): readonly Stat[] {
  const c = siteClaims();
  return [
    { value: c.businesses, label: "Businesses Automated" },
    { value: c.costReduction, label: "Average Cost Reduction" },
    { value: c.uptime, label: "Uptime" },
    { value: c.timeToRoi, label: "To Full ROI" },
  ];
}

/** The about section's claims (docs/product.md, "Home"); the setup time is the operator's. */
export function aboutClaims(): readonly Claim[] {
  return [
    {
      icon: Rocket,
      title: `Setup in ${siteClaims().setupTime}`,
      text: "Tell us how your business runs today and our team sets up your first AI agent with you.",
    },
    {
      icon: Plug,
      title: "No technical expertise needed",
      text: "You fill in your business profile in the portal and connect your phone line by pasting three values from your Twilio account. No code, no IT project.",
    },
    {
      icon: Headset,
      title: "Dedicated support team",
      text: "Real people who know your setup, ready to tune scripts, workflows and reports whenever you need.",
    },
  ];
}
