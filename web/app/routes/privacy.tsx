import { PageHeader } from "~/components/layout/page-header";
import { ContactDetails } from "~/features/privacy/components/contact-details";
import { PolicyActions } from "~/features/privacy/components/policy-actions";
import { PolicySection } from "~/features/privacy/components/policy-section";
import { lastUpdated, policySections } from "~/features/privacy/policy";
import { brand } from "~/lib/brand";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Privacy Policy",
    description:
      "How we collect, use and protect your information: what we collect, who we share it with, how long we keep it, and how to use your privacy rights.",
    path: "/privacy",
  });

export default function Page() {
  const sections = policySections(brand());
  return (
    <main>
      <PageHeader title="Privacy Policy">
        <p className="text-base">{`Last updated ${lastUpdated}`}</p>
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
