import { CalendarClock, TrendingUp } from "lucide-react";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { cn } from "~/lib/cn";
import { platforms } from "../content";

/** The "See Examples" button in the hero scrolls here (#platforms). */
export function PlatformCards() {
  return (
    <Section
      id="platforms"
      title="Built for Every Platform Your Customers Use"
      intro="Each platform gets its own format, tone and posting rhythm. Here is the plan the AI follows for a typical small business."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {platforms.map((p) => (
          <li key={p.name}>
            <Card className="h-full">
              <div className="flex items-center gap-4">
                <span
                  className={cn(
                    "inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl text-lg font-bold text-white",
                    p.tileClass,
                  )}
                  aria-hidden
                >
                  {p.monogram}
                </span>
                <h3 className="text-lg font-semibold">{p.name}</h3>
              </div>
              <p className="mt-4 text-muted-foreground">{p.bestFor}</p>
              <dl className="mt-5 grid grid-cols-2 gap-3 border-t border-border pt-4 text-sm">
                <div>
                  <dt className="flex items-center gap-1.5 text-muted-foreground">
                    <CalendarClock className="h-4 w-4" aria-hidden />
                    Cadence
                  </dt>
                  <dd className="mt-1 font-semibold">{p.cadence}</dd>
                </div>
                <div>
                  <dt className="flex items-center gap-1.5 text-muted-foreground">
                    <TrendingUp className="h-4 w-4" aria-hidden />
                    Typical uplift
                  </dt>
                  <dd className="mt-1 font-semibold text-success">{p.uplift}</dd>
                </div>
              </dl>
            </Card>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center text-sm text-muted-foreground">
        Uplift is the average change in engagement our customers report after 90 days, compared with the 90 days
        before they started.
      </p>
    </Section>
  );
}
