import { ArrowDown, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { serviceDemoRoute, serviceTypeId } from "~/lib/service-types";

export function Hero() {
  return (
    <section className="bg-gradient-to-b from-accent to-background">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8">
        <div>
          <Badge className="gap-1">
            <Sparkles className="h-3.5 w-3.5" aria-hidden />
            Growth
          </Badge>
          <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">
            Content Marketing AI That Keeps Your Posts Coming
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted-foreground">
            Writing something new for five platforms every week is a job of its own. Our AI drafts on-brand posts,
            blog intros, newsletters and ads from a topic, and lays them out on a calendar, so showing up where your
            customers scroll takes minutes instead of evenings.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={serviceDemoRoute(serviceTypeId.contentMarketing)} className={buttonVariants({ size: "lg" })}>
              Try Live Demo
            </Link>
            <a href="#platforms" className={cn(buttonVariants({ variant: "outline", size: "lg" }))}>
              See Examples
              <ArrowDown className="h-4 w-4" aria-hidden />
            </a>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">
            30-day free trial • No credit card required
          </p>
        </div>
        <img
          src="/images/content-marketing/hero.svg"
          width={560}
          height={420}
          alt="A content calendar with posts planned for several social platforms"
          className="mx-auto h-auto w-full max-w-lg"
        />
      </div>
    </section>
  );
}
