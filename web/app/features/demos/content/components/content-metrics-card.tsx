import { Card } from "~/components/ui/card";
import { contentMetrics } from "../content-metrics";
import { contentText as t } from "../content-text";

/** Characters, words and hashtags of the generated text. */
export function ContentMetricsCard({ text }: { text: string }) {
  const m = contentMetrics(text);
  const rows = [
    { key: "characters", label: t.characters, value: m.characters },
    { key: "words", label: t.words, value: m.words },
    { key: "hashtags", label: t.hashtags, value: m.hashtags },
  ];
  return (
    <Card data-testid="content-metrics">
      <h2 className="text-lg font-semibold">{t.metricsHeading}</h2>
      <dl className="mt-3 grid gap-2">
        {rows.map((r) => (
          <div key={r.key} className="flex items-center justify-between gap-3">
            <dt className="text-muted-foreground">{r.label}</dt>
            <dd className="font-semibold tabular-nums" data-metric={r.key}>
              {r.value.toLocaleString("en-US")}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
