import { stats } from "../content";

/** The results strip right under the hero. */
export function StatsStrip() {
  return (
    <section aria-label="Results our customers report" className="border-y border-border bg-muted">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 sm:px-6 md:grid-cols-4 lg:px-8">
        {stats().map((s) => (
          <div key={s.label} className="flex flex-col text-center">
            <dt className="mt-1 text-sm font-medium text-muted-foreground sm:text-base">{s.label}</dt>
            <dd className="order-first text-3xl font-bold text-primary sm:text-4xl">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
