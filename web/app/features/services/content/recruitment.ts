import {
  BriefcaseBusiness,
  ClipboardList,
  Contact,
  FileSearch,
  ListChecks,
  ListOrdered,
  ShieldCheck,
  Stethoscope,
  Store,
  Users,
} from "lucide-react";
import { brand } from "~/lib/brand";
import { siteClaims } from "~/lib/site-claims";
import { serviceTypeId } from "~/lib/service-types";
import { servicePageBasics, type ServicePageContent } from "./types";

/** Copy of /services/recruitment. A function because the brand name is only known at render time. */
export function recruitmentContent(): ServicePageContent {
  const { siteName } = brand();
  const { screeningTimeSaved, timeToRoi } = siteClaims();
  return {
    ...servicePageBasics(serviceTypeId.recruitment),
    metaDescription:
      "Screen resumes against your job's must-haves and nice-to-haves. Every candidate gets a match score from 0 to 100 with its reasons, and your shortlist exports as CSV. 30-day free trial.",
    headline: "Hire the right people without reading every resume",
    intro: `The ${siteName} AI Recruitment System reads each resume you upload or paste, checks it against the requirements of your job opening and ranks your candidates, with the reasons behind every score. You read the strongest few closely and decide who to call.`,
    image: {
      src: "/images/service-pages/recruitment.svg",
      alt: "Candidate resumes ranked by match score, with the best match highlighted",
    },
    stats: [
      {
        value: screeningTimeSaved,
        label: "Less time spent screening applicants",
      },
      {
        value: "0–100",
        label: "Match score for every candidate, with its reasons",
      },
      { value: "10", label: "Resumes uploaded at a time, 5 MB each" },
      { value: timeToRoi, label: "To full return on investment" },
    ],
    featuresTitle: "From a pile of resumes to a shortlist",
    featuresIntro: "The reading and sorting of hiring, done for you. The decisions stay yours.",
    features: [
      {
        icon: FileSearch,
        title: "Resumes as they come",
        description:
          "Upload PDF, Word (DOCX) or plain-text resumes, ten at a time, or paste one from an e-mail. Each is read in full, whatever its layout.",
      },
      {
        icon: ListChecks,
        title: "Must-haves and nice-to-haves",
        description:
          "List the skills a job must have and the ones that would be nice. Every candidate is measured against that list, not against a guess about the role.",
      },
      {
        icon: ListOrdered,
        title: "Explained match scores",
        description:
          "Each candidate gets a score from 0 to 100 with their strengths, their gaps and a recommendation you can read in a minute.",
      },
      {
        icon: Contact,
        title: "Contact details picked out",
        description:
          "The e-mail address and phone number a resume gives are shown beside the candidate, so you can reach the people you want to meet straight away.",
      },
      {
        icon: ClipboardList,
        title: "A shortlist with your notes",
        description:
          "Mark each candidate as shortlisted, invited to interview or rejected, keep a note on each, and export your shortlist as CSV with their contact details.",
      },
      {
        icon: ShieldCheck,
        title: "Reasons you can check",
        description:
          "Each candidate's reasons name the requirements met and the ones missing, so you can see why they ranked where they did, and overrule it.",
      },
    ],
    stepsIntro: "You stay in charge of every hiring decision. The AI does the reading and sorting.",
    steps: [
      {
        title: "Create your job opening",
        description:
          "Give it a title and a description, and list its must-have and nice-to-have skills. It takes a few minutes, and you can change it as you learn what matters.",
      },
      {
        title: "Upload or paste resumes",
        description:
          "Drop in the resumes from your inbox or your job posting, ten at a time, or paste one in. There is nothing to connect first.",
      },
      {
        title: "AI screens and ranks",
        description:
          "Each resume is read within minutes and ranked, with a short summary of the candidate's strengths and gaps.",
      },
      {
        title: "Interview the best",
        description:
          "Shortlist the people you want to meet, call or e-mail them from their contact details, and make the call yourself.",
      },
    ],
    integrations: [
      "PDF and Word (DOCX) resumes",
      "Plain-text and pasted resumes",
      "Shortlist export as CSV, for any spreadsheet",
    ],
    audiencesIntro: "Built for teams that hire often but don't have a recruiting department to throw at every opening.",
    audiences: [
      {
        icon: Users,
        title: "Staffing and recruiting agencies",
        pain: "Recruiters lose hours matching the same candidate pool against a dozen client orders.",
        useCase:
          "A client needs three warehouse supervisors by Friday. You upload the forty resumes that came in, and the eight that meet the must-haves are at the top with their reasons.",
      },
      {
        icon: Store,
        title: "Retail, restaurants and hospitality",
        pain: "High-volume hourly hiring means hundreds of applications and candidates who accept another offer within days.",
        useCase:
          "A new location opens in a month. Two hundred applications become a ranked list in an afternoon, and the manager rings the top twenty the same week.",
      },
      {
        icon: Stethoscope,
        title: "Healthcare practices",
        pain: "Clinical roles need the right licenses and certifications, and checking them by hand is slow and error-prone.",
        useCase:
          "A clinic hiring a medical assistant lists current certification as a must-have. A resume that does not mention it sinks down the list, and its reasons say why.",
      },
      {
        icon: BriefcaseBusiness,
        title: "Growing companies without HR",
        pain: "Founders and managers do the hiring on top of their day jobs, and good candidates slip through a crowded inbox.",
        useCase:
          "A 30-person firm posts its first sales role. The owner uploads the 240 resumes on Friday and reviews a ranked top ten on Monday morning.",
      },
    ],
    faqs: [
      {
        question: "How does the AI decide how well a candidate matches?",
        answer:
          "It compares each resume with the requirements of your job opening: its must-have and nice-to-have skills and the experience it asks for. The score from 0 to 100 comes with its reasons, so you can see which requirements were met and which were missing.",
      },
      {
        question: "Does it replace my recruiters or hiring managers?",
        answer:
          "No. It takes over the reading and sorting. People still review shortlists, contact candidates, run interviews and make every hiring decision.",
      },
      {
        question: "Does it fit with the hiring tools we already use?",
        answer:
          "It does not connect to applicant tracking systems or job boards, and it sends no e-mails to candidates. Your shortlist exports as CSV with each candidate's contact details, which a spreadsheet or most hiring tools can import.",
      },
      {
        question: "How do you keep screening fair?",
        answer:
          "Candidates are ranked only on the requirements you write for the job, and each ranking names the requirements met and missing, so your team can check it. It does not hide names or audit for bias: read the reasons before you act on them.",
      },
      {
        question: "Is candidate data kept private?",
        answer:
          "Resumes stay in your account, are used only for your hiring and are never sold. You can delete a resume, and everything read from it, at any time.",
      },
      {
        question: "How quickly can we start hiring with it?",
        answer: `Creating a job and uploading its first resumes takes a few minutes, and the ${siteName} support team is there if you want a hand. Every plan starts with a 30-day free trial with no credit card required, and you can cancel anytime.`,
      },
    ],
    ctaTitle: "Fill your next role faster",
    ctaBody:
      "Screen your open roles free for 30 days, without a credit card. Create your first job in minutes, and cancel anytime.",
  };
}
