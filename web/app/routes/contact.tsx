import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { Card } from "~/components/ui/card";
import { ContactForm } from "~/features/leads/components/contact-form";
import { ContactInfo } from "~/features/leads/components/contact-info";
import { NextSteps } from "~/features/leads/components/next-steps";
import { interestFromParam, planFromParam } from "~/features/leads/lead-options";
import { pageMeta } from "~/lib/meta";
import { siteClaims } from "~/lib/site-claims";
import { organizationSchema } from "~/lib/structured-data";

export const meta = () =>
  pageMeta({
    title: "Contact Us",
    description: "Talk to our team about automating your business with AI. We reply within 24 hours.",
    path: "/contact",
    structuredData: [organizationSchema()],
  });

/**
 * ?interest= and ?plan= from the site's buttons. Read after hydration: the prerendered
 * HTML has no query, and the first client render must match it.
 */
function usePrefill() {
  const [params] = useSearchParams();
  const [prefill, setPrefill] = useState<{ service: string; plan: string | null }>({ service: "", plan: null });
  useEffect(() => {
    setPrefill({ service: interestFromParam(params.get("interest")), plan: planFromParam(params.get("plan")) });
  }, [params]);
  return prefill;
}

export default function Page() {
  const { service, plan } = usePrefill();
  return (
    <main>
      <PageHeader title="Contact Us">
        Tell us about your business and we will get back to you within 24 hours. Setup takes {siteClaims().setupTime}, and every
        plan starts with a 30-day free trial. No credit card required.
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-3 lg:items-start lg:px-8">
        <Card className="p-5 sm:p-8 lg:col-span-2">
          <h2 className="text-2xl font-semibold">Send us a message</h2>
          {plan ? (
            <p className="mt-2 rounded-md bg-accent px-3 py-2 text-sm text-accent-foreground" data-testid="contact-plan">
              You are asking about the <strong>{plan}</strong> plan. Tell us a little about your business and we will
              set up your 30-day free trial.
            </p>
          ) : (
            <p className="mt-2 text-muted-foreground">
              Questions about a service, pricing or a custom setup? Our team will get back to you within 24 hours.
            </p>
          )}
          <ContactForm initialService={service} planName={plan} className="mt-6" />
        </Card>
        <ContactInfo />
      </div>
      <NextSteps />
    </main>
  );
}
