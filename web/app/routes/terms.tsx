import { PageHeader } from "~/components/layout/page-header";
import { ContactDetails } from "~/features/privacy/components/contact-details";
import { PolicyActions } from "~/features/privacy/components/policy-actions";
import { PolicySection } from "~/features/privacy/components/policy-section";
import { termsLastUpdated, termsSections } from "~/features/terms/terms";
import { brand } from "~/lib/brand";
import { catalogueText } from "~/lib/catalogue";
import { pageMeta } from "~/lib/meta";
import { trialDays } from "~/lib/trial";

export const meta = () =>
  pageMeta({
    title: "Terms of Service",
    description:
      "The terms for using our website and AI automation services: plans and billing, the free trial, cancellation, acceptable use of the AI features, your data and our liability.",
    path: "/terms",
  });

export default function Page() {
  const { siteName, contactEmail, contactCity } = brand();
  const sections = termsSections({ siteName, contactEmail, contactCity, plans: catalogueText(), trialDays });
  return (
    <main>
      <PageHeader title="Terms of Service">
        <p className="text-base">{`Last updated ${termsLastUpdated}`}</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {sections.map((section, i) => (
          <PolicySection key={section.id} section={section} number={i + 1}>
            {section.id === "contact-us" && <ContactDetails />}
          </PolicySection>
        ))}
        <PolicyActions />
      </div>
    </main>
  );
}
