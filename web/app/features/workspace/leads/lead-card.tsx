import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { formatRevenue, leadAnalysis, leadTitle } from "./lead-format";
import { leadText as t } from "./lead-messages";
import type { InboxLead } from "./lead-schema";
import { MoveLead } from "./move-lead";

const temperatureVariant = (temperature: string | null) =>
  temperature === "hot" ? "success" : temperature === "warm" ? "secondary" : "outline";

/** One lead on the board: who, its score and why, its stage; contact, notes and the assessment in its details. */
export function LeadCard({ serviceId, lead, open: startOpen = false }: { serviceId: string; lead: InboxLead; open?: boolean }) {
  const id = useId();
  const [open, setOpen] = useState(startOpen);
  const name = leadTitle(lead);
  return (
    <li className="rounded-lg border border-border bg-background p-3" data-testid="lead" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="font-semibold break-words">
        {name}
      </h4>
      {lead.company && lead.company !== name && <p className="text-sm break-words text-muted-foreground">{lead.company}</p>}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <LeadScore lead={lead} />
      </div>
      {lead.scoring === "scored" && (
        <ul className="mt-2 grid gap-1 text-xs text-muted-foreground" aria-label={t.reasons} data-testid="lead-reasons">
          {lead.reasons.length === 0 ? <li>{t.noReasons}</li> : lead.reasons.map((r) => <li key={r}>{r}</li>)}
        </ul>
      )}
      {lead.stage === "won" && lead.revenue > 0 && (
        <p className="mt-2 text-sm font-semibold" data-testid="lead-revenue">
          {t.revenue}: {formatRevenue(lead.revenue)}
        </p>
      )}
      <MoveLead serviceId={serviceId} lead={lead} />
      <Button
        variant="ghost"
        size="sm"
        className="mt-2"
        aria-label={t.detailsFor(name)}
        aria-expanded={open}
        aria-controls={`${id}-details`}
        onClick={() => setOpen(!open)}
      >
        {t.details}
        <ChevronDown className={cn("h-4 w-4 transition-transform", open && "rotate-180")} aria-hidden />
      </Button>
      {open && <LeadDetails id={`${id}-details`} lead={lead} />}
    </li>
  );
}

function LeadScore({ lead }: { lead: InboxLead }) {
  if (lead.scoring === "queued") {
    return (
      <Badge variant="secondary" data-testid="lead-score">
        {t.scoring}
      </Badge>
    );
  }
  if (lead.score === null) {
    return (
      <Badge variant="outline" data-testid="lead-score">
        {t.scoringFailed}
      </Badge>
    );
  }
  // A message that is no lead shows what it is instead of its temperature, and an opt-out
  // that it must not be contacted.
  const notALead = lead.kind && lead.kind !== "lead" ? (t.kinds[lead.kind] ?? lead.kind) : null;
  return (
    <>
      <span className="text-lg font-bold" data-testid="lead-score">
        <span aria-hidden>{t.score(lead.score)}</span>
        <span className="sr-only">{t.scoreLabel(lead.score)}</span>
      </span>
      {notALead ? (
        <Badge variant="outline" data-testid="lead-kind">
          {notALead}
        </Badge>
      ) : (
        lead.temperature && (
          <Badge variant={temperatureVariant(lead.temperature)} data-testid="lead-temperature">
            {t.temperature[lead.temperature] ?? lead.temperature}
          </Badge>
        )
      )}
      {lead.do_not_contact && (
        <Badge variant="destructive" data-testid="lead-do-not-contact">
          {t.doNotContact}
        </Badge>
      )}
    </>
  );
}

function LeadDetails({ id, lead }: { id: string; lead: InboxLead }) {
  return (
    <div id={id} className="mt-2 grid gap-3 border-t border-border pt-3 text-sm">
      <dl className="grid gap-1">
        <dt className="font-medium">{t.contact}</dt>
        <dd className="break-words">
          {lead.email && (
            <a href={`mailto:${lead.email}`} className="underline">
              {lead.email}
            </a>
          )}
          {lead.email && lead.phone && " · "}
          {lead.phone && (
            <a href={`tel:${lead.phone}`} className="underline">
              {lead.phone}
            </a>
          )}
        </dd>
        <dt className="font-medium">{t.source}</dt>
        <dd>{lead.source}</dd>
      </dl>
      {lead.notes && (
        <div>
          <p className="font-medium">{t.notes}</p>
          <p className="break-words whitespace-pre-wrap">{lead.notes}</p>
        </div>
      )}
      {lead.analysis && <LeadAnalysis analysis={lead.analysis} />}
    </div>
  );
}

function LeadAnalysis({ analysis }: { analysis: string }) {
  const { steps, text } = leadAnalysis(analysis);
  return (
    <div data-testid="lead-analysis">
      <p className="font-medium">{steps ? t.nextSteps : t.analysis}</p>
      <p className="break-words whitespace-pre-wrap text-muted-foreground">{text}</p>
    </div>
  );
}
