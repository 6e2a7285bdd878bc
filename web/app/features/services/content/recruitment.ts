import {
  BriefcaseBusiness,
  CalendarClock,
  FileSearch,
  ListOrdered,
  MailCheck,
  RefreshCw,
  ShieldCheck,
  Stethoscope,
  Store,
  Users,
} from "lucide-react";
import { brand } from "~/lib/brand";
import { serviceTypeId } from "~/lib/service-types";
import { servicePageBasics, type ServicePageContent } from "./types";

/** Copy of /services/recruitment. A function because the brand name is only known at render time. */
export function recruitmentContent(): ServicePageContent {
  const { siteName } = brand();
  return {
    ...servicePageBasics(serviceTypeId.recruitment),
    metaDescription:
      "Screen hundreds of resumes in minutes, rank every applicant with an explained match score and let top candidates book their own interviews. 30-day free trial.",
    headline: "Hire the right people without reading every resume",
    intro: `The ${siteName} AI Recruitment System reads every application the moment it arrives, scores it against your job description and hands you a ranked shortlist with the reasons behind each score. Top candidates book their own interviews, so you spend your time meeting people instead of sorting paperwork.`,
    image: {
      src: "/images/service-pages/recruitment.svg",
      alt: "Candidate resumes ranked by match score, with the best match highlighted",
    },
    stats: [
      { value: "75%", label: "Less time spent screening applicants" },
      { value: "0–100", label: "Explained match score for every applicant" },
      { value: "24 hours", label: "To set up your first open role" },
      { value: "30 days", label: "To full return on investment" },
    ],
    featuresTitle: "From application to interview, handled",
    featuresIntro:
      "From the first application to the booked interview, the busywork of hiring runs on its own.",
    features: [
      {
        icon: FileSearch,
        title: "Resume screening in minutes",
        description:
          "Reads PDF and Word resumes of any layout, checks them against your must-haves and nice-to-haves, and screens hundreds of applicants while you finish your coffee.",
      },
      {
        icon: ListOrdered,
        title: "Explained match scores",
        description:
          "Each applicant gets a score from 0 to 100 and a label from Excellent to Weak match, with the skills, experience and certifications that earned it.",
      },
      {
        icon: CalendarClock,
        title: "Self-service interview scheduling",
        description:
          "Shortlisted candidates pick a time from your interviewers' real availability in Google Calendar or Outlook, with reminders and easy rescheduling.",
      },
      {
        icon: MailCheck,
        title: "Candidate communication",
        description:
          "Every applicant gets an instant acknowledgement, status updates and a courteous reply either way, which protects your reputation as an employer.",
      },
      {
        icon: ShieldCheck,
        title: "Bias-aware screening",
        description:
          "Scores rely only on job-related criteria you approve. Names, photos, ages and addresses can be hidden from the first review, and every score can be audited.",
      },
      {
        icon: RefreshCw,
        title: "ATS and job board sync",
        description:
          "Pulls applicants from job boards, your careers page and your hiring inbox, and pushes ranked shortlists and notes back into your applicant tracking system.",
      },
    ],
    stepsIntro: "You stay in charge of every hiring decision. The AI does the reading, sorting and scheduling.",
    steps: [
      {
        title: "Share your open role",
        description:
          "Paste the job description. We turn it into weighted criteria, such as required skills, years of experience and licenses, that you review and approve.",
      },
      {
        title: "Connect your applicant sources",
        description:
          "Link your job boards, careers page, hiring inbox and applicant tracking system. No technical expertise needed, and it's done within 24 hours.",
      },
      {
        title: "AI screens and ranks",
        description:
          "Each new applicant is scored within minutes, and you get a ranked shortlist with a short summary of every candidate's strengths and gaps.",
      },
      {
        title: "Interview the best",
        description:
          "Top candidates book their own interview slot. You walk in with their summary and suggested questions, and make the call.",
      },
    ],
    integrations: [
      "Applicant tracking systems",
      "Indeed, LinkedIn and other job boards",
      "Your careers page",
      "Shared hiring inboxes",
      "Google Calendar",
      "Outlook calendar",
      "Video meeting links",
    ],
    audiencesIntro:
      "Built for teams that hire often but don't have a recruiting department to throw at every opening.",
    audiences: [
      {
        icon: Users,
        title: "Staffing and recruiting agencies",
        pain: "Recruiters lose hours matching the same candidate pool against a dozen client orders.",
        useCase:
          "A client needs three warehouse supervisors by Friday. The system re-scores your existing candidate database overnight and surfaces the eight best fits.",
      },
      {
        icon: Store,
        title: "Retail, restaurants and hospitality",
        pain: "High-volume hourly hiring means hundreds of applications and candidates who accept another offer within days.",
        useCase:
          "A new location opens in a month. Applicants who meet the availability and experience requirements are invited to book a same-week interview automatically.",
      },
      {
        icon: Stethoscope,
        title: "Healthcare practices",
        pain: "Clinical roles need the right licenses and certifications, and checking them by hand is slow and error-prone.",
        useCase:
          "A clinic hiring a medical assistant sees only applicants with current certification and relevant experience, each with the credentials highlighted.",
      },
      {
        icon: BriefcaseBusiness,
        title: "Growing companies without HR",
        pain: "Founders and managers do the hiring on top of their day jobs, and good candidates slip through a crowded inbox.",
        useCase:
          "A 30-person firm posts its first sales role. The owner reviews a ranked top ten on Monday morning instead of 240 unread e-mails.",
      },
    ],
    faqs: [
      {
        question: "How does the AI decide how well a candidate matches?",
        answer:
          "It compares each resume with the criteria you approved from your job description: skills, experience, education, certifications and location. The score from 0 to 100 comes with the reasons, so you can see exactly which requirements were met and which were missing.",
      },
      {
        question: "Does it replace my recruiters or hiring managers?",
        answer:
          "No. It takes over the reading, sorting, scheduling and status e-mails. People still review shortlists, run interviews and make every hiring decision.",
      },
      {
        question: "Will it work with the applicant tracking system we already use?",
        answer:
          "Yes. It connects to popular applicant tracking systems and job boards, and syncs scores, notes and interview times both ways. If you don't use an ATS, shortlists live in your dashboard and can be exported at any time.",
      },
      {
        question: "How do you keep screening fair?",
        answer:
          "Scores are based only on job-related criteria that you review before screening starts. Personal details such as names, photos, ages and addresses can be hidden from the first review, and every score is explained so your team can audit the results.",
      },
      {
        question: "Is candidate data kept private?",
        answer:
          "Candidate data is encrypted in transit and at rest, stored on servers in the United States, used only for your hiring and never sold. You can delete a candidate's data on request.",
      },
      {
        question: "How quickly can we start hiring with it?",
        answer: `Your first role is set up within 24 hours, with help from a dedicated ${siteName} support team. Every plan starts with a 30-day free trial with no credit card required, and you can cancel anytime.`,
      },
    ],
    ctaTitle: "Fill your next role faster",
    ctaBody:
      "Put your open roles on autopilot for 30 days, free and without a credit card. Set up in 24 hours, cancel anytime.",
  };
}
