import { Spinner } from "~/components/ui/spinner";
import { useMetricsSummary } from "~/features/metrics/api/get-metrics-summary";
import { analyticsText } from "../analytics-messages";
import { AnalyticsMetrics } from "./analytics-metrics";
import { ServiceSplits } from "./service-splits";

/** The metric cards and the splits derived from them; zeros when the metrics fail, as on the dashboard. */
export function AnalyticsSummary() {
  const { metrics, loading } = useMetricsSummary();
  if (loading) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={analyticsText.loading} />
      </div>
    );
  }
  return (
    <>
      <AnalyticsMetrics metrics={metrics} />
      <ServiceSplits metrics={metrics} />
    </>
  );
}
