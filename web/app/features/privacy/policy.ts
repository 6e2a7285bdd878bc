/**
 * The privacy policy text. Section titles and their order are the spec's; the company
 * name and e-mail come from brand configuration, so they are passed in.
 */
/**
 * The date the policy's wording last changed: the date of the last commit that changed
 * the text below (`git log -- web/app/features/privacy/policy.ts`). The spec's "December
 * 29, 2024" came from the prototype and is older than this site. policy.test.ts keeps a
 * fingerprint of the wording, so a change to the text fails until this date (and the
 * fingerprint) are updated with it.
 */
export const lastUpdated = "November 22, 2026";

export type PolicyBlock =
  | { kind: "p"; text: string }
  | { kind: "list"; items: ReadonlyArray<{ term: string; text: string }> };

export interface PolicySection {
  id: string;
  title: string;
  blocks: readonly PolicyBlock[];
}

const p = (text: string): PolicyBlock => ({ kind: "p", text });
const list = (items: ReadonlyArray<{ term: string; text: string }>): PolicyBlock => ({ kind: "list", items });

export function policySections({ siteName, contactEmail }: { siteName: string; contactEmail: string }): PolicySection[] {
  return [
    {
      id: "introduction",
      title: "Introduction",
      blocks: [
        p(`${siteName} ("we", "us" or "our") provides AI automation services for small and medium businesses, including voice AI receptionists, AI recruitment, payroll and invoice automation, call-center lead management and content marketing AI. This Privacy Policy explains what information we collect when you visit our website, try our demos, contact us or use our customer portal, how we use it, and the choices and rights you have.`),
        p("We collect only what we need to run our services, we protect it carefully, and we do not sell your personal data. By using our website or services you agree to the practices described here."),
      ],
    },
    {
      id: "information-we-collect",
      title: "Information We Collect",
      blocks: [
        list([
          { term: "Account data", text: "your name, e-mail address and password when you sign up (the password is stored only as a secure hash), or your name, e-mail address and profile picture from Google when you sign in with Google." },
          { term: "Contact-form and demo-booking details", text: "your name, e-mail address, phone number, company name, company size, the service you are interested in, your preferred way to be contacted, your message, and the date and time you choose for a demo." },
          { term: "Content you submit", text: "the text you enter into our AI demos and services, such as a content topic, a resume, an invoice or a lead description, so that we can produce the result you asked for." },
          { term: "Usage data", text: "pages visited, features used, the services you configure and their usage counts, your browser and device type, your IP address and the date and time of each request." },
          { term: "Payment data", text: "card details are collected and processed directly by our payment processor and never reach our servers. We receive only your plan, your billing status and the last four digits and expiry date of your card." },
        ]),
      ],
    },
    {
      id: "how-we-use-your-information",
      title: "How We Use Your Information",
      blocks: [
        list([
          { term: "To provide our services", text: "create and secure your account, run the automations you set up, process your subscription and show your usage and analytics." },
          { term: "To respond to you", text: "answer contact-form messages, confirm and prepare the demos you book, and provide customer support." },
          { term: "To run AI features", text: "send the text you submit to our AI providers to generate the content, analysis or scores you requested." },
          { term: "To keep things safe", text: "detect and prevent fraud, spam and abuse, for example by limiting how often a form can be sent." },
          { term: "To improve", text: "understand which pages and features are useful so we can fix problems and make the product better." },
          { term: "To communicate", text: "send service e-mails about your account and billing, and product news only if you agreed to receive it. You can unsubscribe at any time." },
        ]),
        p("We do not use the content you submit to train AI models that serve other customers."),
      ],
    },
    {
      id: "data-security",
      title: "Data Security",
      blocks: [
        p("We protect your information with safeguards that match its sensitivity:"),
        list([
          { term: "Encryption in transit", text: "every connection to our website, portal and services uses HTTPS (TLS)." },
          { term: "Hashed passwords", text: "passwords are stored only as salted one-way hashes; nobody at our company can read them." },
          { term: "Access controls", text: "only staff who need customer data to do their job can reach it, with individual accounts and an audit log of administrative access." },
          { term: "Abuse protection", text: "rate limits on forms and sign-in, and monitoring for unusual activity." },
          { term: "Backups", text: "regular encrypted backups so that your data survives hardware failure." },
        ]),
        p("No system is perfectly secure. If a security incident affects your personal information, we will notify you and the authorities as the law requires."),
      ],
    },
    {
      id: "information-sharing-and-disclosure",
      title: "Information Sharing and Disclosure",
      blocks: [
        p("We do not sell your personal data, and we do not share it for advertising. We share information only with service providers that process it on our behalf, under written contracts that require them to protect it and use it only to provide their service to us:"),
        list([
          { term: "Payment processor", text: "to take payments and manage subscriptions." },
          { term: "E-mail delivery provider", text: "to send account, booking and support e-mails." },
          { term: "AI providers", text: "to generate the content, analysis and scores our features produce." },
          { term: "Hosting and infrastructure providers", text: "to store data and run our servers in the United States." },
        ]),
        p("We may also disclose information when the law requires it, to protect the rights and safety of our customers or our company, or as part of a merger or acquisition, in which case this policy will continue to apply to your information."),
      ],
    },
    {
      id: "your-privacy-rights",
      title: "Your Privacy Rights",
      blocks: [
        p("Wherever you live, you have the following rights over your personal information:"),
        list([
          { term: "Access", text: "ask for a copy of the personal information we hold about you." },
          { term: "Correction", text: "fix information that is inaccurate or incomplete." },
          { term: "Deletion", text: "ask us to delete your account and personal information." },
          { term: "Portability", text: "receive your information in a common, machine-readable format." },
          { term: "Opt-out", text: "stop receiving marketing e-mails and object to any processing for marketing." },
          { term: "Restriction", text: "ask us to limit how we use your information while a concern is resolved." },
        ]),
        p(`You can update your profile at any time in Settings. For any other request, e-mail us at ${contactEmail}. We may ask you to confirm your identity, and we answer every request within 30 days. We will never treat you differently for exercising your rights.`),
      ],
    },
    {
      id: "cookies-and-tracking",
      title: "Cookies and Tracking",
      blocks: [
        p("We use a single, strictly necessary session cookie that keeps you signed in and protects your session from forgery. It is deleted when you sign out or when the session expires."),
        p("We do not use advertising cookies, third-party trackers or tracking pixels, and we do not follow you across other websites. Because the cookie we use is required for the service to work, no cookie banner is needed."),
      ],
    },
    {
      id: "data-retention",
      title: "Data Retention",
      blocks: [
        p("We keep personal information only as long as we need it:"),
        list([
          { term: "Account data", text: "for as long as your account is open, and deleted within 30 days after you close it." },
          { term: "Contact-form and demo-booking details", text: "for 24 months after our last conversation with you." },
          { term: "AI demo inputs", text: "processed to produce your result and not kept afterwards." },
          { term: "Server and security logs", text: "for 90 days." },
          { term: "Billing records", text: "for 7 years, as tax and accounting laws require." },
        ]),
        p("Backups are overwritten on a rolling 35-day cycle, so deleted data also disappears from backups within that time."),
      ],
    },
    {
      id: "international-data-transfers",
      title: "International Data Transfers",
      blocks: [
        p("Our servers are located in the United States, and our service providers process data there. If you use our services from outside the United States, your information will be transferred to and processed in the United States. Where the law requires it, we rely on safeguards such as the European Commission's Standard Contractual Clauses to protect your information during these transfers."),
      ],
    },
    {
      id: "childrens-privacy",
      title: "Children's Privacy",
      blocks: [
        p("Our website and services are designed for businesses and are not intended for children under 13. We do not knowingly collect personal information from children under 13. If you believe a child under 13 has given us personal information, please contact us and we will delete it promptly."),
      ],
    },
    {
      id: "changes",
      title: "Changes",
      blocks: [
        p("We may update this Privacy Policy as our services or the law change. We will post the new version on this page and update the \"Last updated\" date above. If a change materially affects how we use your personal information, we will tell you by e-mail or with a notice in your customer portal before it takes effect."),
      ],
    },
    {
      id: "contact-us",
      title: "Contact Us",
      blocks: [
        p(`If you have a question about this Privacy Policy or want to exercise your privacy rights, please contact ${siteName}:`),
      ],
    },
  ];
}
