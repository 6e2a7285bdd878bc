import { CalendarClock, Ruler } from "lucide-react";
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
      intro="Each platform gets a draft in its own length and style. Here is what each is good for, and a posting rhythm to start from."
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
                    Suggested cadence
                  </dt>
                  <dd className="mt-1 font-semibold">{p.cadence}</dd>
                </div>
                <div>
                  <dt className="flex items-center gap-1.5 text-muted-foreground">
                    <Ruler className="h-4 w-4" aria-hidden />
                    Draft length
                  </dt>
                  <dd className="mt-1 font-semibold">{p.length}</dd>
                </div>
              </dl>
            </Card>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center text-sm text-muted-foreground">
        Lengths are each platform's own limit (Facebook's is our cap). The cadence is a suggestion: you decide
        what to post and when.
      </p>
    </Section>
  );
}
