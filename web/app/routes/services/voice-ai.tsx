import { RoiCalculator } from "~/features/roi/components/roi-calculator";
import { ServicePage } from "~/features/services/components/service-page";
import { voiceAiContent } from "~/features/services/content/voice-ai";
import { serviceMeta } from "~/features/services/service-route";
import { catalogueText } from "~/lib/catalogue";
import { serviceTypeId } from "~/lib/service-types";

export const meta = serviceMeta(voiceAiContent);

export default function Page() {
  return (
    <ServicePage content={voiceAiContent()}>
      <section id="roi" aria-labelledby="roi-heading" className="scroll-mt-20 border-y border-border bg-accent py-16 sm:py-20">
        <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
          <div className="mx-auto max-w-3xl text-center">
            <h2 id="roi-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
              Calculate Your ROI
            </h2>
            <p className="mt-4 text-lg text-muted-foreground">
              Enter how many people answer your phones, what you pay them per hour and how many hours a week they spend
              on calls. The estimate assumes an AI receptionist takes over about 80% of that phone time on the Starter
              plan at {catalogueText().plans.starter.monthly} per month, and shows your monthly and annual savings and how
              fast the plan pays for itself.
            </p>
          </div>
          <div className="mt-10">
            <RoiCalculator service={serviceTypeId.voiceAi} />
          </div>
        </div>
      </section>
    </ServicePage>
  );
}
