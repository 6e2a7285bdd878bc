import { useLiveUpdates } from "~/providers/live-updates";
import { QueryProvider } from "~/providers/query-provider";
import { AnalyticsBody } from "./analytics-body";
import { AnalyticsHeader } from "./analytics-header";

/** /analytics for a signed-in user (the route guards it). */
export function AnalyticsPage() {
  useLiveUpdates();
  return (
    <QueryProvider>
      <main>
        <AnalyticsHeader />
        <div className="mx-auto max-w-7xl space-y-10 px-4 pb-16 sm:px-6 lg:px-8">
          <AnalyticsBody />
        </div>
      </main>
    </QueryProvider>
  );
}
