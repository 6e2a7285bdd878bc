import { FirstStepsCard } from "../shared/first-steps-card";
import { firstSteps } from "../shared/first-steps";
import { Card } from "~/components/ui/card";
import { LoadFailed } from "~/components/ui/load-failed";
import { SpinnerBlock } from "~/components/ui/spinner";
import { optionLabel, platforms, type Platform } from "~/features/demos";
import { BrandForm } from "./brand-form";
import { ContentCalendar } from "./content-calendar";
import { contentText as t } from "./content-messages";
import { GenerateForm } from "./generate-form";
import { PostEditor } from "./post-editor";
import { useBrand } from "./api/get-brand";
import { usePosts } from "./api/get-posts";

/**
 * A content-marketing service's workspace: its brand profile, drafts the engine writes
 * per platform, and the calendar of scheduled and published posts with the month's
 * exports. `now` opens the calendar on its day (tests pass a fixed one).
 */
export function ContentWorkspace({ serviceId, now }: { serviceId: string; now?: Date }) {
  const brand = useBrand(serviceId);
  const drafts = usePosts(serviceId, { status: "draft" });
  const draftCount = drafts.data ? drafts.data.length : null;
  return (
    <>
      {brand.data && draftCount === 0 && (
        <FirstStepsCard steps={firstSteps.content({ brandSaved: brand.data.updated_at !== null, drafts: draftCount })} />
      )}
      <Card className="p-5" aria-labelledby="brand-heading" role="region">
        <h2 id="brand-heading" className="text-lg font-semibold">
          {t.brandHeading}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t.brandIntro}</p>
        {brand.isPending ? (
          <SpinnerBlock label={t.brandLoading} className="py-6" />
        ) : brand.isError ? (
          <LoadFailed message={t.brandLoadFailed} retryLabel={t.tryAgain} onRetry={() => void brand.refetch()} retrying={brand.isFetching} />
        ) : (
          <BrandForm serviceId={serviceId} brand={brand.data} />
        )}
      </Card>
      <Card className="p-5" aria-labelledby="generate-heading" role="region">
        <h2 id="generate-heading" className="text-lg font-semibold">
          {t.generateHeading}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t.generateIntro}</p>
        {brand.data && <GenerateForm serviceId={serviceId} platforms={brand.data.platforms} key={brand.data.platforms.join(",")} />}
      </Card>
      <Card className="p-5" aria-labelledby="drafts-heading" role="region">
        <h2 id="drafts-heading" className="text-lg font-semibold">
          {t.draftsHeading}
        </h2>
        <Drafts serviceId={serviceId} />
      </Card>
      <Card className="p-5" aria-labelledby="calendar-heading" role="region">
        <h2 id="calendar-heading" className="text-lg font-semibold">
          {t.calendarHeading}
        </h2>
        <ContentCalendar serviceId={serviceId} now={now} />
      </Card>
    </>
  );
}

function Drafts({ serviceId }: { serviceId: string }) {
  const drafts = usePosts(serviceId, { status: "draft" });
  if (drafts.isPending) return <SpinnerBlock label={t.draftsLoading} className="py-6" />;
  if (drafts.isError) {
    return <LoadFailed message={t.draftsLoadFailed} retryLabel={t.tryAgain} onRetry={() => void drafts.refetch()} retrying={drafts.isFetching} />;
  }
  if (drafts.data.length === 0) return <p className="mt-2 text-sm text-muted-foreground">{t.draftsEmpty}</p>;
  return (
    <ul className="mt-4 grid grid-cols-1 gap-4">
      {drafts.data.map((p) => (
        <li key={p.id} className="rounded-lg border border-border p-4" data-testid="draft">
          <h3 className="text-base font-semibold break-words">
            {optionLabel(platforms, p.platform as Platform)} · <span className="font-normal">{p.topic}</span>
          </h3>
          <div className="mt-3">
            <PostEditor serviceId={serviceId} post={p} key={p.updated_at} />
          </div>
        </li>
      ))}
    </ul>
  );
}
