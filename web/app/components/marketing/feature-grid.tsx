import type { LucideIcon } from "lucide-react";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";

export interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** A page's feature cards: icon, title and a sentence or two each, three to a row. */
export function FeatureGrid({ title, intro, features }: { title: string; intro: string; features: readonly Feature[] }) {
  return (
    <Section id="features" title={title} intro={intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ icon: Icon, title: featureTitle, description }) => (
          <li key={featureTitle}>
            <Card className="h-full">
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-accent text-primary">
                <Icon className="h-6 w-6" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{featureTitle}</h3>
              <p className="mt-2 text-muted-foreground">{description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
