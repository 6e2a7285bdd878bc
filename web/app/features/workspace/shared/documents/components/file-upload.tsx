import { useId, useRef, useState, type DragEvent } from "react";
import * as z from "zod/mini";
import { ActionButton } from "~/components/ui/action-button";
import { Field, controlClass } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";
import { useZodForm } from "~/lib/form";
import { precheckFiles } from "../document-states";
import { documentsText as t } from "../documents-messages";
import { useUploadDocuments } from "../api/upload-documents";
import { fieldError, ProblemAlert } from "./problem-alert";

// The files chosen (or dropped): their count and sizes checked here before sending.
const uploadSchema = z.object({
  files: z.array(z.custom<File>()).check((payload) => {
    const problem = precheckFiles(payload.value);
    if (problem) payload.issues.push({ code: "custom", message: problem, input: payload.value });
  }),
});

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
  const { handleSubmit, setValue, clearErrors, formState } = useZodForm(uploadSchema, { files: [] });
  const [done, setDone] = useState("");
  const [dragging, setDragging] = useState(false);
  const [chosen, setChosen] = useState(0);
  // The file input stays the browser's own (a file list cannot be set from state); the form holds a copy.
  const choose = (files: FileList | null) => {
    clearErrors("files");
    setValue("files", Array.from(files ?? []));
    setChosen(files?.length ?? 0);
  };

  // Files dropped on the box are put in the file input, as if chosen with it.
  const drop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    if (input.current && e.dataTransfer.files.length > 0) {
      input.current.files = e.dataTransfer.files;
      choose(e.dataTransfer.files);
    }
  };

  const submit = ({ files }: z.output<typeof uploadSchema>) => {
    if (upload.isPending) return;
    upload.reset();
    upload.mutate(
      { files, openingId },
      {
        onSuccess: (documents) => {
          if (input.current) input.current.value = "";
          setValue("files", []);
          setChosen(0);
          setDone(t.uploaded(documents.length));
          onUploaded?.(documents.length);
        },
      },
    );
  };

  const error = formState.errors.files?.message ?? fieldError(upload.error, "file", "opening_id");
  return (
    <form
      noValidate
      onSubmit={(e) => {
        if (!upload.isPending) setDone("");
        return handleSubmit(submit)(e);
      }}
      className="grid grid-cols-1 gap-3"
    >
      <ProblemAlert error={upload.error} fields={["file", "opening_id"]} />
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn("rounded-lg border-2 border-dashed p-3", dragging ? "border-primary bg-accent" : "border-transparent")}
      >
        <Field id={`${id}-file`} label={label} required hint={`${hint} ${t.dropHint}`} error={error}>
          {(a11y) => (
            <input
              {...a11y}
              ref={input}
              type="file"
              name="file"
              multiple
              accept={accept}
              onChange={(e) => choose(e.target.files)}
              className={cn(
                controlClass,
                "py-2 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-1.5 file:text-sm file:font-medium",
              )}
            />
          )}
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <ActionButton type="submit" busy={upload.isPending}>
          {upload.isPending ? t.uploading : t.upload}
        </ActionButton>
        <p className="text-sm text-muted-foreground" role="status">
          {done || (chosen > 0 ? t.selected(chosen) : "")}
        </p>
      </div>
    </form>
  );
}
