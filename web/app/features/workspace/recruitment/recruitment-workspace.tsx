import { FirstStepsCard } from "../shared/first-steps-card";
import { firstSteps } from "../shared/first-steps";
import { Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { LoadFailed } from "~/components/ui/load-failed";
import { SpinnerBlock } from "~/components/ui/spinner";
import { FileUpload } from "../shared/documents/components/file-upload";
import { useOpenings } from "../shared/documents/api/get-openings";
import { ACCEPTED_FILES } from "../shared/documents/document-states";
import { documentsText } from "../shared/documents/documents-messages";
import { JobList } from "./job-list";
import { NewJobForm } from "./new-job-form";
import { PasteResumeForm } from "./paste-resume-form";
import { recruitmentText as t } from "./recruitment-messages";
import { Shortlist } from "./shortlist";

/**
 * A recruitment service's workspace: its jobs, and for the chosen job the resumes
 * screened against it, ranked, with the customer's own status and notes.
 */
export function RecruitmentWorkspace({ serviceId }: { serviceId: string }) {
  const jobs = useOpenings(serviceId);
  const [chosen, setChosen] = useState<string>();
  const [adding, setAdding] = useState(false);
  // When the form closes (added or cancelled), focus goes back to the button that opened it.
  const newJobButton = useRef<HTMLButtonElement>(null);
  const formWasOpen = useRef(false);
  useEffect(() => {
    if (!adding && formWasOpen.current) newJobButton.current?.focus();
    formWasOpen.current = adding;
  }, [adding]);
  const list = jobs.data ?? [];
  const selected = list.find((j) => j.id === chosen) ?? list[0];

  const firstJob = jobs.data !== undefined && (list.length === 0 || selected?.candidates === 0);
  return (
    <>
      {firstJob && <FirstStepsCard steps={firstSteps.recruitment({ jobs: list.length, candidates: selected ? selected.candidates : null })} />}
      <Card className="p-5" aria-labelledby="jobs-heading" role="region">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="jobs-heading" className="text-lg font-semibold">
            {t.jobsHeading}
          </h2>
          {!adding && (
            <Button ref={newJobButton} size="sm" onClick={() => setAdding(true)}>
              <Plus className="h-4 w-4" aria-hidden />
              {t.newJob}
            </Button>
          )}
        </div>
        <p className="mt-1 text-sm text-muted-foreground">{t.jobsIntro}</p>
        {adding && (
          <div className="mt-4 rounded-lg border border-border p-4">
            <NewJobForm
              serviceId={serviceId}
              onCreated={(job) => {
                setChosen(job.id);
                setAdding(false);
              }}
              onCancel={() => setAdding(false)}
            />
          </div>
        )}
        <div className="mt-4">
          {jobs.isPending ? (
            <SpinnerBlock label={t.jobsLoading} className="py-6" />
          ) : jobs.isError ? (
            <LoadFailed
              message={t.jobsLoadFailed}
              retryLabel={documentsText.tryAgain}
              onRetry={() => void jobs.refetch()}
              retrying={jobs.isFetching}
            />
          ) : (
            <JobList jobs={list} selectedId={selected?.id} onSelect={setChosen} />
          )}
        </div>
      </Card>
      {selected && (
        <Card className="p-5" aria-labelledby="candidates-heading" role="region" key={selected.id}>
          <h2 id="candidates-heading" className="text-lg font-semibold break-words">
            {t.candidatesHeading(selected.title)}
          </h2>
          <div className="mt-4 grid grid-cols-1 gap-6">
            <section aria-labelledby="add-candidates-heading" className="grid grid-cols-1 gap-4">
              <h3 id="add-candidates-heading" className="text-base font-semibold">
                {t.addCandidates}
              </h3>
              <FileUpload
                serviceId={serviceId}
                openingId={selected.id}
                label={t.uploadResumes}
                hint={t.uploadHint}
                accept={ACCEPTED_FILES}
              />
              <details className="rounded-lg border border-border p-3">
                <summary className="cursor-pointer text-sm font-medium">{t.pasteInstead}</summary>
                <div className="mt-3">
                  <PasteResumeForm serviceId={serviceId} openingId={selected.id} />
                </div>
              </details>
            </section>
            <Shortlist serviceId={serviceId} openingId={selected.id} />
          </div>
        </Card>
      )}
    </>
  );
}
