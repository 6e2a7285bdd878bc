import { Section } from "~/components/ui/section";
import { steps } from "../content";

export function HowItWorks() {
  return (
    <Section
      id="how-it-works"
      title="How It Works"
      intro="Three steps from sign-up to a full content calendar. No content experience needed."
      className="bg-muted"
    >
      <ol className="grid gap-8 md:grid-cols-3">
        {steps.map((s, i) => (
          <li key={s.title} className="text-center">
            <span
              className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground"
              aria-hidden
            >
              {i + 1}
            </span>
            <h3 className="mt-4 text-xl font-semibold">{s.title}</h3>
            <p className="mx-auto mt-2 max-w-sm text-muted-foreground">{s.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
