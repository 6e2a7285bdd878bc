import { catalogueText } from "~/lib/catalogue";
import { siteClaims } from "~/lib/site-claims";
import type { Faq } from "~/lib/structured-data";

/**
 * The /pricing FAQ: shown in the accordion and published as FAQPage JSON-LD. A function
 * because its figures are the catalogue's, known only at render time.
 */
export function pricingFaqs(): readonly Faq[] {
  const { saveUpToPercent, plans } = catalogueText();
  const starter = plans.starter;
  const { setupTime } = siteClaims();
  return [
  {
    question: "How does the 30-day free trial work?",
    answer:
      `Pick a plan and we set up your automations within ${setupTime}. For the next 30 days you get every feature of that plan, so you can see real calls answered, candidates screened and leads scored in your own business. If it isn't the right fit, cancel before the trial ends and you pay nothing.`,
  },
  {
    question: "Do I need a credit card to start?",
    answer:
      "No. You can start your free trial without entering any payment details. You only add a card if you decide to keep your plan after the 30 days.",
  },
  {
    question: "Can I cancel anytime?",
    answer:
      "Yes. There are no long-term contracts and no cancellation fees. Cancel from Manage Subscription in your dashboard and your plan stays active until the end of the period you have already paid for.",
  },
  {
    question: "Can I switch plans later?",
    answer:
      "Of course. Move up to Professional or Enterprise when you need more services or a higher monthly allowance, or move down if your needs change. Your settings, call history and automations carry over, so nothing has to be set up again.",
  },
  {
    question: "Do you offer a discount for paying yearly?",
    answer: `With annual billing you pay once a year and save up to ${saveUpToPercent}% compared with paying monthly. Starter, for example, is ${starter.annual} a year instead of ${starter.twelveMonthly}, a saving of ${starter.annualSaving}. You can switch between monthly and annual billing when your plan renews.`,
  },
  {
    question: "How long does setup take, and do I need technical skills?",
    answer:
      `Most businesses are live within ${setupTime}. No technical expertise is needed: you tell us how you work, and our dedicated support team sets up your AI agents with you in the portal, connects your phone number and tests everything with you before your first caller hears it.`,
  },
  {
    question: "Is my business and customer data secure?",
    answer:
      "Yes. Your data is encrypted in transit, access is limited to your own team and to our support staff when you ask for help, and we never sell your data. Our Privacy Policy explains exactly what we store and why.",
  },
  {
    question: "What counts as a call on the Starter plan?",
    answer:
      "Every inbound or outbound phone conversation your AI receptionist handles counts as one call, whatever its length. Starter includes up to 500 calls a month. If your business is busier than that, Professional and Enterprise include unlimited calls.",
  },
];
}
