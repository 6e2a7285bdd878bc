import { lazy, Suspense, useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { LoadFailed } from "~/components/ui/load-failed";
import { SpinnerBlock } from "~/components/ui/spinner";
import { useDailyMetrics } from "../api/get-daily-metrics";
import { analyticsText } from "../analytics-messages";
import { DailyTable } from "./daily-table";

// recharts is large (about as much again as the rest of this page): its own chunk, loaded
// only here, and only once there are numbers to draw.
const loadChart = () => import("./daily-chart");
const DailyChart = lazy(loadChart);

const days = 30;

/**
 * The real daily series (beyond the spec): a chart, and the same numbers as a table for
 * anyone who cannot see the chart. A failure says so here without a toast: the rest of
 * the page stands on its own.
 */
export function DailyActivity() {
  const headingId = useId();
  const tableId = useId();
  const daily = useDailyMetrics(days);
  const [showTable, setShowTable] = useState(false);

  // Start fetching recharts alongside the numbers rather than after them.
  useEffect(() => {
    loadChart().catch(() => {
      // Loaded again when rendered; a failure then reaches the error boundary.
    });
  }, []);

  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold">
          {analyticsText.dailyTitle}
        </h2>
        {daily.data && (
          <Button variant="outline" size="sm" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((v) => !v)}>
            {showTable ? analyticsText.hideTable : analyticsText.showTable}
          </Button>
        )}
      </div>
      <div className="mt-4 rounded-xl border border-border bg-background p-4 shadow-sm sm:p-6">
        {daily.isPending ? (
          <SpinnerBlock label={analyticsText.dailyLoading} />
        ) : daily.isError ? (
          <LoadFailed
            message={analyticsText.dailyFailed}
            retryLabel={analyticsText.tryAgain}
            onRetry={() => void daily.refetch()}
            retrying={daily.isFetching}
          />
        ) : (
          <>
            {/* One picture for assistive technology; the table has the numbers. */}
            <div data-testid="daily-chart" role="img" aria-label={analyticsText.dailyChartLabel} className="min-h-[480px]">
              <Suspense fallback={<SpinnerBlock label={analyticsText.dailyLoading} />}>
                <DailyChart series={daily.data} />
              </Suspense>
            </div>
            <div id={tableId} hidden={!showTable} className="mt-6">
              <DailyTable series={daily.data} />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
