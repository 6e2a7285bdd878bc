import {
  Building2,
  DatabaseZap,
  Gauge,
  Headphones,
  House,
  MessageSquareText,
  Route,
  Shield,
  SolarPanel,
  Zap,
} from "lucide-react";
import { brand } from "~/lib/brand";
import { serviceTypeId } from "~/lib/service-types";
import { servicePageBasics, type ServicePageContent } from "./types";

/** Copy of /services/call-center. A function because the brand name is only known at render time. */
export function callCenterContent(): ServicePageContent {
  const { siteName } = brand();
  return {
    ...servicePageBasics(serviceTypeId.callCenter),
    metaDescription:
      "Score every lead the moment it arrives, route hot prospects to the right rep in seconds and follow up automatically until they book. Works with your CRM.",
    headline: "Reach your hottest leads first, every time",
    intro: `${siteName} Call Center & Lead Management scores every inbound lead as it arrives, sends the hot ones to the right rep in seconds and follows up with the rest by text, e-mail or call until they're ready to buy. Your team talks to buyers, not to voicemail.`,
    image: {
      src: "/images/service-pages/call-center.svg",
      alt: "Incoming leads sorted into hot, warm and cold, each with a score out of 100",
    },
    stats: [
      { value: "24/7", label: "Lead response, nights and weekends included" },
      { value: "85%", label: "Average cost reduction" },
      { value: "500+", label: "Businesses automated" },
      { value: "30 days", label: "To full return on investment" },
    ],
    featuresTitle: "Built to win the race for every lead",
    featuresIntro: "Speed, focus and follow-through: the three things that decide who wins a lead.",
    features: [
      {
        icon: Gauge,
        title: "Instant lead scoring",
        description:
          "Every lead gets a score out of 100 from job title, budget, timeline and buying signals such as a visit to your pricing page. 80 and up is hot, 60 and up is warm.",
      },
      {
        icon: Route,
        title: "Smart routing",
        description:
          "Hot leads go straight to the right rep by territory, product, language or availability, with the lead's details on screen before the first hello.",
      },
      {
        icon: Zap,
        title: "Speed-to-lead follow-up",
        description:
          "New leads get a personal text, e-mail or call within seconds of filling in a form, even at 11 pm on a Sunday, while your competitors are still asleep.",
      },
      {
        icon: MessageSquareText,
        title: "Automated nurture sequences",
        description:
          "Warm and cold leads receive tailored follow-ups over days or weeks until they book a call, ask to stop or are handed to a rep.",
      },
      {
        icon: Headphones,
        title: "Call insights and coaching",
        description:
          "Calls are transcribed and summarized, with objections, next steps and coaching moments highlighted for each rep and manager.",
      },
      {
        icon: DatabaseZap,
        title: "CRM sync",
        description:
          "Scores, calls, messages, notes and outcomes are written to your CRM automatically, so reps stop typing and your pipeline stays accurate.",
      },
    ],
    stepsIntro: "Live within 24 hours on top of the lead sources and CRM you already use.",
    steps: [
      {
        title: "Connect your lead sources",
        description:
          "Web forms, ad campaigns, phone lines, lead marketplaces and your CRM all feed one queue. Our team does the connecting for you.",
      },
      {
        title: "Define a great lead",
        description:
          "Together we turn what your best customers have in common into scoring rules: role, company size, budget, timeline and behavior.",
      },
      {
        title: "Score, route and follow up",
        description:
          "Each lead is scored on arrival. Hot leads reach a rep in seconds, and the rest enter a follow-up sequence that fits their score.",
      },
      {
        title: "Track and improve",
        description:
          "Your dashboard shows response times and conversion by source and rep. Your dedicated support team tunes the scoring as results come in.",
      },
    ],
    integrations: [
      "HubSpot",
      "Salesforce",
      "Pipedrive and other CRMs",
      "Website and landing page forms",
      "Ad platform lead forms",
      "Business phone lines",
      "SMS and e-mail",
    ],
    audiencesIntro: "For sales teams where the first business to respond usually wins the deal.",
    audiences: [
      {
        icon: House,
        title: "Real estate teams",
        pain: "Portal and open-house leads go cold within hours, and agents can't tell browsers from buyers.",
        useCase:
          "A pre-approved buyer with a 60-day timeline fills in a listing form at 9 pm. They get a text right away and land on an agent's calendar for the morning.",
      },
      {
        icon: Shield,
        title: "Insurance and financial advisors",
        pain: "Quote requests arrive from many sources, and the most valuable ones get the same slow response as the rest.",
        useCase:
          "A business owner asking about group health coverage for 25 employees scores as hot and is routed to your commercial lines specialist within seconds.",
      },
      {
        icon: SolarPanel,
        title: "Home improvement, solar and HVAC",
        pain: "Expensive ad clicks turn into form fills nobody calls back until the homeowner has booked a competitor.",
        useCase:
          "A homeowner requests a solar quote. The system confirms ownership and roof age by text, then books an in-home estimate with the nearest rep.",
      },
      {
        icon: Building2,
        title: "B2B services and software",
        pain: "Reps spend half the day chasing unqualified sign-ups instead of decision-makers with budget.",
        useCase:
          "A director who visited your pricing page and mentioned a budget is flagged as hot and booked for a demo, while early researchers get a helpful nurture series.",
      },
    ],
    faqs: [
      {
        question: "How is a lead score calculated?",
        answer:
          "Every lead starts from a neutral score and gains points for what matters to you: a decision-making role such as VP or director, a stated budget, a clear timeline and buying signals such as a visit to your pricing page. Scores run up to 100; 80 and above is hot, 60 to 79 is warm, and you can adjust the weights at any time.",
      },
      {
        question: "Will it replace my sales reps?",
        answer:
          "No. It handles the first response, qualification and follow-up that reps rarely have time for, so they spend their day in conversations with people who are ready to buy.",
      },
      {
        question: "How quickly are new leads contacted?",
        answer:
          "Within seconds of arriving, day or night, by text, e-mail or call, depending on your rules. It only contacts people who asked to hear from you, respects quiet hours and opt-outs, and logs consent with every lead.",
      },
      {
        question: "Which CRMs does it work with?",
        answer:
          "HubSpot, Salesforce, Pipedrive and other popular CRMs, with scores, calls and notes synced both ways. If you don't use a CRM yet, your leads, scores and history live in your dashboard.",
      },
      {
        question: "Can it answer inbound sales calls too?",
        answer:
          "Yes. Pair it with our Voice AI Receptionists to answer every inbound call, qualify the caller and transfer hot prospects to a rep, or take over overflow and after-hours calls only.",
      },
      {
        question: "How long does it take to get started?",
        answer: `Most teams are live within 24 hours with no technical expertise needed, and a dedicated ${siteName} support team helps tune your scoring. Start with a 30-day free trial, no credit card required, and cancel anytime.`,
      },
    ],
    ctaTitle: "Call your best leads back first",
    ctaBody:
      "Score and follow up every lead free for 30 days, with no credit card required. Set up in 24 hours on top of the CRM you already use, and cancel anytime.",
  };
}
