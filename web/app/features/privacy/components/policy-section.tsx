import type { ReactNode } from "react";
import type { PolicySection as Section } from "../policy";

/** One numbered section of the policy, e.g. "1. Introduction"; extra content follows its text. */
export function PolicySection({ section, number, children }: { section: Section; number: number; children?: ReactNode }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-20">
      <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight">
        {`${number}. ${section.title}`}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-muted-foreground">
        {section.blocks.map((block, i) =>
          block.kind === "p" ? (
            <p key={i}>{block.text}</p>
          ) : (
            <ul key={i} className="list-disc space-y-2 pl-6">
              {block.items.map((item) => (
                <li key={item.term}>
                  <strong className="font-semibold text-foreground">{item.term}:</strong> {item.text}
                </li>
              ))}
            </ul>
          ),
        )}
        {children}
      </div>
    </section>
  );
}
