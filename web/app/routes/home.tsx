import { AuthLandingGate } from "~/features/auth/components/auth-landing-gate";
import { About } from "~/features/home/components/about";
import { Hero } from "~/features/home/components/hero";
import { ServicesGrid } from "~/features/home/components/services-grid";
import { StatsStrip } from "~/features/home/components/stats-strip";
import { pageMeta } from "~/lib/meta";
import { serviceCatalogue } from "~/lib/services";
import { siteClaims } from "~/lib/site-claims";
import { organizationSchema, serviceSchema } from "~/lib/structured-data";

export const meta = () =>
  pageMeta({
    title: "AI Business Automation for Small & Medium Businesses",
    description:
      `Voice AI receptionists, AI recruitment, payroll and invoice automation, lead management and content marketing AI for small and medium businesses. Setup in ${siteClaims().setupTime}, 30-day free trial, no credit card required.`,
    path: "/",
    structuredData: [
      organizationSchema(),
      ...serviceCatalogue.map((s) => serviceSchema(s.title, s.description, s.link)),
    ],
  });

export default function Home() {
  return (
    <main>
      <Hero />
      <StatsStrip />
      <ServicesGrid />
      <About />
      <AuthLandingGate />
    </main>
  );
}
