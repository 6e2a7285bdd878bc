import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CopyButton } from "~/components/ui/copy-button";
import { LoadFailed } from "~/components/ui/load-failed";
import { SpinnerBlock } from "~/components/ui/spinner";
import { focusOnMount } from "~/lib/focus-on-mount";
import { notify } from "~/lib/notify";
import { iframeSnippet, leadText as t } from "./lead-messages";
import type { FormLink } from "./lead-schema";
import { useCreateFormLink } from "./api/create-form-link";
import { useFormLinks } from "./api/get-form-links";
import { useRevokeFormLink } from "./api/revoke-form-link";

/** The service's public form links: create one, copy its address or embed code, revoke it. */
export function FormLinks({ serviceId }: { serviceId: string }) {
  const links = useFormLinks(serviceId);
  const create = useCreateFormLink(serviceId);
  const open = (links.data ?? []).filter((l) => l.revoked_at === null);
  return (
    <Card className="p-5" aria-labelledby="form-links-heading" role="region">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="form-links-heading" className="text-lg font-semibold">
            {t.linksHeading}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t.linksIntro}</p>
        </div>
        <Button
          size="sm"
          disabled={create.isPending}
          onClick={() => create.mutate(undefined, { onError: (err) => void notify.error(err.message || t.createFailed) })}
        >
          <Plus className="h-4 w-4" aria-hidden />
          {t.createLink}
        </Button>
      </div>
      <div className="mt-4">
        {links.isPending ? (
          <SpinnerBlock label={t.loading} className="py-4" />
        ) : links.isError ? (
          <LoadFailed message={t.linksFailed} retryLabel={t.tryAgain} onRetry={() => void links.refetch()} retrying={links.isFetching} />
        ) : open.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.noLinks}</p>
        ) : (
          <ul className="grid gap-3" aria-label={t.linksHeading}>
            {open.map((link) => (
              <FormLinkRow key={link.id} serviceId={serviceId} link={link} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

function FormLinkRow({ serviceId, link }: { serviceId: string; link: FormLink }) {
  const id = useId();
  const revoke = useRevokeFormLink(serviceId);
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="grid gap-2 rounded-lg border border-border p-3" data-testid="form-link">
      <label htmlFor={`${id}-url`} className="text-sm font-medium">
        {t.linkUrl}
      </label>
      <input id={`${id}-url`} readOnly value={link.url} className="w-full rounded-md bg-muted px-2 py-1 font-mono text-sm" />
      <label htmlFor={`${id}-snippet`} className="text-sm font-medium">
        {t.snippetLabel}
      </label>
      <textarea
        id={`${id}-snippet`}
        readOnly
        rows={2}
        value={iframeSnippet(link.url)}
        className="w-full rounded-md bg-muted px-2 py-1 font-mono text-xs"
      />
      <div className="flex flex-wrap items-center gap-2">
        <CopyButton text={link.url} label={t.copyUrl} />
        <CopyButton text={iframeSnippet(link.url)} label={t.copySnippet} />
        {!confirming && (
          <Button variant="outline" size="sm" aria-label={t.revokeFor(link.url)} onClick={() => setConfirming(true)}>
            {t.revoke}
          </Button>
        )}
      </div>
      {confirming && (
        <div role="group" aria-labelledby={`${id}-confirm`} className="grid gap-2 rounded-md bg-muted p-3">
          <p id={`${id}-confirm`} className="text-sm">
            {t.revokeConfirm}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="destructive"
              size="sm"
              ref={focusOnMount}
              disabled={revoke.isPending}
              onClick={() =>
                revoke.mutate(link.id, {
                  onSuccess: () => void notify.success(t.revoked),
                  onError: (err) => void notify.error(err.message),
                })
              }
            >
              {t.revokeYes}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
              {t.keep}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
