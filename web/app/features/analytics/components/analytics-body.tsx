import { Card } from "~/components/ui/card";
import { LoadFailed } from "~/components/ui/load-failed";
import { SpinnerBlock } from "~/components/ui/spinner";
import { analyticsDays, analyticsText } from "../analytics-messages";
import { useServiceMetrics } from "../api/get-service-metrics";
import { nothingReported, totals } from "../service-totals";
import { AnalyticsEmpty } from "./analytics-empty";
import { AnalyticsMetrics } from "./analytics-metrics";
import { DailyActivity } from "./daily-activity";
import { RevenueByService } from "./revenue-by-service";
import { RoiSection } from "./roi-section";
import { ServicePerformance } from "./service-performance";

/**
 * Everything under the header, from one read of the user's services and their sums for
 * the last 30 days and the 30 before: the cards, the per-service sections, the daily
 * chart and the return; or, before any report, how to send the first one.
 */
export function AnalyticsBody() {
  const metrics = useServiceMetrics(analyticsDays);
  if (metrics.isPending) {
    return <SpinnerBlock label={analyticsText.loading} />;
  }
  if (!metrics.data) {
    return (
      <Card>
        <LoadFailed
          message={analyticsText.failed}
          retryLabel={analyticsText.tryAgain}
          onRetry={() => void metrics.refetch()}
          retrying={metrics.isFetching}
        />
      </Card>
    );
  }
  const t = totals(metrics.data);
  if (nothingReported(t)) return <AnalyticsEmpty services={metrics.data.services} />;
  return (
    <>
      <AnalyticsMetrics totals={t} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ServicePerformance services={metrics.data.services} />
        <RevenueByService services={metrics.data.services} />
      </div>
      <DailyActivity />
      <RoiSection minutesSaved={t.current.minutes_saved} plan={metrics.data.plan} />
    </>
  );
}
