import type { ServiceStat } from "../content/types";

/** The results strip under the hero; figures are the spec's marketing claims. */
export function ServiceStats({ stats, name }: { stats: readonly ServiceStat[]; name: string }) {
  return (
    <section aria-label={`${name} results at a glance`} className="border-y border-border bg-background">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 sm:px-6 lg:grid-cols-4 lg:px-8">
        {stats.map((stat) => (
          // The label comes first in the markup so screen readers say "label, value"; the figure is shown on top.
          <div key={stat.label} className="flex flex-col-reverse justify-end text-center">
            <dt className="mt-1 text-sm text-muted-foreground">{stat.label}</dt>
            <dd className="text-3xl font-bold text-primary sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
