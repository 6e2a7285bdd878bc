import { useId, useRef, useState, type FormEvent } from "react";
import { ActionButton } from "~/components/ui/action-button";
import { Field, controlClass } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";
import { precheckFiles } from "../document-states";
import { documentsText as t } from "../documents-messages";
import { useUploadDocuments } from "../queries";
import { fieldError, ProblemAlert } from "./problem-alert";

interface FileUploadProps {
  serviceId: string;
  label: string;
  hint: string;
  /** The file picker's filter, e.g. ".pdf,.docx,.txt". */
  accept: string;
  /** The job the resumes are screened against (recruitment). */
  openingId?: string;
  onUploaded?: (count: number) => void;
}

/**
 * Several files at once: checked here first (count, size), then sent; the server's
 * refusal is shown next to the control (a file's problem), or above it (402, 409).
 */
export function FileUpload({ serviceId, label, hint, accept, openingId, onUploaded }: FileUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadDocuments(serviceId);
  const [precheck, setPrecheck] = useState<string>();
  const [done, setDone] = useState("");

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (upload.isPending) return;
    const files = Array.from(input.current?.files ?? []);
    const problem = precheckFiles(files);
    setPrecheck(problem ?? undefined);
    setDone("");
    if (problem) return;
    upload.reset();
    upload.mutate(
      { files, openingId },
      {
        onSuccess: (documents) => {
          if (input.current) input.current.value = "";
          setDone(t.uploaded(documents.length));
          onUploaded?.(documents.length);
        },
      },
    );
  };

  const error = precheck ?? fieldError(upload.error, "file", "opening_id");
  return (
    <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-3">
      <ProblemAlert error={upload.error} fields={["file", "opening_id"]} />
      <Field id={`${id}-file`} label={label} required hint={hint} error={error}>
        {(a11y) => (
          <input
            {...a11y}
            ref={input}
            type="file"
            name="file"
            multiple
            accept={accept}
            onChange={() => setPrecheck(undefined)}
            className={cn(
              controlClass,
              "py-2 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-1.5 file:text-sm file:font-medium",
            )}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <ActionButton type="submit" busy={upload.isPending}>
          {upload.isPending ? t.uploading : t.upload}
        </ActionButton>
        <p className="text-sm text-muted-foreground" role="status">
          {done}
        </p>
      </div>
    </form>
  );
}
