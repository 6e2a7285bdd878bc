import { CalendarCheck, MessageSquareText, Rocket } from "lucide-react";
import { siteClaims } from "~/lib/site-claims";

const steps = () => [
  {
    icon: MessageSquareText,
    title: "We reply within 24 hours",
    text: "A specialist reads your message and answers with ideas for your business, not a canned brochure.",
  },
  {
    icon: CalendarCheck,
    title: "A free 30-minute walkthrough",
    text: "We map the calls, resumes, invoices, leads or posts that eat up your week and show the automations live.",
  },
  {
    icon: Rocket,
    title: `Live in ${siteClaims().setupTime}`,
    text: "Start your 30-day free trial with no credit card. Our dedicated support team handles the setup, and you can cancel anytime.",
  },
];

/** What a visitor can expect after sending the form: it lowers the bar to writing. */
export function NextSteps() {
  return (
    <section aria-labelledby="next-steps-heading" className="bg-muted py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="next-steps-heading" className="text-center text-3xl font-bold tracking-tight">
          What happens after you reach out
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-muted-foreground">
          {siteClaims().businesses} businesses have automated with us, most reaching full ROI within{" "}
          {siteClaims().timeToRoi} and cutting costs by {siteClaims().costReduction} on average.
        </p>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps().map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="rounded-xl border border-border bg-background p-6 shadow-sm">
              <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold">
                <span className="sr-only">Step {i + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
