import { CircleCheck } from "lucide-react";
import { ScheduleDemoButton } from "~/features/leads";
import { siteClaims } from "~/lib/site-claims";
import type { ServicePageContent } from "../content/types";
import { LiveDemoLink } from "./live-demo-link";

// The reassurances every service page repeats next to its buttons (spec marketing claims);
// the setup time is the operator's promise (SITE_CLAIMS_FILE).
const trialPoints = () => ["30-day free trial", "No credit card required", `Setup in ${siteClaims().setupTime}`];

type HeroProps = Pick<ServicePageContent, "name" | "headline" | "intro" | "image" | "demoService" | "demoLabel" | "demoPath">;

export function ServiceHero({ name, headline, intro, image, demoService, demoLabel, demoPath }: HeroProps) {
  return (
    <section aria-labelledby="service-heading" className="overflow-hidden bg-gradient-to-b from-accent to-background">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8">
        <div>
          <h1 id="service-heading" className="tracking-tight">
            <span className="block text-sm font-semibold tracking-wide text-primary uppercase">{name}</span>
            <span className="mt-3 block text-4xl font-bold text-balance sm:text-5xl">{headline}</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-muted-foreground">{intro}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ScheduleDemoButton service={demoService} label={demoLabel} size="lg" />
            <LiveDemoLink to={demoPath} />
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
            {trialPoints().map((point) => (
              <li key={point} className="flex items-center gap-2">
                <CircleCheck className="h-4 w-4 text-success" aria-hidden />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <img
          src={image.src}
          alt={image.alt}
          width={480}
          height={360}
          className="mx-auto h-auto w-full max-w-md lg:max-w-lg"
        />
      </div>
    </section>
  );
}
