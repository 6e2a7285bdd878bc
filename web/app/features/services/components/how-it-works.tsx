import { Section } from "~/components/ui/section";
import type { ServiceStep } from "../content/types";

interface HowItWorksProps {
  intro: string;
  steps: readonly ServiceStep[];
  integrations: readonly string[];
}

export function HowItWorks({ intro, steps, integrations }: HowItWorksProps) {
  return (
    <Section id="how-it-works" title="How it works" intro={intro} className="bg-muted">
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, i) => (
          <li key={step.title} className="relative rounded-xl border border-border bg-background p-6">
            <span
              className="flex h-10 w-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
              aria-hidden
            >
              {i + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">
              <span className="sr-only">Step {i + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10 rounded-xl border border-border bg-background p-6 text-center">
        <p className="font-semibold">Works with the tools you already use</p>
        <ul className="mt-4 flex flex-wrap justify-center gap-2">
          {integrations.map((tool) => (
            <li key={tool} className="rounded-full bg-accent px-3 py-1 text-sm font-medium text-accent-foreground">
              {tool}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
