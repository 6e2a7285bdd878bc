import { useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { inputClass } from "~/components/ui/form-field";
import { LoadFailed } from "~/components/ui/load-failed";
import { Modal, ModalTitle } from "~/components/ui/modal";
import { Spinner } from "~/components/ui/spinner";
import { useDebounced } from "../shared/use-debounced";
import { useCall } from "./api/get-call";
import { useCalls } from "./api/get-calls";
import { voiceText as t } from "./voice-messages";
import type { Call } from "./voice-schema";

/** "2 min 5 s" for a call's length. */
export function callLength(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m ? `${m} min${s ? ` ${s} s` : ""}` : `${s} s`;
}

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * The call log: newest first, searchable in callers and transcripts, filtered by outcome,
 * refreshed live when a call comes in (the "calls" cache in LIVE_QUERY_KEYS); each call
 * opens its transcript in a dialog. Empty, it says how calls get here.
 */
export function CallLog({ serviceId }: { serviceId: string }) {
  const [search, setSearch] = useState("");
  const [outcome, setOutcome] = useState("");
  const q = useDebounced(search, 300);
  const calls = useCalls(serviceId, { q, outcome });
  const [open, setOpen] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const list = calls.data?.pages.flatMap((p) => p.calls) ?? [];
  const filtered = q.trim() !== "" || outcome !== "";

  return (
    <Card className="p-5" role="region" aria-labelledby="calls-heading">
      <h2 id="calls-heading" className="text-lg font-semibold">
        {t.callsHeading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t.callsIntro}</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-3">
        <label className="text-sm font-medium sm:col-span-2">
          {t.search}
          <input type="search" className={inputClass} value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <label className="text-sm font-medium">
          {t.outcome}
          <select className={inputClass} value={outcome} onChange={(e) => setOutcome(e.target.value)}>
            <option value="">{t.allOutcomes}</option>
            {Object.entries(t.outcomes).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {calls.isPending ? (
        <Spinner className="mt-6" />
      ) : calls.isError ? (
        <LoadFailed className="mt-6" message={t.loadFailed} retryLabel={t.tryAgain} onRetry={() => void calls.refetch()} retrying={calls.isFetching} />
      ) : list.length === 0 ? (
        filtered ? (
          <p className="mt-6">{t.noMatches}</p>
        ) : (
          <div className="mt-6 rounded-lg border border-dashed border-border p-5">
            <p className="font-medium">{t.noCalls}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t.noCallsHow}</p>
            <Link className="mt-2 inline-block text-sm font-medium text-primary underline" to={`/dashboard?api-keys=${encodeURIComponent(serviceId)}`}>
              {t.apiKeysLink}
            </Link>
          </div>
        )
      ) : (
        <ul className="mt-4 divide-y divide-border" aria-label={t.callsHeading}>
          {list.map((c) => (
            <CallRow
              key={c.id}
              call={c}
              onOpen={(el) => {
                opener.current = el;
                setOpen(c.id);
              }}
            />
          ))}
        </ul>
      )}
      {calls.hasNextPage && (
        <Button variant="outline" className="mt-4" disabled={calls.isFetchingNextPage} onClick={() => void calls.fetchNextPage()}>
          {t.loadMore}
        </Button>
      )}
      <CallDialog serviceId={serviceId} callId={open} onClose={() => setOpen(null)} returnFocus={opener.current} />
    </Card>
  );
}

function CallRow({ call, onOpen }: { call: Call; onOpen: (el: HTMLElement) => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div>
        <p className="font-medium">{call.caller}</p>
        <p className="text-sm text-muted-foreground">
          {when(call.started_at)} · {callLength(call.duration_seconds)} · {t.outcomes[call.outcome] ?? call.outcome}
        </p>
      </div>
      <Button variant="outline" size="sm" aria-label={t.openCall(call.caller)} onClick={(e) => onOpen(e.currentTarget)}>
        {t.transcript}
      </Button>
    </li>
  );
}

function CallDialog({ serviceId, callId, onClose, returnFocus }: { serviceId: string; callId: string | null; onClose: () => void; returnFocus: HTMLElement | null }) {
  const call = useCall(serviceId, callId);
  const c = call.data;
  return (
    <Modal open={callId !== null} onOpenChange={(o) => !o && onClose()} returnFocus={returnFocus} className="max-w-2xl">
      <ModalTitle>{c ? t.callTitle(c.caller) : t.transcript}</ModalTitle>
      {call.isPending ? (
        <Spinner className="mt-4" />
      ) : call.isError || !c ? (
        <p className="mt-4">{t.loadFailed}</p>
      ) : (
        <>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{t.started}</dt>
            <dd>{when(c.started_at)}</dd>
            <dt className="text-muted-foreground">{t.duration}</dt>
            <dd>{callLength(c.duration_seconds)}</dd>
            <dt className="text-muted-foreground">{t.outcome}</dt>
            <dd>{t.outcomes[c.outcome] ?? c.outcome}</dd>
          </dl>
          <h3 className="mt-4 font-semibold">{t.transcript}</h3>
          <p className="mt-1 max-h-[50vh] overflow-y-auto rounded-md bg-muted p-3 text-sm whitespace-pre-wrap" tabIndex={0} role="region" aria-label={t.transcript} data-testid="call-transcript">
            {c.transcript || t.noTranscript}
          </p>
        </>
      )}
    </Modal>
  );
}
