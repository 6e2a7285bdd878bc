/**
 * The claims register (docs/decisions/0074-claims-register.md): every capability the public
 * pages (home, services, pricing, contact, the demos, their FAQs) and the chat assistant's
 * scripted answers claim, with the feature that makes it true and the test that proves it.
 * claims.test.tsx reads the built pages and the chat's answers and fails on a sentence that
 * names a capability (a word of `capabilities` below) without the phrase of an entry here
 * that covers it; it also fails when an entry's test is missing.
 *
 * A claim whose feature does not ship is reworded, not registered; when the feature ships,
 * its claim comes back with its entry. The operator's own figures (500+ businesses, setup in
 * 24 hours, …) are not features: they come from SITE_CLAIMS_FILE (~/lib/site-claims.ts) and
 * are listed here as operator claims, proved by nothing but the operator's word.
 */
import { siteClaimFields, type SiteClaims } from "~/lib/site-claims";

/** A word or phrase that names a capability, and its synonyms, as one pattern. */
export interface Capability {
  id: string;
  pattern: RegExp;
}

/** A test that makes a claim true: a file from the repository's root and the test's name in it. */
export interface Proof {
  file: string;
  test: string;
}

export interface RegisterEntry {
  /** The claim's phrases as the pages word them; a sentence carrying one is this claim. */
  phrases: readonly string[];
  /** The capabilities (vocabulary ids) the claim names. */
  capabilities: readonly string[];
  /** What ships, and where it is described. */
  feature: string;
  /**
   * The tests that make it true. An operator claim names its claim of SITE_CLAIMS_FILE
   * instead; a disclaimer (a sentence saying what the product does not do) needs no test.
   */
  proof: readonly Proof[] | { operator: keyof SiteClaims } | "disclaimer";
}

/**
 * The capability vocabulary. Each pattern is matched against one sentence; keep them
 * case-insensitive and on word boundaries, and add the synonyms a page might use.
 */
export const capabilities: readonly Capability[] = [
  { id: "always-on", pattern: /24\/7|around the clock|day (and|or) night|nights and weekends|at any hour|never clocks out/i },
  { id: "answers-calls", pattern: /\banswer(s|ed|ing)? (every |the |your |its |their )?(calls?|phones?)\b|\bcall answering\b|\bcalls answered\b/i },
  { id: "books-appointments", pattern: /\bbook(s|ed|ing)?\b.{0,30}\b(appointments?|slots?|consultations?|estimates?|interviews?)\b|\bappointment (booking|scheduling)\b|\bschedul\w* (interviews?|appointments?)\b|\binterview scheduling\b/i },
  { id: "transfers-calls", pattern: /\btransfer\w* (the |hot |your )?(calls?|callers?|prospects?|leads?)\b|\bputs? (them |you |callers? |people )?through\b|\bdiall?ed through\b|\brout(e|es|ed|ing) (hot |the |every )?(leads?|calls?|callers?|prospects?|invoices?)\b|\brouting\b/i },
  { id: "calendar-sync", pattern: /\bgoogle calendar\b|\boutlook\b|\b(your|their) calendars?\b|\binto any calendar\b/i },
  { id: "integrations", pattern: /\bintegrat\w*|\bconnects? (to|with)\b|\bworks with\b|\bsync\w*\b|\bplug-?ins?\b/i },
  { id: "crm", pattern: /\bCRMs?\b|\bhubspot\b|\bsalesforce\b|\bpipedrive\b/i },
  { id: "accounting-software", pattern: /\bquickbooks\b|\bxero\b|\baccounting (software|tools|system)\b/i },
  { id: "applicant-tracking", pattern: /\bapplicant tracking\b|\bATS\b|\bjob boards?\b|\bindeed\b/i },
  { id: "detects-duplicates", pattern: /\bduplicates?\b/i },
  { id: "reads-scans", pattern: /\bscan(s|ned)?\b|\bphotos?\b|\bOCR\b/i },
  { id: "transcribes", pattern: /\btranscri\w+/i },
  { id: "sends-texts", pattern: /\btexts? (the )?(callers?|clients?|customers?|booking)\b|\btexted\b|\btext (messages?|confirmations?)\b|\bby text\b|\bSMS\b|\b1 text\b/i },
  { id: "languages", pattern: /\blanguages?\b|\bmulti-?lingual\b|\bspanish\b|\bgerman\b|\bfrench\b/i },
  { id: "setup-time", pattern: /\bset ?up\b.{0,40}\bwithin\b|\bset ?up in\b|\bsetup takes\b|\b(is|are|be|go|goes) live\b|\blive (with)?in\b|\blaunch (with)?in\b/i },
  { id: "scores", pattern: /\bscor(e|es|ed|ing)\b/i },
  { id: "publishes", pattern: /\bpublish\w*|\bauto-?schedul\w*|\bposted at\b|\bgoes out\b/i },
  { id: "payroll-runs", pattern: /\bpayroll (runs?|processing|preparation|providers?)\b|\b(runs?|prepares?|submit\w*) (the )?payroll\b|\btimesheets?\b|\btime-?tracking\b/i },
  { id: "reconciles", pattern: /\breconcil\w+|\bbank (and card )?(feeds?|transactions?)\b/i },
  { id: "purchase-orders", pattern: /\bpurchase orders?\b/i },
  { id: "approvals", pattern: /\bapprov\w+|\bsigns? off\b/i },
  { id: "follows-up", pattern: /\bfollow(s|ed)?[- ]?ups?\b|\bfollows? up\b|\bnurture\b/i },
  { id: "exports", pattern: /\bexport\w*|\bdownload (your|the)\b/i },
  { id: "analytics", pattern: /\banalytics\b|\bdashboard (shows|for)\b|\breach, clicks\b/i },
  { id: "visual-content", pattern: /\bvideos?\b|\bgraphics?\b|\bcarousels?\b|\bhashtags?\b|\bthumbnails?\b|\breels\b/i },
  { id: "hot-lead-alerts", pattern: /\bhot (leads?|ones)\b.{0,40}\be-?mail\w*\b|\be-?mail\w*\b.{0,40}\bhot (leads?|ones)\b/i },
];

