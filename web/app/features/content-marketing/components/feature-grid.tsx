import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { features } from "../content";

export function FeatureGrid() {
  return (
    <Section
      id="features"
      title="Everything Your Marketing Needs, on Autopilot"
      intro="One AI content team that writes, designs, schedules and reports, for less than the cost of a part-time hire."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ icon: Icon, title, description }) => (
          <li key={title}>
            <Card className="h-full">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon className="h-6 w-6" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-muted-foreground">{description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
