import { ScheduleDemoButton } from "~/features/leads";
import type { ServicePageContent } from "../content/types";
import { LiveDemoLink } from "./live-demo-link";

type CtaProps = Pick<ServicePageContent, "ctaTitle" | "ctaBody" | "demoService" | "demoLabel" | "demoPath">;

/** The closing call to action: a primary panel with both demo buttons. */
export function ServiceCta({ ctaTitle, ctaBody, demoService, demoLabel, demoPath }: CtaProps) {
  return (
    <section aria-labelledby="cta-heading" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12 sm:py-16">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {ctaTitle}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-indigo-100">{ctaBody}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ScheduleDemoButton
              service={demoService}
              label={demoLabel}
              size="lg"
              className="bg-background text-primary hover:bg-accent"
            />
            {/* Outline on the primary panel: a white border and text instead of the light fill. */}
            <LiveDemoLink to={demoPath} className="border-indigo-200 bg-transparent text-primary-foreground hover:bg-primary-hover" />
          </div>
        </div>
      </div>
    </section>
  );
}