/** The token of an operator claim, as prerendered pages and the chat's answers carry it. */
export function claimToken(key: keyof SiteClaims): string {
  return siteClaimFields.find((f) => f.key === key)!.token;
}

const app = "internal/app";
const phone: Proof = { file: `${app}/phone_test.go`, test: "TestPhoneCallBooksOnceAndIsLoggedOnce" };
const invoices: Proof = { file: `${app}/documents_test.go`, test: "TestInvoiceWorkspace" };
const leadInbox: Proof = { file: `${app}/inbox_leads_test.go`, test: "TestLeadInboxAPI" };
const leadProfile: Proof = { file: `${app}/lead_profile_test.go`, test: "TestLeadProfileScoresByTheBusiness" };
const contentCalendar: Proof = { file: `${app}/content_test.go`, test: "TestContentCalendar" };

/**
 * Tests named in the register that land with another branch (the call-center lead profile,
 * issue 32): their files are not in this tree yet, so the existence check passes over
 * exactly these. Remove each from this list once its test is merged.
 */
export const pendingProofs: readonly Proof[] = [];

/**
 * Pages whose claims are not audited yet. Empty, and claims.test.tsx keeps it so: issue 32
 * reworded the last three (recruitment, call center, content marketing), and every public
 * page is now held to the register.
 */
export const pagesToAudit: readonly string[] = [];

