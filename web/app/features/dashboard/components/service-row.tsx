import { useId } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ActionButton } from "~/components/ui/action-button";
import { notify } from "~/lib/notify";
import { isActive, type Service } from "../api/service";
import { useUpdateService } from "../api/update-service";
import { serviceText } from "../dashboard-messages";
import { serviceTypeName } from "~/lib/service-types";
import { ApiKeysButton } from "./api-keys-button";
import { usage } from "../usage";
import { usePlanInfo } from "../use-plan-info";
import { workspacePath } from "../workspace-path";
import { ServiceStatusBadge } from "./service-status";
import { UsageBar } from "./usage-bar";

/**
 * One service: its name, status and type, the usage bar while it is active, and its
 * actions. The list item is named by the service, and each action is described by it, so
 * 'Pause' or 'Configure' is never out of context.
 */
export function ServiceRow({ service }: { service: Service }) {
  const nameId = useId();
  const update = useUpdateService();
  const active = isActive(service);
  const plan = usePlanInfo();

  const toggle = () =>
    update.mutate(
      { id: service.id, changes: { status: active ? "paused" : "active" } },
      {
        onSuccess: () => void notify.success(serviceText.updated, serviceText.updatedDescription),
        onError: (err) => void notify.error(err.message, serviceText.toggleError),
      },
    );

  return (
    <li aria-labelledby={nameId}>
      <Card className="grid gap-4 p-5">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            <h3 id={nameId} className="text-lg font-semibold break-words">
              {service.service_name}
            </h3>
            <p className="mt-0.5 text-sm text-muted-foreground">
              <span className="sr-only">{serviceText.typeLabel} </span>
              {serviceTypeName(service.service_type)}
            </p>
          </div>
          <p>
            <ServiceStatusBadge service={service} />
          </p>
        </div>
        {active && <UsageBar serviceType={service.service_type} usage={usage(service, plan)} />}
        <div className="flex flex-wrap gap-2">
          <ActionButton
            variant={active ? "outline" : "default"}
            size="sm"
            busy={update.isPending}
            onClick={toggle}
            aria-describedby={nameId}
          >
            {active ? serviceText.pause : serviceText.activate}
          </ActionButton>
          <Link
            to={workspacePath(service.id)}
            className={buttonVariants({ variant: "outline", size: "sm" })}
            aria-describedby={nameId}
          >
            {serviceText.configure}
          </Link>
          <ApiKeysButton service={service} describedBy={nameId} />
        </div>
      </Card>
    </li>
  );
}
