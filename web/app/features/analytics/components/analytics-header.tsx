import { ArrowLeft, CalendarDays } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { analyticsText } from "../analytics-messages";

/** 'Back to Dashboard', the page's heading and its period, 'Last 30 Days'. */
export function AnalyticsHeader() {
  return (
    <section className="bg-gradient-to-b from-accent to-background">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <Link to="/dashboard" className={buttonVariants({ variant: "ghost", size: "sm", className: "-ml-3" })}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {analyticsText.backToDashboard}
        </Link>
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{analyticsText.title}</h1>
          <Badge variant="outline" className="gap-1.5 px-3 py-1 text-sm">
            <CalendarDays className="h-4 w-4" aria-hidden />
            {analyticsText.period}
          </Badge>
        </div>
        <p className="mt-2 text-lg text-muted-foreground">{analyticsText.intro}</p>
      </div>
    </section>
  );
}