export const register: readonly RegisterEntry[] = [
  // The voice receptionist (docs/product.md, "Workspaces"; decisions 0039, 0060, 0063, 0070, 0072).
  {
    phrases: ["Never Clocks Out", "24/7", "day and night", "day or night", "nights and weekends included", "at any hour", "around the clock"],
    capabilities: ["always-on"],
    feature: "Calls are answered, leads scored and documents read as they arrive, at any hour: no step waits for office hours.",
    proof: [phone, leadInbox, invoices],
  },
  {
    phrases: ["answer every call", "answers the calls to your number", "call answering", "calls answered", "answers calls", "answers its calls", "answer their phones", "answers your calls", "answers your phones", "answer your phones", "phone call answered"],
    capabilities: ["answers-calls"],
    feature: "The receptionist answers calls to the customer's own Twilio number (the phone line).",
    proof: [phone],
  },
  {
    phrases: ["own appointment book", "its appointment book", "appointment booking", "books appointments into its own book", "book every appointment", "books an appointment", "books a slot", "double-book", "double bookings", "booked twice", "books one and texts", "books a consultation", "refuses a second booking"],
    capabilities: ["books-appointments"],
    feature: "The receptionist books into the service's own appointment book, which refuses a taken slot; it reads no outside calendar.",
    proof: [phone, { file: `${app}/conversation_test.go`, test: "TestConversationBooksInTheBook" }, { file: `${app}/appointments_test.go`, test: "TestAppointmentBookAPI" }],
  },
  {
    phrases: ["dialled through", "put through", "puts them through", "puts emergencies through", "put emergencies through"],
    capabilities: ["transfers-calls"],
    feature: "On the phone line an emergency is dialled through to the emergency number, and a caller asking for a person is put through to the front desk while it is open.",
    proof: [phone, { file: "internal/ai/receptionist/replies_transfer_test.go", test: "TestPutThroughOnlyWhereALineCanDial" }],
  },
  {
    phrases: ["texts the caller", "texts callers", "text confirmations", "texts the booking", "1 text"],
    capabilities: ["sends-texts"],
    feature: "A booking made on the phone line is texted to the caller from the customer's Twilio number.",
    proof: [phone],
  },
  {
    phrases: ["call log with transcripts", "transcripts and summaries", "whole transcript", "logged with its transcript", "every call, transcript"],
    capabilities: ["transcribes"],
    feature: "Every call is in the call log with its transcript; the daily summary e-mails the day's calls.",
    proof: [phone, { file: `${app}/receptionist_test.go`, test: "TestCallsAPI" }, { file: `${app}/daily_calls_test.go`, test: "TestDailyCallSummarySentOnceAcrossTwoInstances" }],
  },
  {
    phrases: ["visitors in other languages", "answers in the language the visitor writes in"],
    capabilities: ["languages"],
    feature: "On the public link the receptionist answers Spanish, German and French visitors with a line in their language (any language with a model); phone calls are in English.",
    proof: [{ file: "internal/ai/receptionist/remember_test.go", test: "TestSpanishCaller" }, { file: "internal/ai/receptionist/emergency_languages_test.go", test: "TestEmergenciesInOtherLanguages" }],
  },
  {
    phrases: ["works with the tools you already use"],
    capabilities: ["integrations"],
    feature: "The receptionist works with the customer's own Twilio number, a forwarded line, e-mail and the calls API.",
    proof: [phone, { file: `${app}/receptionist_test.go`, test: "TestCallsAPI" }],
  },
  // Leads (docs/product.md, "Workspaces" and "AI demos"; decisions 0041, 0061).
  {
    phrases: ["lead scoring", "scores every lead", "scores every inbound lead", "score every inbound lead", "score leads", "leads scored", "score a lead", "score lead", "lead score", "scores a lead", "with their scores", "get a score", "the demo scores a business-to-business sales lead"],
    capabilities: ["scores"],
    feature: "Every lead in the inbox is scored by the business's own lead profile, and every lead pasted into the demo by the lead scorer's rules for business-to-business sales, each with its reasons.",
    proof: [leadInbox, leadProfile, { file: `${app}/inbox_lead_kinds_test.go`, test: "TestLeadScorerAnswersTheKind" }],
  },
  {
    phrases: ["scores each one by what your business offers", "scored by your own business", "score out of 100 against that profile", "scores as hot", "each score out of 100 comes with its reasons", "each lead is scored as it arrives", "a lead is scored within moments of arriving", "each with a score out of 100", "your inbox scores leads by your own business's lead profile"],
    capabilities: ["scores"],
    feature: "The inbox scores each lead out of 100 by the business's lead profile (what it offers, its area, a customer's typical value, urgent signals, what is never a lead), with reasons in the owner's words and next steps; a message that is no lead is set aside below 20 (decision 0073).",
    proof: [leadProfile, { file: "internal/leadscore/fit_corpus_test.go", test: "TestLeadFitCorpus" }, { file: `${app}/inbox_lead_kinds_test.go`, test: "TestLeadInboxReadsTheKindBeforeScoring" }],
  },
  {
    phrases: ["Spanish, German and French leads", "leads written in Spanish, German or French"],
    capabilities: ["languages"],
    feature: "A lead written in Spanish, German or French is read for its kind and its contact details as an English one is.",
    proof: [{ file: "internal/ai/lead/foreign_test.go", test: "TestReadsALeadInSpanishGermanAndFrench" }],
  },
  {
    phrases: ["counted on your dashboard and in your analytics"],
    capabilities: ["analytics"],
    feature: "A won lead's revenue is recorded once as the service's usage, which the dashboard and the analytics page count.",
    proof: [leadInbox, { file: `${app}/analytics_test.go`, test: "TestServiceMetricsAPI" }],
  },
  {
    phrases: ["e-mails you each hot one", "an e-mail for each hot one", "hot ones e-mail you", "hot leads by e-mail", "e-mail alerts for hot leads", "hot leads e-mail you at once"],
    capabilities: ["hot-lead-alerts"],
    feature: "A lead scoring 80 or more e-mails the customer at once with a link to it.",
    proof: [leadInbox],
  },
  {
    phrases: ["a crm export"],
    capabilities: ["crm", "exports"],
    feature: "The lead scorer reads pasted text, whatever it was copied from.",
    proof: [{ file: `${app}/inbox_lead_kinds_test.go`, test: "TestLeadScorerAnswersTheKind" }],
  },
  // Recruitment (docs/product.md, "Workspaces"; decisions 0038, 0067).
  {
    phrases: ["match scores", "every match score", "reasons behind every score", "ranked by match score", "match score for every candidate", "score from 0 to 100"],
    capabilities: ["scores"],
    feature: "Every resume is scored against the job with its strengths, gaps and reasons.",
    proof: [{ file: `${app}/documents_test.go`, test: "TestRecruitmentWorkspace" }],
  },
  // Invoices (docs/product.md, "Workspaces"; decisions 0055, 0057, 0064).
  {
    phrases: ["scans and photos", "scans or phone photos", "scanned paper invoices, phone photos"],
    capabilities: ["reads-scans"],
    feature: "Scans and photos (JPEG, PNG, scanned PDFs) are read by OCR.",
    proof: [{ file: `${app}/documents_ocr_test.go`, test: "TestScannedInvoicesAreReadByOCR" }],
  },
  {
    phrases: ["flag duplicates", "flags duplicates", "duplicate detection", "duplicate invoices", "duplicates are flagged", "duplicate badge"],
    capabilities: ["detects-duplicates"],
    feature: "An invoice uploaded twice, or with the same vendor and number, shows a Duplicate badge naming the earlier file.",
    proof: [{ file: `${app}/documents_duplicates_test.go`, test: "TestDocumentDuplicates" }],
  },
  {
    phrases: ["approve or flag", "approved or flagged", "approve the rest", "approved bills"],
    capabilities: ["approvals"],
    feature: "Each invoice is approved or flagged with a note by the customer.",
    proof: [invoices],
  },
  {
    phrases: ["QuickBooks Online or Xero", "QuickBooks and Xero export", "bill import", "bills import", "export file", "the export which account", "on export", "exports for your books", "accounting software stays your system of record"],
    capabilities: ["exports", "accounting-software"],
    feature: "Invoices export as QuickBooks Online's bill import or Xero's bills import file, or a CSV, with the account and tax codes the owner sets.",
    proof: [{ file: `${app}/documents_accounting_test.go`, test: "TestAccountingExports" }],
  },
  {
    phrases: ["export your shortlist", "shortlist export"],
    capabilities: ["exports"],
    feature: "A job's shortlist exports as CSV.",
    proof: [{ file: `${app}/documents_test.go`, test: "TestRecruitmentWorkspace" }],
  },
  // Content (docs/product.md, "Workspaces"; decision 0040).
  {
    phrases: ["calendar and export it", "CSV and calendar export", "calendar export", "export the month", "export as a CSV or a calendar file"],
    capabilities: ["exports"],
    feature: "The content calendar's month exports as CSV or an iCalendar file.",
    proof: [contentCalendar],
  },
  {
    phrases: ["set it to scheduled or published"],
    capabilities: ["publishes"],
    feature: "A post's status (draft, scheduled, published) is the owner's to set on the calendar; nothing is posted anywhere.",
    proof: [contentCalendar],
  },
  {
    phrases: ["hashtags from your topic", "hashtags made from your topic's own words", "number of hashtags that suits it"],
    capabilities: ["visual-content"],
    feature: "The built-in writer gives each social draft hashtags of the topic's own words, topped up by the goal's, as many as the platform's norm.",
    proof: [
      { file: "internal/ai/content/content_test.go", test: "TestWriteContentHashtagsAreTheTopicsWords" },
      { file: "internal/ai/content/content_test.go", test: "TestContentLimitsAreTheSharedNorms" },
    ],
  },
  // The portal (docs/product.md, "Analytics").
  {
    phrases: ["analytics dashboard", "usage and analytics"],
    capabilities: ["analytics"],
    feature: "The analytics page computes each service's figures from its usage reports.",
    proof: [{ file: `${app}/analytics_test.go`, test: "TestServiceMetricsAPI" }],
  },
  {
    phrases: ["analysis or scores you requested", "analysis and scores our features produce", "rely on AI scores alone"],
    capabilities: ["scores"],
    feature: "The privacy policy and terms name the scores the lead and resume features produce.",
    proof: [leadInbox, { file: `${app}/documents_test.go`, test: "TestRecruitmentWorkspace" }],
  },
  {
    phrases: ["download your data"],
    capabilities: ["exports"],
    feature: "An account's data downloads from the settings page and the workspaces' exports.",
    proof: [{ file: `${app}/account_rights_test.go`, test: "TestExportAndDeleteAccount" }],
  },
  // Disclaimers: sentences that name a capability only to deny it, or to leave it to the customer.
  {
    phrases: ["before you publish, pay, hire or act on them", "responsible for what you publish"],
    capabilities: ["publishes"],
    feature: "None: the customer publishes, the product does not.",
    proof: "disclaimer",
  },
  {
    phrases: ["does not read Google Calendar or Outlook", "does not connect to payroll providers or bank feeds", "pay bills or run payroll for me"],
    capabilities: ["calendar-sync", "integrations", "payroll-runs", "reconciles"],
    feature: "None: these sentences deny a capability.",
    proof: "disclaimer",
  },
  {
    phrases: [
      "does not connect to applicant tracking systems or job boards",
      "sends no texts, calls or follow-up sequences",
      "does it connect to my crm",
      "does not sync with HubSpot, Salesforce or any other CRM",
      "does not connect to your social accounts and posts nothing",
    ],
    capabilities: ["integrations", "applicant-tracking", "crm", "follows-up", "sends-texts", "publishes"],
    feature: "None: recruitment connects to no applicant tracking system, the lead inbox contacts no lead and syncs no CRM, and content marketing posts nothing.",
    proof: "disclaimer",
  },
  // Operator claims (SITE_CLAIMS_FILE): the operator's word, not a feature.
  {
    phrases: [`Setup in ${claimToken("setupTime")}`, `live within ${claimToken("setupTime")}`, `automations within ${claimToken("setupTime")}`, `setup takes ${claimToken("setupTime")}`, `Live in ${claimToken("setupTime")}`, `launch within ${claimToken("setupTime")}`],
    capabilities: ["setup-time"],
    feature: "The operator's team has a new customer live within the setup time it promises.",
    proof: { operator: "setupTime" },
  },
  {
    phrases: [`${claimToken("uptime")}`],
    capabilities: ["always-on"],
    feature: "The operator's availability promise for the service it runs.",
    proof: { operator: "uptime" },
  },
  // The results the service pages say customers report: no capability word names them, so
  // the checker needs no entry; they are listed so the register names every figure a page states.
  ...(
    [
      ["screeningTimeSaved", "Less time spent screening applicants, as recruitment customers report it."],
      ["invoiceTimeSaved", "Less manual invoice processing time, as payroll customers report it."],
      ["contentTimeSaved", "Time saved on content, as content-marketing customers report it."],
      ["socialReach", "Growth in social reach content-marketing customers report; the product posts nothing and measures no post."],
      ["engagementGrowth", "Growth in engagement content-marketing customers report."],
      ["leadGrowth", "Growth in leads content-marketing customers report."],
    ] as const
  ).map(([key, feature]): RegisterEntry => ({ phrases: [claimToken(key)], capabilities: [], feature, proof: { operator: key } })),
];
