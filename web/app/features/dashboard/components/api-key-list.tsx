import { useEffect, useId, type RefObject } from "react";
import { LoadFailed } from "~/components/ui/load-failed";
import { Spinner } from "~/components/ui/spinner";
import { notify } from "~/lib/notify";
import { useServiceKeys } from "../api/get-service-keys";
import { apiKeyText, serviceText } from "../dashboard-messages";
import { ApiKeyRow } from "./api-key-row";

interface ApiKeyListProps {
  serviceId: string;
  /** The list's heading, where the focus goes when a revoked key's button disappears. */
  heading: RefObject<HTMLHeadingElement | null>;
  onRevoked: () => void;
}

/** The keys of a service, newest first, revoked ones included (marked as such). */
export function ApiKeyList({ serviceId, heading, onRevoked }: ApiKeyListProps) {
  const headingId = useId();
  const keys = useServiceKeys(serviceId);

  useEffect(() => {
    if (keys.error) void notify.error(keys.error.message, apiKeyText.loadError);
  }, [keys.error]);

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
        {apiKeyText.listHeading}
      </h3>
      {keys.isPending ? (
        <div className="mt-3">
          <Spinner className="h-6 w-6" label={apiKeyText.loading} />
        </div>
      ) : keys.isError ? (
        <LoadFailed
          className="mt-3"
          message={apiKeyText.loadFailed}
          retryLabel={serviceText.tryAgain}
          onRetry={() => void keys.refetch()}
          retrying={keys.isFetching}
        />
      ) : keys.data.length === 0 ? (
        <p className="mt-2 text-muted-foreground">{apiKeyText.none}</p>
      ) : (
        <ul className="mt-2 divide-y divide-border">
          {keys.data.map((key) => (
            <ApiKeyRow key={key.id} serviceId={serviceId} apiKey={key} onRevoked={onRevoked} />
          ))}
        </ul>
      )}
    </section>
  );
}
