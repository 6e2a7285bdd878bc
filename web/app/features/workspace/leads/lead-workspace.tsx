import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Card } from "~/components/ui/card";
import { controlClass } from "~/components/ui/form-field";
import { LoadFailed } from "~/components/ui/load-failed";
import { SpinnerBlock } from "~/components/ui/spinner";
import { cn } from "~/lib/cn";
import { useDebounced } from "../shared/use-debounced";
import { FormLinks } from "./form-links";
import { LeadCard } from "./lead-card";
import { byStage, leadStages } from "./lead-format";
import { leadText as t } from "./lead-messages";
import type { InboxLead } from "./lead-schema";
import { FirstStepsCard } from "../shared/first-steps-card";
import { firstSteps } from "../shared/first-steps";
import { AddLeadButton } from "./add-lead-button";
import { LeadProfileCard } from "./lead-profile-form";
import { useFormLinks } from "./api/get-form-links";
import { useLeadProfile } from "./api/get-lead-profile";
import { useLeads } from "./api/get-leads";

/**
 * A call-center service's workspace: its lead inbox as a pipeline board (a column per
 * stage on a wide screen, one stage after another on a phone), filters, a lead added by
 * hand, the business's lead profile by which every lead is scored, and the public form
 * links through which visitors send leads.
 */
export function LeadWorkspace({ serviceId }: { serviceId: string }) {
  const [stage, setStage] = useState("");
  const [search, setSearch] = useState("");
  const q = useDebounced(search).trim();
  const leads = useLeads(serviceId, { stage, q });
  const filtered = stage !== "" || q !== "";
  const [params] = useSearchParams();
  const focus = params.get("lead");
  const links = useFormLinks(serviceId);
  const profile = useLeadProfile(serviceId);
  const empty = leads.data?.leads.length === 0 && !filtered;
  const steps = firstSteps.leads({
    serviceId,
    formLinks: links.data ? links.data.length : null,
    profileSaved: profile.data ? profile.data.saved : null,
  });

  return (
    <>
      {empty && <FirstStepsCard steps={steps} />}
      <Card className="p-5" aria-labelledby="leads-heading" role="region">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="leads-heading" className="text-lg font-semibold">
              {t.heading}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{t.intro}</p>
          </div>
          <AddLeadButton serviceId={serviceId} />
        </div>
        <LeadFilters stage={stage} search={search} onStage={setStage} onSearch={setSearch} />
        <div className="mt-4">
          {leads.isPending ? (
            <SpinnerBlock label={t.loading} className="py-6" />
          ) : leads.isError ? (
            <LoadFailed message={t.loadFailed} retryLabel={t.tryAgain} onRetry={() => void leads.refetch()} retrying={leads.isFetching} />
          ) : leads.data.leads.length === 0 ? (
            filtered ? (
              <p className="text-sm text-muted-foreground">{t.noMatches}</p>
            ) : (
              <EmptyLeads serviceId={serviceId} />
            )
          ) : (
            <LeadBoard serviceId={serviceId} leads={leads.data.leads} focus={focus} />
          )}
        </div>
      </Card>
      <LeadProfileCard serviceId={serviceId} />
      <FormLinks serviceId={serviceId} />
    </>
  );
}

function LeadFilters(props: { stage: string; search: string; onStage: (s: string) => void; onSearch: (s: string) => void }) {
  const id = useId();
  return (
    <fieldset className="mt-4 flex flex-wrap gap-3">
      <legend className="sr-only">{t.filters}</legend>
      <div>
        <label htmlFor={`${id}-stage`} className="block text-sm font-medium">
          {t.stageFilter}
        </label>
        <select
          id={`${id}-stage`}
          value={props.stage}
          onChange={(e) => props.onStage(e.target.value)}
          className={cn(controlClass, "h-10 w-40 text-sm")}
        >
          <option value="">{t.allStages}</option>
          {leadStages.map((s) => (
            <option key={s} value={s}>
              {t.stages[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0 flex-1 sm:flex-none">
        <label htmlFor={`${id}-q`} className="block text-sm font-medium">
          {t.search}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={props.search}
          maxLength={100}
          autoComplete="off"
          placeholder={t.searchPlaceholder}
          onChange={(e) => props.onSearch(e.target.value)}
          className={cn(controlClass, "h-10 w-full text-sm sm:w-64")}
        />
      </div>
    </fieldset>
  );
}

function LeadBoard({ serviceId, leads, focus }: { serviceId: string; leads: InboxLead[]; focus: string | null }) {
  const columns = byStage(leads);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-5" aria-label={t.board} role="group">
      {leadStages.map((stage) => (
        <section key={stage} aria-labelledby={`stage-${stage}`} className="min-w-0 rounded-lg bg-muted/50 p-2" data-testid={`stage-${stage}`}>
          <h3 id={`stage-${stage}`} className="px-1 text-sm font-semibold">
            {t.stages[stage]} <span className="font-normal text-muted-foreground">· {t.stageCount(columns[stage].length)}</span>
          </h3>
          {columns[stage].length === 0 ? (
            <p className="px-1 py-2 text-sm text-muted-foreground">{t.noneInStage}</p>
          ) : (
            <ul className="mt-2 grid gap-2">
              {columns[stage].map((lead) => (
                <LeadCard key={lead.id} serviceId={serviceId} lead={lead} open={lead.id === focus} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

/** How leads arrive, for a service that has none yet. */
function EmptyLeads({ serviceId }: { serviceId: string }) {
  return (
    <div className="rounded-lg border border-dashed border-border p-5" data-testid="leads-empty">
      <h3 className="font-semibold">{t.emptyHeading}</h3>
      <p className="mt-2 text-sm text-muted-foreground">
        {t.emptyApi}{" "}
        <Link to={`/dashboard?api-keys=${encodeURIComponent(serviceId)}`} className="font-medium text-primary underline">
          {t.emptyApiLink}
        </Link>
      </p>
      <p className="mt-2 text-sm text-muted-foreground">{t.emptyForm}</p>
    </div>
  );
}
