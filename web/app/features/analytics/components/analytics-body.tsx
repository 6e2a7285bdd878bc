import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
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
    return (
      <div className="flex justify-center py-16">
        <Spinner label={analyticsText.loading} />
      </div>
    );
  }
  if (!metrics.data) {
    return (
      <Card className="flex flex-wrap items-center gap-3">
        <p className="text-destructive">{analyticsText.failed}</p>
        <Button variant="outline" size="sm" onClick={() => void metrics.refetch()} disabled={metrics.isFetching}>
          {analyticsText.tryAgain}
        </Button>
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
