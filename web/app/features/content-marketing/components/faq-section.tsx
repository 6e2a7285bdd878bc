import { Accordion } from "~/components/ui/accordion";
import { Section } from "~/components/ui/section";
import { faqs } from "../content";

export function FaqSection() {
  return (
    <Section id="faq" title="Frequently Asked Questions">
      <div className="mx-auto max-w-3xl">
        <Accordion items={faqs} headingLevel={3} />
      </div>
    </Section>
  );
}
