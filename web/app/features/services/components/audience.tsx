import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import type { ServiceAudience } from "../content/types";

export function Audience({ intro, audiences }: { intro: string; audiences: readonly ServiceAudience[] }) {
  return (
    <Section id="who-it-is-for" title="Who it is for" intro={intro}>
      <ul className="grid gap-6 md:grid-cols-2">
        {audiences.map(({ icon: Icon, title, pain, useCase }) => (
          <li key={title}>
            <Card className="flex h-full flex-col">
              <div className="flex items-center gap-3">
                <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
                  <Icon className="h-6 w-6" aria-hidden />
                </span>
                <h3 className="text-lg font-semibold">{title}</h3>
              </div>
              <p className="mt-4 text-muted-foreground">{pain}</p>
              <p className="mt-4 rounded-lg border-l-4 border-primary bg-muted p-4 text-sm">
                <span className="font-semibold">In practice: </span>
                {useCase}
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
