import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { brand } from "~/lib/brand";
import { cn } from "~/lib/cn";
import { pageMeta } from "~/lib/meta";
import { serviceCatalogue } from "~/lib/services";

export const meta = () =>
  pageMeta({ title: "AI Business Automation for Small and Medium Businesses", description: "Voice AI receptionists, AI recruitment, payroll automation, lead management and content marketing AI. Automate your operations in 30 days with a free trial.", path: "/" });

export default function Home() {
  return (
    <main>
      <section className="bg-gradient-to-b from-accent to-background">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <h1 className="max-w-4xl text-4xl font-bold tracking-tight sm:text-6xl">
            AI Business Automation That Works Around the Clock
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-muted-foreground">
            {brand().siteName} puts AI agents to work on your phones, hiring, invoices, leads and content, so your team
            can focus on customers.
          </p>
        </div>
      </section>

      <section id="services" aria-labelledby="services-heading" className="scroll-mt-20">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="services-heading" className="text-3xl font-bold">
            Our Services
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {serviceCatalogue.map((s) => (
              <li key={s.slug} className="rounded-lg border border-border p-6">
                <h3 className="text-lg font-semibold">{s.title}</h3>
                <Link to={s.link} className={cn(buttonVariants({ variant: "link" }), "mt-2 px-0")}>
                  Learn More <span className="sr-only">about {s.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="about" aria-labelledby="about-heading" className="scroll-mt-20 bg-muted">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="about-heading" className="text-3xl font-bold">
            About {brand().siteName}
          </h2>
          <p className="mt-4 max-w-3xl text-muted-foreground">
            We help small and medium businesses run like large ones, with AI automation that is set up in 24 hours
            and needs no technical expertise.
          </p>
        </div>
      </section>
    </main>
  );
}
