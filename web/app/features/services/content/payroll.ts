import {
  Calculator,
  ClipboardCheck,
  FileScan,
  Files,
  HardHat,
  Landmark,
  Megaphone,
  ScrollText,
  UtensilsCrossed,
  Wallet,
} from "lucide-react";
import { brand } from "~/lib/brand";
import { serviceTypeId } from "~/lib/service-types";
import { servicePageBasics, type ServicePageContent } from "./types";

/** Copy of /services/payroll. A function because the brand name is only known at render time. */
export function payrollContent(): ServicePageContent {
  const { siteName } = brand();
  return {
    ...servicePageBasics(serviceTypeId.payroll),
    metaDescription:
      "Automate invoice processing, payroll preparation and reconciliation. AI extracts and checks every invoice, syncs with your accounting software and flags exceptions.",
    headline: "Invoices, payroll and reconciliation without the data entry",
    intro: `${siteName} Payroll Automation reads every invoice that lands in your inbox, checks the numbers, codes it and routes it for approval. It prepares payroll from your timesheets and matches every payment to your bank feed, so month-end close takes hours instead of days.`,
    image: {
      src: "/images/service-pages/payroll.svg",
      alt: "An invoice with its vendor, totals and due date extracted and checked automatically",
    },
    stats: [
      { value: "90%", label: "Less manual processing time" },
      { value: "85%", label: "Average cost reduction" },
      { value: "24/7", label: "Invoices processed as they arrive" },
      { value: "30 days", label: "To full return on investment" },
    ],
    featuresTitle: "What comes off your desk",
    featuresIntro: "Accounts payable, payroll prep and bookkeeping checks handled with care, and every step on record.",
    features: [
      {
        icon: FileScan,
        title: "Invoice data extraction",
        description:
          "Reads PDFs, scans, photos and e-mailed invoices of any layout and captures vendor, invoice number, dates, line items, tax and total due. No templates to build.",
      },
      {
        icon: ClipboardCheck,
        title: "Automatic validation",
        description:
          "Checks that line items add up, spots duplicate invoices, matches purchase orders and receipts, and flags anything that doesn't agree before it's paid.",
      },
      {
        icon: Calculator,
        title: "Payroll preparation",
        description:
          "Pulls hours from your time-tracking app, applies overtime, PTO and pay rules, and prepares the run in your payroll provider for one-click approval.",
      },
      {
        icon: Files,
        title: "Approval workflows",
        description:
          "Sends each invoice to the right approver by amount, vendor or department, with reminders. Approvers sign off from e-mail or phone in seconds.",
      },
      {
        icon: Landmark,
        title: "Bank reconciliation",
        description:
          "Matches bank and card transactions to invoices, payments and payroll every day, so only the true exceptions are left for your bookkeeper.",
      },
      {
        icon: ScrollText,
        title: "Audit-ready records",
        description:
          "Every document, extracted field, edit and approval is logged and searchable, ready to share with your accountant at tax time or during an audit.",
      },
    ],
    stepsIntro: "Your accounting software stays your system of record. The automation does the typing and checking in between.",
    steps: [
      {
        title: "Connect your tools",
        description:
          "Link your accounting software, payroll provider, bank feeds and the inbox where invoices arrive. Our team handles the setup within 24 hours.",
      },
      {
        title: "Set your rules",
        description:
          "Tell us your approval limits, expense categories and pay rules. We turn them into checks that run on every document.",
      },
      {
        title: "AI processes every document",
        description:
          "New invoices are read, validated, coded and matched within minutes of arriving, day or night, and timesheets are prepared for each pay period.",
      },
      {
        title: "You approve and pay",
        description:
          "Review only the exceptions, approve in a click, and everything syncs to your books. Nothing is paid without your approval.",
      },
    ],
    integrations: [
      "QuickBooks",
      "Xero",
      "Other popular accounting software",
      "Payroll providers",
      "Time-tracking and time-clock apps",
      "Bank and card feeds",
      "Accounts payable inboxes",
    ],
    audiencesIntro: "For businesses where a small finance team, or the owner, carries the paperwork.",
    audiences: [
      {
        icon: Wallet,
        title: "Accounting and bookkeeping firms",
        pain: "Every client sends invoices in a different format, and staff spend the busy season retyping them.",
        useCase:
          "A bookkeeper handling 40 clients gets each client's invoices read, coded and queued for review in their books, ready before the monthly close.",
      },
      {
        icon: HardHat,
        title: "Construction and trades",
        pain: "Supplier and subcontractor invoices pile up across job sites, and mistakes hit already thin margins.",
        useCase:
          "A contractor's lumber invoice bills 120 units against a purchase order for 100. The difference is flagged before payment and sent to the project manager.",
      },
      {
        icon: UtensilsCrossed,
        title: "Restaurants and multi-location retail",
        pain: "Hourly staff, tips and shift changes make every payroll run a puzzle, and food-supplier invoices arrive daily.",
        useCase:
          "Timesheets from three locations are checked for missed punches and overtime, and payroll is prepared for the manager's approval every other Friday.",
      },
      {
        icon: Megaphone,
        title: "Agencies and professional services",
        pain: "Contractor invoices, software subscriptions and client expenses are scattered across inboxes and cards.",
        useCase:
          "Freelancer invoices are matched to approved hours, coded to the right client and queued for payment on their due dates.",
      },
    ],
    faqs: [
      {
        question: "What kinds of invoices can it read?",
        answer:
          "PDFs, scanned paper invoices, phone photos and invoices written in the body of an e-mail, in any layout. It captures the vendor, invoice number, invoice date, due date, line items, tax and total without templates.",
      },
      {
        question: "How do you make sure the numbers are right?",
        answer:
          "Every extracted invoice is checked: line items must add up to the total, dates must make sense and the vendor must match your records. Duplicates and mismatches with purchase orders are flagged, and anything uncertain goes to a person for review instead of being guessed.",
      },
      {
        question: "Does it work with my accounting and payroll software?",
        answer:
          "Yes. It connects to QuickBooks, Xero and other popular accounting software, to common payroll providers and to your bank feeds. Your existing software stays the system of record, and you can export everything as a spreadsheet at any time.",
      },
      {
        question: "Will it pay bills or run payroll without my approval?",
        answer:
          "No. Nothing is paid and no payroll is submitted until an authorized person approves it. You set the approval rules, such as amount limits and who signs off for each department.",
      },
      {
        question: "Is my financial data secure?",
        answer:
          "Data is encrypted in transit and at rest, stored on servers in the United States and accessible only to the people you authorize. We never sell your data, and every action is logged for audit.",
      },
      {
        question: "How much time and money will we save?",
        answer:
          "Our ROI model assumes about 90% less time spent on manual invoice and payroll processing, and across all our services customers see an 85% average cost reduction. Most reach full ROI within 30 days, and you can test it free for 30 days with no credit card.",
      },
    ],
    ctaTitle: "Close the books faster this month",
    ctaBody:
      "Send us a week of invoices during your 30-day free trial and see them processed. No credit card, setup in 24 hours, cancel anytime.",
  };
}
