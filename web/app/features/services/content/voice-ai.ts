import {
  CalendarCheck,
  Clock,
  FileText,
  HeartPulse,
  Languages,
  PhoneForwarded,
  Scale,
  Scissors,
  UserCheck,
  Wrench,
} from "lucide-react";
import { brand } from "~/lib/brand";
import { catalogueText } from "~/lib/catalogue";
import { serviceTypeId } from "~/lib/service-types";
import { servicePageBasics, type ServicePageContent } from "./types";

/** Copy of /services/voice-ai. A function because the brand name and the prices are only known at render time. */
export function voiceAiContent(): ServicePageContent {
  const { siteName } = brand();
  const { fromMonthly } = catalogueText();
  return {
    ...servicePageBasics(serviceTypeId.voiceAi),
    demoLabel: "Schedule Demo",
    metaDescription:
      "AI receptionists that answer every call 24/7, book appointments into your calendar, qualify callers and transfer urgent calls. Live in 24 hours, 30-day free trial.",
    headline: "Answer every call, book every appointment, 24/7",
    intro: `A ${siteName} voice AI receptionist picks up on the first ring, day or night, in a natural voice. It answers questions about your business, books appointments straight into your calendar and passes urgent calls to your team, so a missed call never turns into a lost customer.`,
    image: {
      src: "/images/service-pages/voice-ai.svg",
      alt: "An incoming phone call answered by an AI receptionist that books a slot in the calendar",
    },
    stats: [
      { value: "24/7", label: "Every call answered, holidays included" },
      { value: "80%", label: "Less staff time spent on the phone" },
      { value: "24 hours", label: "From sign-up to your first answered call" },
      { value: "30 days", label: "To full return on investment" },
    ],
    featuresTitle: "What your AI receptionist handles",
    featuresIntro:
      "Everything a great front desk does, without hold music, sick days or a full voicemail box.",
    features: [
      {
        icon: Clock,
        title: "24/7 call answering",
        description:
          "Nights, weekends and lunch breaks are covered. Callers talk to a friendly receptionist instead of a voicemail greeting, and several callers can be helped at the same time.",
      },
      {
        icon: CalendarCheck,
        title: "Appointment booking",
        description:
          "Checks live availability in Google Calendar, Outlook or your booking software, follows your rules for service lengths and buffers, and texts the caller a confirmation.",
      },
      {
        icon: UserCheck,
        title: "Lead qualification",
        description:
          "Asks your screening questions, such as service needed, location and budget, and records name, number and reason for calling before a new lead ever reaches you.",
      },
      {
        icon: PhoneForwarded,
        title: "Smart call transfer",
        description:
          "Emergencies and VIP callers are warm-transferred to the right person with a one-line summary. When nobody is free, it takes a detailed message and promises a callback.",
      },
      {
        icon: Languages,
        title: "Multi-language support",
        description:
          "Greets callers in English and switches to Spanish and other common languages when the caller does, so every customer is understood the first time.",
      },
      {
        icon: FileText,
        title: "Call summaries and transcripts",
        description:
          "Every call is transcribed and summarized. You get the important ones by text or e-mail, and the rest are logged in your CRM and dashboard.",
      },
    ],
    stepsIntro: "No new phone system and no technical expertise needed. Our team does the setup with you.",
    steps: [
      {
        title: "Tell us about your business",
        description:
          "In a short onboarding call we collect your hours, services, prices, common questions and booking rules.",
      },
      {
        title: "We build your receptionist",
        description:
          "We write the greeting and scripts, pick a voice, connect your calendar and CRM, and run test calls with you.",
      },
      {
        title: "Forward your calls",
        description:
          "Keep your number and forward all calls, only after-hours calls, or only the ones your team can't pick up. You're live within 24 hours.",
      },
      {
        title: "Review and improve",
        description:
          "Your dashboard shows every call and booking. Your dedicated support team fine-tunes answers as your business changes.",
      },
    ],
    integrations: [
      "Google Calendar",
      "Outlook calendar",
      "Booking and scheduling apps",
      "Practice-management software",
      "CRMs such as HubSpot and Salesforce",
      "SMS and e-mail alerts",
      "Your existing phone number",
    ],
    audiencesIntro:
      "Any business that loses money when the phone rings out. These are the ones we set up most often.",
    audiences: [
      {
        icon: HeartPulse,
        title: "Dental and medical practices",
        pain: "Front desks juggle patients at the counter and a ringing phone, and after-hours callers book elsewhere.",
        useCase:
          "A patient calls at 7 pm to move a cleaning. The receptionist finds an open slot on Thursday, books it in your practice calendar and texts a confirmation.",
      },
      {
        icon: Wrench,
        title: "Home services and trades",
        pain: "Plumbers, electricians and HVAC crews can't answer while they're on a job, and emergencies won't wait.",
        useCase:
          "A homeowner reports a burst pipe on Sunday. The call is flagged as urgent, transferred to the on-call technician and logged with the address.",
      },
      {
        icon: Scale,
        title: "Law and accounting firms",
        pain: "Every new inquiry deserves a prompt answer, but billable hours shouldn't be spent screening calls.",
        useCase:
          "A prospective client calls about a lease dispute. The receptionist captures the details, checks for the right practice area and books a consultation.",
      },
      {
        icon: Scissors,
        title: "Salons, spas and studios",
        pain: "Stylists and trainers can't stop mid-appointment to take a booking, and no-shows eat into the day.",
        useCase:
          "A client asks for a Saturday color appointment. The receptionist offers the two open times, books one and sends a reminder the day before.",
      },
    ],
    faqs: [
      {
        question: "Will callers know they're talking to an AI?",
        answer:
          "The voice sounds natural and holds a real conversation, but we recommend a short disclosure in the greeting and set it up that way by default. Callers can ask for a person at any time, and the receptionist transfers the call or takes a message.",
      },
      {
        question: "Do I need a new phone number or phone system?",
        answer:
          "No. You keep your number and simply forward calls to your receptionist: all calls, only after hours, or only when your line is busy or unanswered. Forwarding takes a few minutes with your phone carrier, and we walk you through it.",
      },
      {
        question: "How does it book appointments without double-booking?",
        answer:
          "It connects to Google Calendar, Outlook or your booking software and reads availability live during the call. It applies your rules for appointment lengths, buffers and staff, books the slot, and sends the caller a text confirmation.",
      },
      {
        question: "What happens with urgent or emergency calls?",
        answer:
          "You decide what counts as urgent, for example a burst pipe or severe tooth pain. Those calls are transferred straight to your on-call number, and if nobody answers you get an instant text with the caller's details.",
      },
      {
        question: "How long does setup take, and do I need technical skills?",
        answer: `Setup takes 24 hours and needs no technical expertise. The ${siteName} team writes the scripts, connects your calendar and tests the calls with you, and a dedicated support team is there after you go live.`,
      },
      {
        question: "How much does a voice AI receptionist cost?",
        answer: `Plans start at ${fromMonthly} per month, a fraction of a part-time receptionist's wages. Every plan starts with a 30-day free trial with no credit card required, and you can cancel anytime.`,
      },
    ],
    ctaTitle: "Stop sending callers to voicemail",
    ctaBody:
      "Try a voice AI receptionist free for 30 days, with no credit card and no long-term contract. Most businesses are live within 24 hours and see full ROI within 30 days.",
  };
}
