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
import { siteClaims } from "~/lib/site-claims";
import { serviceTypeId } from "~/lib/service-types";
import { servicePageBasics, type ServicePageContent } from "./types";

/** Copy of /services/payroll. A function because the brand name is only known at render time. */
export function payrollContent(): ServicePageContent {
  const { siteName } = brand();
  const { setupTime, costReduction, timeToRoi, invoiceTimeSaved } = siteClaims();
  return {
    ...servicePageBasics(serviceTypeId.payroll),
    metaDescription:
      "Automate invoice processing. AI reads PDFs, scans and photos, checks every invoice, flags duplicates and mismatches, and exports the bills for QuickBooks Online or Xero.",
    headline: "Invoices read and checked without the data entry",
    intro: `${siteName} Payroll Automation reads every invoice you upload, checks the numbers and shows each one for you to approve or flag. Approved bills export as a file for QuickBooks Online or Xero, so month-end close takes hours instead of days.`,
    image: {
      src: "/images/service-pages/payroll.svg",
      alt: "An invoice with its vendor, totals and due date extracted and checked automatically",
    },
    stats: [
      { value: invoiceTimeSaved, label: "Less manual processing time" },
      { value: costReduction, label: "Average cost reduction" },
      { value: "24/7", label: "Invoices processed as they arrive" },
      { value: timeToRoi, label: "To full return on investment" },
    ],
    featuresTitle: "What comes off your desk",
    featuresIntro: "Accounts payable and bookkeeping checks handled with care, and every correction on record.",
    features: [
      {
        icon: FileScan,
        title: "Invoice data extraction",
        description:
          "Reads PDFs, Word files, scans and photos of invoices of any layout and captures vendor, invoice number, dates, line items, tax and total due. No templates to build.",
      },
      {
        icon: ClipboardCheck,
        title: "Automatic validation",
        description:
          "Checks that line items add up to the total, spots duplicate invoices and flags anything that doesn't agree or wasn't found before it's paid.",
      },
      {
        icon: Calculator,
        title: "Exports for your books",
        description:
          "Exports the bills as QuickBooks Online's bill import or Xero's bills import file, one row per line, with the account and tax codes you set, or as a plain CSV.",
      },
      {
        icon: Files,
        title: "Review in one list",
        description:
          "Each invoice is approved or flagged with a note, and the list filters by status and vendor, so you see at a glance what is left to check.",
      },
      {
        icon: Landmark,
        title: "Corrections beside the reading",
        description:
          "Fix a field the reader got wrong and the checks run again on your correction, while what was read stays on record beside it.",
      },
      {
        icon: ScrollText,
        title: "Audit-ready records",
        description:
          "Every document is kept with the text read from it, its extracted fields and your corrections, ready to share with your accountant at tax time.",
      },
    ],
    stepsIntro: "Your accounting software stays your system of record. The automation does the typing and checking before the bills reach it.",
    steps: [
      {
        title: "Upload your invoices",
        description:
          "Drop in the invoices as they come: PDFs, Word files, scans or phone photos, several at a time.",
      },
      {
        title: "Set your codes",
        description:
          "Tell the export which account and tax codes your books use, once; it remembers them in your browser.",
      },
      {
        title: "AI processes every document",
        description:
          "New invoices are read and checked within minutes of arriving, day or night, in the background.",
      },
      {
        title: "You review and import",
        description:
          "Review the flagged ones, approve the rest, and import the export file into your books. Nothing is paid from here.",
      },
    ],
    integrations: ["QuickBooks Online bill import file", "Xero bills import file", "CSV for any spreadsheet"],
    audiencesIntro: "For businesses where a small finance team, or the owner, carries the paperwork.",
    audiences: [
      {
        icon: Wallet,
        title: "Accounting and bookkeeping firms",
        pain: "Every client sends invoices in a different format, and staff spend the busy season retyping them.",
        useCase:
          "A bookkeeper handling 40 clients gets each client's invoices read, checked and ready to import into their books before the monthly close.",
      },
      {
        icon: HardHat,
        title: "Construction and trades",
        pain: "Supplier and subcontractor invoices pile up across job sites, and mistakes hit already thin margins.",
        useCase:
          "A supplier's invoice whose line items do not add up to its total is flagged before payment, and the same invoice sent twice gets a Duplicate badge.",
      },
      {
        icon: UtensilsCrossed,
        title: "Restaurants and multi-location retail",
        pain: "Food-supplier invoices arrive daily from every location, on paper as often as by e-mail.",
        useCase:
          "A manager photographs each delivery's invoice with a phone; the totals are read and checked, and the week's bills go to the books in one import.",
      },
      {
        icon: Megaphone,
        title: "Agencies and professional services",
        pain: "Contractor invoices, software subscriptions and client expenses are scattered across inboxes and cards.",
        useCase:
          "Freelancer invoices are read with their due dates, given the right account code on export and kept in one list to pay from.",
      },
    ],
    faqs: [
      {
        question: "What kinds of invoices can it read?",
        answer:
          "PDFs, Word files, scanned paper invoices, phone photos and pasted text, in any layout. It captures the vendor, invoice number, invoice date, due date, line items, tax and total without templates.",
      },
      {
        question: "How do you make sure the numbers are right?",
        answer:
          "Every extracted invoice is checked: line items must add up to the total, and a vendor, number or total that was not found is a failed check, never a guess. Duplicates are flagged, and anything uncertain is left for a person to review.",
      },
      {
        question: "Does it work with my accounting and payroll software?",
        answer:
          "It exports your bills as a file for QuickBooks Online's bill import or Xero's bills import, and as a CSV for any other software. It does not connect to payroll providers or bank feeds, and it does not run payroll. Your existing software stays the system of record.",
      },
      {
        question: "Will it pay bills or run payroll for me?",
        answer:
          "No. It pays nothing and submits no payroll: it reads and checks invoices, and you import the bills into your own books and pay them there.",
      },
      {
        question: "Is my financial data secure?",
        answer:
          "Data is encrypted in transit and at rest, stored on servers in the United States and accessible only to the people you authorize. We never sell your data, and every action is logged for audit.",
      },
      {
        question: "How much time and money will we save?",
        answer:
          `Our customers report ${invoiceTimeSaved} less time spent on manual invoice processing, and across all our services an average cost reduction of ${costReduction}. Most reach full ROI within ${timeToRoi}, and you can test it free for 30 days with no credit card.`,
      },
    ],
    ctaTitle: "Close the books faster this month",
    ctaBody:
      `Send us a week of invoices during your 30-day free trial and see them processed. No credit card, setup in ${setupTime}, cancel anytime.`,
  };
}
