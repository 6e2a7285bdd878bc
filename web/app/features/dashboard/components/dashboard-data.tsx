import { useEffect } from "react";
import { SpinnerBlock } from "~/components/ui/spinner";
import { useMetricsSummary } from "../api/get-metrics-summary";
import { notify } from "~/lib/notify";
import { useServices } from "../api/get-services";
import { dashboardText, serviceText } from "../dashboard-messages";
import { DashboardMetrics } from "./dashboard-metrics";
import { ServicesSection } from "./services-section";

/**
 * The metric cards and the services list, behind one spinner until both have answered
 * the first time (docs/product.md, "Dashboard and services"). Metrics that fail read as zeros; a list
 * that fails says so in a toast and offers to try again.
 */
export function DashboardData() {
  const { metrics, loading: metricsLoading } = useMetricsSummary();
  const services = useServices();

  useEffect(() => {
    if (services.error) void notify.error(services.error.message, serviceText.loadError);
  }, [services.error]);

  if (metricsLoading || services.isPending) {
    return <SpinnerBlock label={dashboardText.loading} />;
  }
  return (
    <>
      <DashboardMetrics metrics={metrics} />
      <ServicesSection
        services={services.data}
        failed={services.isError && !services.data}
        retrying={services.isFetching}
        onRetry={() => void services.refetch()}
      />
    </>
  );
}
