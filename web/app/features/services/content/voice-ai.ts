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
      "An AI receptionist on your own Twilio number: answers calls 24/7, books into its appointment book without double-booking, texts callers their booking, puts emergencies through and e-mails you every booking and message.",
    headline: "Answer every call, book every appointment, 24/7",
    intro: `A ${siteName} voice AI receptionist answers the calls to your number, day or night. It answers questions from your business profile, books appointments into its own book by your hours and rules, dials your emergency line when a caller describes an emergency, and takes a message when it cannot help, so a missed call never turns into a lost customer.`,
    image: {
      src: "/images/service-pages/voice-ai.svg",
      alt: "An incoming phone call answered by an AI receptionist that books a slot in the calendar",
    },
    stats: [
      { value: "24/7", label: "Calls answered, nights and weekends included" },
      { value: "0", label: "Double bookings: the book refuses a taken slot" },
      {
        value: "1 text",
        label: "To every caller who books by phone, from your number",
      },
      { value: "1 e-mail", label: "To you for every booking and message" },
    ],
    featuresTitle: "What your AI receptionist handles",
    featuresIntro:
      "The front desk's everyday calls, without hold music, sick days or a full voicemail box.",
    features: [
      {
        icon: Clock,
        title: "24/7 call answering",
        description:
          "Connect a number of your own Twilio account and the receptionist answers its calls at any hour: your opening hours, prices, address and services, in your words.",
      },
      {
        icon: CalendarCheck,
        title: "Appointment booking",
        description:
          "Books into its own appointment book from your opening hours, service lengths, lead time and closed dates; a slot is never booked twice. It confirms straight away or takes a request for you to confirm, as you choose, and texts the caller the booking.",
      },
      {
        icon: UserCheck,
        title: "Details taken every time",
        description:
          "Remembers what the caller already said, asks only for what is missing (the service, a time, their name and number) and offers the next free times when a day is closed or full.",
      },
      {
        icon: PhoneForwarded,
        title: "Emergencies and people put through",
        description:
          "A caller who describes one of your emergencies hears your emergency message and is dialled through to your emergency number. One who asks for a person while you're open is put through to your front desk; otherwise the receptionist takes a message.",
      },
      {
        icon: Languages,
        title: "Visitors in other languages",
        description:
          "On your public link, with an AI model connected, it answers in the language the visitor writes in; with the built-in engine it answers Spanish, German and French with a line in that language, takes their name and number, and tells you which language they used. Phone calls are heard and answered in English.",
      },
      {
        icon: FileText,
        title: "Call log, transcripts and summaries",
        description:
          "Every call is in your call log with its whole transcript and how it ended. You get an e-mail for each booking and message, and, if you turn it on, a summary of the day's calls each morning.",
      },
    ],
    stepsIntro:
      "No new phone system and no technical expertise needed: you set it up yourself in the portal.",
    steps: [
      {
        title: "Describe your business",
        description:
          "Fill in your hours, services, prices, answers to common questions, booking rules and emergencies, or start from a sample business.",
      },
      {
        title: "Try it before a caller does",
        description:
          "Talk to your receptionist in the test console, or hold a test call in the browser that takes the same steps a phone call does.",
      },
      {
        title: "Connect your number",
        description: `Paste your Twilio Account SID, Auth Token and number; ${siteName} points the number's calls at your receptionist. Forward your existing line to it at your carrier if you like.`,
      },
      {
        title: "Review and improve",
        description:
          "Your workspace shows every call, transcript and booking. Change the profile whenever your business changes, and the next call uses it.",
      },
    ],
    integrations: [
      "Your own Twilio number",
      "Your existing number, forwarded at your carrier",
      "Text confirmations to callers",
      "E-mail for every booking and message",
      "A daily call summary by e-mail",
      "Any phone system, through the calls API",
    ],
    audiencesIntro:
      "Any business that loses money when the phone rings out. These are the ones we set up most often.",
    audiences: [
      {
        icon: HeartPulse,
        title: "Dental and medical practices",
        pain: "Front desks juggle patients at the counter and a ringing phone, and after-hours callers book elsewhere.",
        useCase:
          "A patient calls at 7 pm to move a cleaning. The receptionist finds the appointment by their name and number, moves it to an open slot on Thursday and confirms the new time.",
      },
      {
        icon: Wrench,
        title: "Home services and trades",
        pain: "Plumbers, electricians and HVAC crews can't answer while they're on a job, and emergencies won't wait.",
        useCase:
          "A homeowner reports a burst pipe on Sunday. The caller hears your emergency message and is dialled through to the on-call technician, and the call is logged with its transcript.",
      },
      {
        icon: Scale,
        title: "Law and accounting firms",
        pain: "Every new inquiry deserves a prompt answer, but billable hours shouldn't be spent screening calls.",
        useCase:
          "A prospective client calls about a lease dispute. The receptionist takes their name, number and what it is about, and books a consultation or passes the message on.",
      },
      {
        icon: Scissors,
        title: "Salons, spas and studios",
        pain: "Stylists and trainers can't stop mid-appointment to take a booking, and no-shows eat into the day.",
        useCase:
          "A client asks for a Saturday color appointment. The receptionist offers the open times, books one and texts the booking to the client.",
      },
    ],
    faqs: [
      {
        question: "Will callers know they're talking to an AI?",
        answer:
          "Your greeting is yours to write, and we recommend it says so. Callers can ask for a person at any time: while you're open the receptionist puts them through to your front desk, otherwise it takes a message.",
      },
      {
        question: "Do I need a new phone number or phone system?",
        answer:
          "You need a number on a Twilio account of your own, which you connect in the portal. You can keep your existing number and forward calls to it at your carrier: all calls, only after hours, or only when your line is busy.",
      },
      {
        question: "How does it book appointments without double-booking?",
        answer:
          "It books into its own appointment book, which you see as a day and week calendar. It offers only free slots within your hours, service lengths and lead time, and the database refuses a second booking of the same slot. It does not read Google Calendar or Outlook.",
      },
      {
        question: "What happens with urgent or emergency calls?",
        answer:
          "You decide what counts as an emergency, for example a burst pipe or severe tooth pain. A caller who describes one hears your emergency message and is dialled through to your emergency number, and the call is marked as an emergency in your log.",
      },
      {
        question: "How long does setup take, and do I need technical skills?",
        answer: `You set it up yourself in the ${siteName} portal: fill in your business profile (or start from a sample), try it in the test console, then connect your Twilio number. No technical skills are needed, and support is there if you get stuck.`,
      },
      {
        question: "How much does a voice AI receptionist cost?",
        answer: `Plans start at ${fromMonthly} per month, a fraction of a part-time receptionist's wages. Every plan starts with a 30-day free trial with no credit card required, and you can cancel anytime.`,
      },
    ],
    ctaTitle: "Stop sending callers to voicemail",
    ctaBody:
      "Try a voice AI receptionist free for 30 days, with no credit card and no long-term contract.",
  };
}
