import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

interface SectionProps {
  id?: string;
  title?: string;
  intro?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** A page band with a centred container and an optional <h2> heading and intro. */
export function Section({ id, title, intro, className, children }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={cn("scroll-mt-20 py-16 sm:py-20", className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {title && (
          <div className="mx-auto mb-12 max-w-3xl text-center">
            <h2 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
              {title}
            </h2>
            {intro && <div className="mt-4 text-lg text-muted-foreground">{intro}</div>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
