import { ScheduleDemoButton } from "~/features/leads";
import { brand } from "~/lib/brand";
import { siteClaims } from "~/lib/site-claims";
import { aboutClaims } from "../content";

/** Who we are and why; the header's "About" and the footer's "About Us" link here (/#about). */
export function About() {
  const { siteName } = brand();
  const { businesses, costReduction } = siteClaims();
  return (
    <section id="about" aria-labelledby="about-heading" className="scroll-mt-20 bg-muted py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Who we are</p>
          <h2 id="about-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            About {siteName}
          </h2>
          <div className="mt-6 space-y-4 text-lg text-muted-foreground">
            <p>
              {siteName} builds AI automation for small and medium businesses: the clinics, law offices, agencies,
              contractors and online shops that keep local economies running. {businesses} businesses already rely on
              our AI agents to answer their phones, screen applicants, read invoices, score leads and draft their
              content.
            </p>
            <p>
              We exist because smaller teams deserve the same tools large enterprises take for granted, without the
              enterprise price tag, the consultants or the months of setup. Our mission is to give every owner back
              the hours lost to repetitive work. Our customers see an average cost reduction of {costReduction} on the
              work they automate, and we stay with them long after launch to keep it that way.
            </p>
          </div>
          <div className="mt-8">
            <ScheduleDemoButton service="general" size="lg" className="w-full sm:w-auto" />
          </div>
        </div>
        <div>
          <img
            src="/images/home/about.svg"
            alt=""
            width={520}
            height={260}
            loading="lazy"
            decoding="async"
            className="mx-auto hidden h-auto w-full max-w-lg lg:block"
          />
          <ul className="grid gap-4 lg:mt-8">
            {aboutClaims().map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4 rounded-xl border border-border bg-background p-5 shadow-sm">
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Icon className="h-6 w-6" aria-hidden />
                </span>
                <span>
                  <span className="block font-semibold">{title}</span>
                  <span className="mt-1 block text-sm text-muted-foreground">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
