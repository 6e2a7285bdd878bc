import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CopyButton } from "~/components/ui/copy-button";
import { Modal, ModalDescription, ModalTitle } from "~/components/ui/modal";
import { notify } from "~/lib/notify";
import { useCreateEmbed } from "./api/create-embed";
import { useEmbeds } from "./api/get-embeds";
import { useRevokeEmbed } from "./api/revoke-embed";
import { voiceText as t } from "./voice-messages";
import type { Embed } from "./voice-schema";

/** The snippet that puts the receptionist on another site: embed.js inserts the iframe. */
export const embedSnippet = (url: string) => `<script src="${url}/embed.js" async></script>`;

/** The receptionist's public links: create one, copy its address or snippet, revoke it. */
export function PublicLinks({ serviceId }: { serviceId: string }) {
  const embeds = useEmbeds(serviceId);
  const create = useCreateEmbed(serviceId);
  const open = (embeds.data ?? []).filter((e) => e.revoked_at === null);
  return (
    <Card className="p-5" role="region" aria-labelledby="links-heading">
      <h2 id="links-heading" className="text-lg font-semibold">
        {t.linksHeading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t.linksIntro}</p>
      {embeds.isSuccess && open.length === 0 && <p className="mt-3">{t.noLinks}</p>}
      <ul className="mt-3 grid gap-4">
        {open.map((e) => (
          <LinkItem key={e.id} serviceId={serviceId} embed={e} />
        ))}
      </ul>
      <Button
        className="mt-4"
        variant="outline"
        disabled={create.isPending}
        onClick={() => create.mutate(undefined, { onError: (err) => void notify.error(err.message) })}
      >
        {t.createLink}
      </Button>
    </Card>
  );
}

function LinkItem({ serviceId, embed }: { serviceId: string; embed: Embed }) {
  const revoke = useRevokeEmbed(serviceId);
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="rounded-md border border-border p-3">
      <p className="text-sm font-medium">{t.linkUrl}</p>
      <p className="mt-1 flex flex-wrap items-center gap-2 break-all">
        <a href={embed.url} className="text-primary underline" target="_blank" rel="noreferrer" data-testid="public-link">
          {embed.url}
        </a>
        <CopyButton text={embed.url} label={t.copyLink} />
      </p>
      <p className="mt-3 text-sm font-medium">{t.snippet}</p>
      <p className="mt-1 flex flex-wrap items-center gap-2">
        <code className="rounded bg-muted px-2 py-1 text-xs break-all">{embedSnippet(embed.url)}</code>
        <CopyButton text={embedSnippet(embed.url)} label={t.copySnippet} />
      </p>
      <Button className="mt-3" variant="destructive" size="sm" onClick={() => setConfirming(true)}>
        {t.revoke}
      </Button>
      <Modal open={confirming} onOpenChange={setConfirming} described>
        <ModalTitle>{t.revokeTitle}</ModalTitle>
        <ModalDescription>{t.revokeText}</ModalDescription>
        <div className="mt-5 flex flex-wrap gap-2">
          <Button
            variant="destructive"
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutate(embed.id, {
                onSuccess: () => {
                  setConfirming(false);
                  void notify.success(t.revoked);
                },
                onError: (err) => void notify.error(err.message),
              })
            }
          >
            {t.revokeConfirm}
          </Button>
          <Button variant="outline" onClick={() => setConfirming(false)} data-autofocus>
            {t.cancel}
          </Button>
        </div>
      </Modal>
    </li>
  );
}
