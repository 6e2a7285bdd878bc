import { useEffect, useId, useRef, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ActionButton } from "~/components/ui/action-button";
import { notify } from "~/lib/notify";
import type { ApiKey } from "../api/api-key";
import { useRevokeServiceKey } from "../api/revoke-service-key";
import { formatKeyDate } from "../api-key-text";
import { apiKeyText } from "../dashboard-messages";

interface ApiKeyRowProps {
  serviceId: string;
  apiKey: ApiKey;
  onRevoked: () => void;
}

/** One key: its prefix and dates, and 'Revoke' with a confirmation in place. */
export function ApiKeyRow({ serviceId, apiKey, onRevoked }: ApiKeyRowProps) {
  const prefixId = useId();
  const revoke = useRevokeServiceKey(serviceId);
  const [confirming, setConfirming] = useState(false);
  const revokeButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  const revoked = apiKey.revoked_at !== null;

  // The focus follows the question: to 'Revoke key' when asked, back to 'Revoke' on cancel.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (asked.current) revokeButton.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  const confirm = () =>
    revoke.mutate(apiKey.id, {
      onSuccess: () => {
        void notify.success(apiKeyText.revokedToast, apiKeyText.revokedToastDescription(apiKey.prefix));
        onRevoked();
      },
      onError: (err) => void notify.error(err.message, apiKeyText.revokeError),
    });

  const when = (iso: string | null) => formatKeyDate(iso) ?? apiKeyText.never;
  return (
    <li className="grid gap-3 py-3 sm:flex sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <code id={prefixId} className="font-mono text-sm font-semibold">
            {apiKey.prefix}…
          </code>
          {revoked && <Badge variant="secondary">{apiKeyText.revoked}</Badge>}
        </p>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <div>
            <dt className="inline">{apiKeyText.created}: </dt>
            <dd className="inline">{when(apiKey.created_at)}</dd>
          </div>
          <div>
            <dt className="inline">{apiKeyText.lastUsed}: </dt>
            <dd className="inline">{when(apiKey.last_used_at)}</dd>
          </div>
          {revoked && (
            <div>
              <dt className="inline">{apiKeyText.revoked}: </dt>
              <dd className="inline">{when(apiKey.revoked_at)}</dd>
            </div>
          )}
        </dl>
      </div>
      {!revoked &&
        (confirming ? (
          <div className="grid gap-2 sm:max-w-xs">
            <p className="text-sm">{apiKeyText.revokeConfirm(apiKey.prefix)}</p>
            <div className="flex flex-wrap gap-2">
              <ActionButton
                ref={confirmButton}
                variant="destructive"
                size="sm"
                busy={revoke.isPending}
                onClick={confirm}
                aria-describedby={prefixId}
              >
                {apiKeyText.revokeYes}
              </ActionButton>
              <Button variant="outline" size="sm" onClick={() => setConfirming(false)} disabled={revoke.isPending}>
                {apiKeyText.cancel}
              </Button>
            </div>
          </div>
        ) : (
          <Button ref={revokeButton} variant="outline" size="sm" onClick={() => setConfirming(true)} aria-describedby={prefixId}>
            {apiKeyText.revoke}
          </Button>
        ))}
    </li>
  );
}
