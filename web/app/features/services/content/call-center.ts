import {
  Building2,
  Filter,
  Gauge,
  House,
  Inbox,
  Languages,
  MailWarning,
  Shield,
  SolarPanel,
  SquareKanban,
} from "lucide-react";
import { brand } from "~/lib/brand";
import { siteClaims } from "~/lib/site-claims";
import { serviceTypeId } from "~/lib/service-types";
import { servicePageBasics, type ServicePageContent } from "./types";

/** Copy of /services/call-center. A function because the brand name is only known at render time. */
export function callCenterContent(): ServicePageContent {
  const { siteName } = brand();
  const { businesses, costReduction, timeToRoi } = siteClaims();
  return {
    ...servicePageBasics(serviceTypeId.callCenter),
    metaDescription:
      "A lead inbox that scores every lead by what your business offers and where, with the reasons in your own words. Hot leads e-mail you at once, and a pipeline board follows each one to won or lost.",
    headline: "Know which leads to call back first",
    intro: `${siteName} Call Center & Lead Management gathers your leads in one inbox, from your website's form, your own systems or typed in by hand, and scores each one by what your business offers, where it works and what a good customer is worth. The hot ones e-mail you straight away, so your team calls buyers first.`,
    image: {
      src: "/images/service-pages/call-center.svg",
      alt: "Incoming leads sorted into hot, warm and cold, each with a score out of 100",
    },
    stats: [
      {
        value: "24/7",
        label: "Leads taken in and read, nights and weekends included",
      },
      { value: costReduction, label: "Average cost reduction" },
      { value: businesses, label: "Businesses automated" },
      { value: timeToRoi, label: "To full return on investment" },
    ],
    featuresTitle: "Built to win the race for every lead",
    featuresIntro: "Know who is worth a call, hear about the best ones first, and keep track of every deal.",
    features: [
      {
        icon: Gauge,
        title: "Scored by your own business",
        description:
          "Tell it what you offer, where you work, what a typical customer is worth and what makes a lead urgent. Each lead gets a score out of 100 against that profile, with the reasons in your own words and the next steps to take: 80 and up is hot.",
      },
      {
        icon: Filter,
        title: "Non-leads set aside",
        description:
          "Each message is read for what it is first: spam, opt-outs, complaints, job applicants and vendor pitches are set aside below 20, so they never crowd out a customer.",
      },
      {
        icon: MailWarning,
        title: "Hot leads by e-mail",
        description:
          "A lead that reaches 80 e-mails you once, with its reasons and next steps and a link to it, so you can call back while the customer is still looking.",
      },
      {
        icon: Inbox,
        title: "Leads from anywhere, in one inbox",
        description:
          "Embed your branded form, headed with your business's name, on your website, send leads from your own systems by API with a key, or type in a phone enquiry by hand.",
      },
      {
        icon: SquareKanban,
        title: "A pipeline board",
        description:
          "Move each lead from new to contacted, qualified, won or lost. The revenue of a won lead is counted on your dashboard and in your analytics.",
      },
      {
        icon: Languages,
        title: "Spanish, German and French leads",
        description:
          "Leads written in Spanish, German or French are read for what they are and for their contact details, as English ones are.",
      },
    ],
    stepsIntro: "Ready the same afternoon, on the website and e-mail you already have.",
    steps: [
      {
        title: "Describe your business",
        description:
          "Write your lead profile: what you offer, the area you serve, what a customer is typically worth, what makes a lead urgent and what is never a lead.",
      },
      {
        title: "Bring in your leads",
        description:
          "Put the branded form on your website, send leads from your own systems by API, or add a phone enquiry by hand.",
      },
      {
        title: "Read the best ones first",
        description:
          "Each lead is scored as it arrives, with its reasons and next steps, and a lead that reaches 80 e-mails you at once.",
      },
      {
        title: "Track and close",
        description:
          "Move leads along the pipeline board as you work them, and see the revenue of the ones you win on your dashboard.",
      },
    ],
    integrations: [
      "Your website, with the embeddable lead form",
      "Your own systems, by API with a key",
      "Leads you type in by hand",
      "E-mail alerts for hot leads",
    ],
    audiencesIntro: "For sales teams where the first business to respond usually wins the deal.",
    audiences: [
      {
        icon: House,
        title: "Real estate teams",
        pain: "Portal and open-house leads go cold within hours, and agents can't tell browsers from buyers.",
        useCase:
          "A buyer with a mortgage offer and a 60-day timeline fills in your listing form at 9 pm. The lead scores as hot, you get an e-mail with its reasons, and you call first thing in the morning.",
      },
      {
        icon: Shield,
        title: "Insurance and financial advisors",
        pain: "Quote requests arrive from many sources, and the most valuable ones get the same slow response as the rest.",
        useCase:
          "A business owner asking about group health coverage for 25 employees scores as hot against your profile and sits at the top of your inbox with the next step to take.",
      },
      {
        icon: SolarPanel,
        title: "Home improvement, solar and HVAC",
        pain: "Expensive ad clicks turn into form fills nobody calls back until the homeowner has booked a competitor.",
        useCase:
          "A homeowner in your service area wants a solar quote before summer. Your profile counts the area and the timing, so that lead comes first and you call before a competitor does.",
      },
      {
        icon: Building2,
        title: "B2B services and software",
        pain: "Reps spend half the day chasing unqualified sign-ups instead of decision-makers with budget.",
        useCase:
          "A director mentions a budget and a start date, and that lead rises to the top, while a vendor pitching you their services is set aside below 20.",
      },
    ],
    faqs: [
      {
        question: "How is a lead score calculated?",
        answer:
          "From your lead profile: what you offer, your service area, a customer's typical value, the signals that make a lead urgent and what is never a lead. Each score out of 100 comes with its reasons in your own words and the next steps; 80 and above is hot, 60 to 79 is warm. Messages that are no lead at all, such as spam, opt-outs or vendor pitches, are set aside below 20.",
      },
      {
        question: "Will it replace my sales reps?",
        answer:
          "No. It reads and sorts your leads so your reps know who to call first. It does not call, message or e-mail your leads: every conversation is yours.",
      },
      {
        question: "How fast do I hear about a new lead?",
        answer:
          "A lead is scored within moments of arriving, day or night, and a hot one e-mails you once with a link to it. Getting in touch is up to you: it sends no texts, calls or follow-up sequences.",
      },
      {
        question: "Does it connect to my CRM?",
        answer:
          "No: it does not sync with HubSpot, Salesforce or any other CRM. Your leads, their reasons, stages and revenue are kept in your inbox, and your own systems can send leads in by API.",
      },
      {
        question: "Can it answer inbound sales calls too?",
        answer:
          "Not this service: it never makes or takes a phone call. Our Voice AI Receptionist answers the calls to your number, and an enquiry it takes can be added to your inbox by hand.",
      },
      {
        question: "How long does it take to get started?",
        answer: `Most owners write their lead profile and put the form on their website in an afternoon, with no technical expertise needed, and the ${siteName} support team is there if you want a hand. Start with a 30-day free trial, no credit card required, and cancel anytime.`,
      },
    ],
    ctaTitle: "Call your best leads back first",
    ctaBody:
      "Try the lead inbox free for 30 days, with no credit card required. Write your profile, share your form, and see your first leads scored today.",
  };
}
