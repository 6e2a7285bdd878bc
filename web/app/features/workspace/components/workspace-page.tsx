import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { LoadFailed } from "~/components/ui/load-failed";
import { SpinnerBlock } from "~/components/ui/spinner";
import { ApiError } from "~/lib/api";
import { serviceTypeName, workspaceKind, type WorkspaceKind } from "~/lib/service-types";
import { useLiveUpdates } from "~/providers/live-updates";
import { QueryProvider } from "~/providers/query-provider";
import { isActive, ServiceStatusBadge, usage, UsageBar, usePlanInfo, useService, type Service } from "~/features/dashboard";
import { ContentWorkspace } from "../content/content-workspace";
import { InvoiceWorkspace } from "../invoices/invoice-workspace";
import { LeadWorkspace } from "../leads/lead-workspace";
import { RecruitmentWorkspace } from "../recruitment/recruitment-workspace";
import { VoiceWorkspace } from "../voice/voice-workspace";
import { workspaceComing, workspaceText } from "../workspace-messages";

/**
 * /dashboard/services/{id}: one of the user's services, as its dashboard row shows it
 * (name, type, status, this month's usage against the plan), and where its work will
 * be: the workspace its type names in the service-type table. An id that is not the
 * user's is answered 404 by the API: the page says so.
 */
export function WorkspacePage({ serviceId }: { serviceId: string }) {
  useLiveUpdates();
  return (
    <QueryProvider>
      <main>
        <WorkspaceBody serviceId={serviceId} />
      </main>
    </QueryProvider>
  );
}

function WorkspaceBody({ serviceId }: { serviceId: string }) {
  const service = useService(serviceId);
  if (service.isPending) {
    return <SpinnerBlock label={workspaceText.loading} className="py-24" />;
  }
  if (service.isError) {
    if (service.error instanceof ApiError && service.error.status === 404) return <ServiceNotFound />;
    const retry = () => void service.refetch();
    return (
      <LoadFailed
        className="mx-auto max-w-5xl px-4 py-16 sm:px-6 lg:px-8"
        message={workspaceText.loadFailed}
        retryLabel={workspaceText.tryAgain}
        onRetry={retry}
        retrying={service.isFetching}
      />
    );
  }
  return <Workspace service={service.data} />;
}

function Workspace({ service }: { service: Service }) {
  const plan = usePlanInfo();
  return (
    <>
      <section className="bg-gradient-to-b from-accent to-background">
        <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
          <p className="text-sm font-medium text-muted-foreground">
            <span className="sr-only">{workspaceText.typeLabel} </span>
            {serviceTypeName(service.service_type)}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-2">
            <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{service.service_name}</h1>
            <p>
              <ServiceStatusBadge service={service} />
            </p>
          </div>
        </div>
      </section>
      <div className="mx-auto grid grid-cols-1 max-w-5xl gap-6 px-4 pb-16 sm:px-6 lg:px-8">
        <Card className="p-5" aria-labelledby="usage-heading" role="region">
          <h2 id="usage-heading" className="text-lg font-semibold">
            {workspaceText.usageHeading}
          </h2>
          <div className="mt-3">
            <UsageBar serviceType={service.service_type} usage={usage(service, plan)} />
          </div>
          {!isActive(service) && <p className="mt-3 text-sm text-muted-foreground">{workspaceText.pausedNote}</p>}
        </Card>
        <ServiceTools service={service} />
      </div>
    </>
  );
}

/**
 * The workspace of each kind the service-type table names: a kind without one here is a
 * type error, so a type added to the table cannot go without its tools unnoticed.
 */
const workspaces: Readonly<Record<WorkspaceKind, (props: { serviceId: string }) => ReactNode>> = {
  receptionist: VoiceWorkspace,
  candidates: RecruitmentWorkspace,
  invoices: InvoiceWorkspace,
  leads: LeadWorkspace,
  content: ContentWorkspace,
};

/** The service's own tools, by its type's workspace; a type this build does not know gets a plain card. */
function ServiceTools({ service }: { service: Service }) {
  const kind = workspaceKind(service.service_type);
  if (kind) {
    const Tools = workspaces[kind];
    return <Tools serviceId={service.id} />;
  }
  return (
    <Card className="p-5" aria-labelledby="coming-heading" role="region">
      <h2 id="coming-heading" className="text-lg font-semibold">
        {workspaceComing.heading}
      </h2>
      <p className="mt-2 text-muted-foreground">{workspaceComing.text}</p>
    </Card>
  );
}

function ServiceNotFound() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md text-center">
        <h1 className="text-2xl font-bold tracking-tight">{workspaceText.notFoundTitle}</h1>
        <p className="mt-3 text-muted-foreground">{workspaceText.notFoundText}</p>
        <Link to="/dashboard" className={buttonVariants({ className: "mt-6" })}>
          {workspaceText.backToDashboard}
        </Link>
      </Card>
    </div>
  );
}
