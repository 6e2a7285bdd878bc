import type { CatalogueText } from "~/lib/catalogue";
import type { PolicyBlock, PolicySection } from "~/features/privacy";
import { tierNames } from "~/lib/tiers";

/**
 * The Terms of Service text. The company name, e-mail and city come from brand
 * configuration and every plan figure from the plan catalogue (never a price written
 * here), so all are passed in. What the terms commit to, and why, is in the decision
 * record of issue 23 ("Terms of Service").
 */

/**
 * The date the wording last changed. terms.test.ts keeps a fingerprint of the text, so a
 * change to the wording fails until this date (and the fingerprint) are updated with it.
 */
export const termsLastUpdated = "November 26, 2026";

export interface TermsInput {
  siteName: string;
  contactEmail: string;
  contactCity: string;
  /** The catalogue's figures as text (tokens while prerendering). */
  plans: CatalogueText;
  trialDays: number;
}

const p = (text: string): PolicyBlock => ({ kind: "p", text });
const list = (items: ReadonlyArray<{ term: string; text: string }>): PolicyBlock => ({ kind: "list", items });

export function termsSections({ siteName, contactEmail, contactCity, plans, trialDays }: TermsInput): PolicySection[] {
  const { starter, professional, enterprise } = plans.plans;
  return [
    {
      id: "agreement",
      title: "Agreement to These Terms",
      blocks: [
        p(`These Terms of Service ("Terms") are an agreement between you and ${siteName} ("we", "us" or "our"). They apply when you visit our website, try our demos, contact us, create an account or subscribe to a plan. If you use our services for a business, you accept these Terms on its behalf and confirm that you may do so.`),
        p("If you do not agree with these Terms, please do not use our website or services. Our Privacy Policy explains how we handle personal information and is part of these Terms."),
      ],
    },
    {
      id: "our-services",
      title: "Our Services",
      blocks: [
        p(`${siteName} provides AI automation for small and medium businesses: voice AI receptionists, AI recruitment, payroll and invoice automation, call-center lead management and content marketing AI. You set up and manage these services in your customer portal.`),
        p("The free demos on our website show what the services do. They may be limited, may change and are provided without any commitment."),
      ],
    },
    {
      id: "accounts",
      title: "Your Account",
      blocks: [
        list([
          { term: "Accurate details", text: "give us your real name and an e-mail address you can read, and keep them up to date." },
          { term: "Security", text: "keep your password to yourself and tell us straight away if you think someone else has used your account. You are responsible for what happens in your account." },
          { term: "Age", text: "you must be at least 18 years old to create an account." },
        ]),
      ],
    },
    {
      id: "plans-and-billing",
      title: "Plans and Billing",
      blocks: [
        p(`We offer three plans: ${tierNames.starter} at ${starter.monthly} per month, ${tierNames.professional} at ${professional.monthly} per month and ${tierNames.enterprise} at ${enterprise.monthly} per month. Each plan can also be paid yearly in advance, which saves up to ${plans.saveUpToPercent}% compared with paying monthly. Our pricing page lists what each plan includes.`),
        list([
          { term: "Payment", text: "subscriptions are paid in advance for each billing period, monthly or yearly, through our payment processor. Card details go to the processor and never reach our servers." },
          { term: "Renewal", text: "a subscription renews automatically at the end of each billing period until you cancel it." },
          { term: "Plan changes", text: "you can change plans at any time from your account settings; the new plan applies from the change." },
          { term: "Price changes", text: "if we change a plan's price, we tell you by e-mail at least 30 days before it applies to you, and the new price starts with your next billing period after that. You can cancel before then." },
          { term: "Taxes", text: "prices do not include taxes unless stated; any taxes due are added to your invoice." },
        ]),
      ],
    },
    {
      id: "free-trial",
      title: "Free Trial",
      blocks: [
        p(`Your first subscription starts with a ${trialDays}-day free trial with every feature of the plan you choose. You pay nothing during the trial. If you cancel before the trial ends, you are never charged; if you do not, the subscription continues on that plan at its price. Each account has one free trial.`),
      ],
    },
    {
      id: "cancellation",
      title: "Cancellation and Refunds",
      blocks: [
        list([
          { term: "Cancel anytime", text: "cancel from Manage Subscription in your account settings. Your plan stays active until the end of the current billing period and is not renewed, and you can undo the cancellation until then." },
          { term: "Refunds", text: "we do not refund the unused part of a billing period, except where the law requires it." },
          { term: "Deleting your account", text: "deleting your account cancels your subscription at once, without a refund for the rest of the period, and deletes your account data." },
        ]),
      ],
    },
    {
      id: "acceptable-use",
      title: "Acceptable Use of the AI Features",
      blocks: [
        p("Our AI features act on your instructions and on the text, calls and documents you give them. You are responsible for how you use them. You agree not to:"),
        list([
          { term: "Break the law", text: "use the services for anything unlawful, fraudulent or harmful, or to send spam or unsolicited calls and messages." },
          { term: "Deceive people", text: "hide from callers that they are speaking with an AI where the law requires you to tell them, record calls without the consent the law requires, or impersonate a real person." },
          { term: "Discriminate", text: "rely on AI scores alone to reject a job applicant or to make any other decision with legal or similarly serious effects on a person. Candidate and lead scores assist your team; a person must make the decision." },
          { term: "Misuse data", text: "submit personal data or content that you have no right to use, or special categories of data (such as health data) unless the law allows it and you have told us first." },
          { term: "Create harmful content", text: "generate content that is hateful, harassing, sexually explicit, misleading or that infringes anyone's rights." },
          { term: "Attack the service", text: "try to get around rate limits or security measures, reach other customers' data, overload our systems, or copy or reverse-engineer our software." },
        ]),
        p("We may suspend a feature or an account that breaks these rules, normally after telling you why, or at once where there is a risk of harm to others."),
      ],
    },
    {
      id: "ai-output",
      title: "AI Output",
      blocks: [
        p("AI can be wrong. Generated posts, resume scores, extracted invoice figures, lead scores and call summaries may be incomplete or inaccurate. Check them before you publish, pay, hire or act on them. You are responsible for what you publish and decide."),
      ],
    },
    {
      id: "your-data",
      title: "Your Data",
      blocks: [
        list([
          { term: "Ownership", text: "you keep all rights in the content you submit and in the output the services produce for you." },
          { term: "Our use", text: "we use your content only to provide the services to you, as our Privacy Policy describes. We do not use it to train AI models that serve other customers." },
          { term: "Export and deletion", text: "you can download your data from your workspaces, and deleting your account deletes it, apart from records the law requires us to keep." },
        ]),
      ],
    },
    {
      id: "availability",
      title: "Availability and Changes to the Services",
      blocks: [
        p("We work to keep the services available around the clock, but we cannot promise that they will never be interrupted, for example for maintenance or because a provider we rely on fails. We may improve or change features; if a change takes away something important you pay for, we tell you in advance and you may cancel."),
      ],
    },
    {
      id: "liability",
      title: "Limitation of Liability",
      blocks: [
        p(`The services are provided "as is". To the extent the law allows, ${siteName} is not liable for indirect or consequential losses, such as lost profits, lost business or lost data, and our total liability for any claim is limited to the amount you paid us in the 12 months before the claim arose.`),
        p("Nothing in these Terms limits liability that cannot be limited by law, such as for fraud or for death or personal injury caused by negligence."),
      ],
    },
    {
      id: "termination",
      title: "Ending This Agreement",
      blocks: [
        p("You can stop using the services and delete your account at any time from your account settings. We may close an account that seriously or repeatedly breaks these Terms; if we close an account for any other reason, we give 30 days' notice and refund any period paid for in advance that you can no longer use."),
      ],
    },
    {
      id: "changes",
      title: "Changes to These Terms",
      blocks: [
        p('We may update these Terms. The "Last updated" date at the top shows when they last changed. We tell you about important changes by e-mail or in your customer portal at least 30 days before they apply; if you keep using the services after that, the new Terms apply.'),
        p(`These Terms are governed by the law of the place of our office in ${contactCity}, unless the law of the country where you live gives you rights that cannot be taken away by agreement.`),
      ],
    },
    {
      id: "contact-us",
      title: "Contact Us",
      blocks: [p(`Questions about these Terms? Write to us at ${contactEmail} or use the details below.`)],
    },
  ];
}
