import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";

export interface AccordionItem {
  question: string;
  answer: string;
}

/**
 * Questions and answers as an accessible accordion (buttons with aria-expanded,
 * regions labelled by their question). Answers stay in the HTML for search engines.
 */
export function Accordion({ items, headingLevel = 3 }: { items: readonly AccordionItem[]; headingLevel?: 2 | 3 | 4 }) {
  return (
    <AccordionPrimitive.Root type="single" collapsible className="divide-y divide-border rounded-xl border border-border">
      {items.map((item, i) => (
        <AccordionPrimitive.Item key={item.question} value={`item-${i}`}>
          <AccordionPrimitive.Header asChild>
            <HeadingTag level={headingLevel}>
              <AccordionPrimitive.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring">
                {item.question}
                <ChevronDown
                  className="h-5 w-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden
                />
              </AccordionPrimitive.Trigger>
            </HeadingTag>
          </AccordionPrimitive.Header>
          <AccordionPrimitive.Content forceMount className="px-5 pb-4 text-muted-foreground data-[state=closed]:hidden">
            {item.answer}
          </AccordionPrimitive.Content>
        </AccordionPrimitive.Item>
      ))}
    </AccordionPrimitive.Root>
  );
}

function HeadingTag({ level, ...props }: { level: 2 | 3 | 4; children: React.ReactNode }) {
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
}
