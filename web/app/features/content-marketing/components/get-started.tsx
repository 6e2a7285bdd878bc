import { Card } from "~/components/ui/card";
import { ScheduleDemoButton, ServiceForm } from "~/features/leads";
import { siteClaims } from "~/lib/site-claims";
import { serviceTypeId } from "~/lib/service-types";

/** The embedded content marketing form, with the demo booking for those who would rather talk. */
export function GetStarted() {
  const { setupTime } = siteClaims();
  return (
    <section id="get-started" aria-labelledby="get-started-heading" className="scroll-mt-20 bg-muted py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <div className="text-center">
          <h2 id="get-started-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Get Started with Content Marketing AI
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Tell us about your business and the platforms you want to grow on. A content specialist will send you a
            sample week of posts written in your voice and a plan to launch within {setupTime}.
          </p>
        </div>
        <Card className="mt-10 p-5 sm:p-8">
          <ServiceForm service={serviceTypeId.contentMarketing} />
        </Card>
        <div className="mt-6 flex flex-col items-center gap-3 text-center sm:flex-row sm:justify-center">
          <p className="text-muted-foreground">Rather see it live first?</p>
          <ScheduleDemoButton service={serviceTypeId.contentMarketing} variant="outline" size="lg" />
        </div>
      </div>
    </section>
  );
}
