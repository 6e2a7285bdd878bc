import { ArrowRight, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { ScheduleDemoButton } from "~/features/leads";
import { brand } from "~/lib/brand";
import { cn } from "~/lib/cn";
import { heroClaims } from "../content";

/**
 * The first screen. Its text never waits for the illustration: the art has fixed
 * dimensions (no layout shift) and only shows from the lg breakpoint, beside the copy.
 */
export function Hero() {
  const { siteName } = brand();
  return (
    <section aria-labelledby="hero-heading" className="overflow-hidden bg-gradient-to-b from-accent to-background">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-2 lg:px-8 lg:pt-20 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-background px-3 py-1 text-sm font-medium text-accent-foreground">
            <Sparkles className="h-4 w-4" aria-hidden />
            Built for small and medium businesses
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            AI Business Automation That Never Clocks Out
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted-foreground">
            {siteName} answers your calls, screens your candidates, reads and checks your invoices, scores every lead
            and drafts your content, so you and your team can get back to growing the business.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ScheduleDemoButton service="general" size="lg" />
            <Link to="/#services" className={cn(buttonVariants({ variant: "outline", size: "lg" }))}>
              Explore Services
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          </div>
          <ul className="mt-10 grid gap-4 sm:grid-cols-3">
            {heroClaims().map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3 sm:flex-col sm:gap-2">
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                  <Icon className="h-5 w-5" aria-hidden />
                </span>
                <span>
                  <span className="block font-semibold">{title}</span>
                  <span className="block text-sm text-muted-foreground">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <img
          src="/images/home/hero.svg"
          alt={`${siteName} connecting calls, hiring, invoices, leads and content to one AI automation hub`}
          width={560}
          height={460}
          decoding="async"
          // Lazy so React does not preload it: phones never show it, and on desktop the
          // headline, not this picture, is the largest paint.
          loading="lazy"
          className="hidden h-auto w-full max-w-xl justify-self-center lg:block"
        />
      </div>
    </section>
  );
}
