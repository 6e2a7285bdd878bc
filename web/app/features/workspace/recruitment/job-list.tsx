import { Briefcase } from "lucide-react";
import { cn } from "~/lib/cn";
import type { Opening } from "../shared/documents/document-schema";
import { recruitmentText as t } from "./recruitment-messages";

/** The service's jobs, newest first; the chosen one is pressed. */
export function JobList({ jobs, selectedId, onSelect }: { jobs: readonly Opening[]; selectedId?: string; onSelect: (id: string) => void }) {
  if (jobs.length === 0) return <p className="text-sm text-muted-foreground">{t.noJobs}</p>;
  return (
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {jobs.map((job) => {
        const selected = job.id === selectedId;
        return (
          <li key={job.id}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(job.id)}
              className={cn(
                "flex w-full items-start gap-3 rounded-lg border p-3 text-left transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                selected ? "border-primary bg-accent" : "border-border",
              )}
            >
              <Briefcase className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
              <span className="min-w-0">
                <span className="block font-medium break-words">{job.title}</span>
                <span className="block text-sm text-muted-foreground">
                  {[job.location, t.candidates(job.candidates)].filter(Boolean).join(" · ")}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
