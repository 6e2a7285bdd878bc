import { brand } from "~/lib/brand";
import { stats } from "../content";

/** The four headline numbers. Each label is the <dt>; the big number is shown first visually. */
export function StatsStrip() {
  return (
    <section aria-labelledby="stats-heading" className="bg-primary text-primary-foreground">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="stats-heading" className="sr-only">
          {brand().siteName} by the numbers
        </h2>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-10 text-center lg:grid-cols-4">
          {stats().map((s) => (
            <div key={s.label} className="flex flex-col-reverse justify-end gap-1">
              <dt className="text-sm font-medium text-indigo-100 sm:text-base">{s.label}</dt>
              <dd className="text-4xl font-bold tracking-tight sm:text-5xl">{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
