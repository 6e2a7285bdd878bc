import type { ReactNode } from "react";

/** A page's heading block: the one <h1> of the page and its lead paragraph. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-accent to-background">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {children && <div className="mt-4 max-w-3xl text-lg text-muted-foreground">{children}</div>}
      </div>
    </section>
  );
}
