import { Link } from "react-router";
import { Accordion } from "~/components/ui/accordion";
import { Section } from "~/components/ui/section";
import type { Faq } from "~/lib/structured-data";

export function ServiceFaq({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <Section
      id="faq"
      title="Frequently asked questions"
      intro="Straight answers to the questions business owners ask us most."
      className="bg-muted"
    >
      <div className="mx-auto max-w-3xl rounded-xl bg-background">
        <Accordion items={faqs} headingLevel={3} />
      </div>
      <p className="mt-8 text-center text-muted-foreground">
        Still have a question?{" "}
        <Link to="/contact" className="font-medium text-primary underline underline-offset-4 hover:text-primary-hover">
          Contact our team
        </Link>{" "}
        or compare plans on the{" "}
        <Link to="/pricing" className="font-medium text-primary underline underline-offset-4 hover:text-primary-hover">
          pricing page
        </Link>
        .
      </p>
    </Section>
  );
}
