import { Check } from "lucide-react";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { contentTypes } from "../content";

export function ContentTypes() {
  return (
    <Section
      id="content-types"
      title="Every Kind of Content, From One Brief"
      intro="Describe what you want to promote once. The AI turns it into social posts, blog intros, newsletters and ad copy."
      className="bg-muted"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {contentTypes.map((t) => (
          <li key={t.title}>
            <Card className="flex h-full flex-col overflow-hidden p-0">
              <img
                src={t.image}
                width={320}
                height={200}
                alt={t.imageAlt}
                loading="lazy"
                decoding="async"
                className="h-auto w-full bg-accent"
              />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-lg font-semibold">{t.title}</h3>
                <p className="mt-2 text-muted-foreground">{t.description}</p>
                <ul className="mt-4 space-y-2 text-sm">
                  {t.examples.map((e) => (
                    <li key={e} className="flex items-center gap-2">
                      <Check className="h-4 w-4 shrink-0 text-success" aria-hidden />
                      {e}
                    </li>
                  ))}
                </ul>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
