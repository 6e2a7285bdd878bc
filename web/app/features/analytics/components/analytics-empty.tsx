import { BarChart3 } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CodeBlock } from "~/components/ui/code-block";
import { CopyButton } from "~/components/ui/copy-button";
import { usageCurlTemplate } from "~/lib/usage-report";
import { analyticsText } from "../analytics-messages";
import type { ServiceMetrics } from "../api/get-service-metrics";

/** How many services the empty state offers a key for; the dashboard lists the rest. */
const offered = 3;

/**
 * No service has reported anything yet: instead of a page of zeros, how to send the first
 * report. Each service's button opens its API keys on the dashboard
 * (/dashboard?api-keys={id}); the command is the one that dialog shows with a new key.
 */
export function AnalyticsEmpty({ services }: { services: ServiceMetrics["services"] }) {
  const id = useId();
  const command = usageCurlTemplate(typeof window === "undefined" ? "" : window.location.origin);
  return (
    <Card className="grid gap-5 p-6 sm:p-8" data-testid="analytics-empty">
      <div className="flex items-start gap-4">
        <BarChart3 className="h-8 w-8 shrink-0 text-primary" aria-hidden />
        <div>
          <h2 className="text-xl font-semibold">{analyticsText.emptyTitle}</h2>
          <p id={`${id}-text`} className="mt-1 text-muted-foreground">
            {analyticsText.emptyText}
          </p>
        </div>
      </div>
      <CodeBlock labelledBy={`${id}-text`} testId="analytics-example">
        {command}
      </CodeBlock>
      <div className="flex flex-wrap items-center gap-3">
        {services.length === 0 ? (
          <Link to="/dashboard" className={buttonVariants({ size: "sm" })}>
            {analyticsText.emptyAddService}
          </Link>
        ) : (
          services.slice(0, offered).map((s) => (
            <Link key={s.id} to={`/dashboard?api-keys=${encodeURIComponent(s.id)}`} className={buttonVariants({ size: "sm", variant: "outline" })}>
              {analyticsText.emptyCreateKey(s.service_name)}
            </Link>
          ))
        )}
        <CopyButton text={command} label={analyticsText.copyCommand} />
      </div>
    </Card>
  );
}
