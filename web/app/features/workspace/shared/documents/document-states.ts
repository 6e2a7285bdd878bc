import { documentsText as t } from "./documents-messages";

/** What the list needs of a document to tell its progress. */
interface HasState {
  state: string;
}

/** Still in the queue or being read: the list keeps polling while one is. */
export const isWorking = (doc: HasState) => doc.state === "queued" || doc.state === "analysing";

export const anyWorking = (docs: readonly HasState[]) => docs.some(isWorking);

/** The state in words; a state this build does not know is shown as the server sent it. */
export const stateWord = (state: string) => t.states[state] ?? state;

/** "2 of 3 analysed" (failed and textless documents are finished too); "" for an empty list. */
export function progressLine(docs: readonly HasState[]): string {
  if (docs.length === 0) return "";
  return t.progress(docs.filter((d) => !isWorking(d)).length, docs.length);
}

export const MAX_FILES = 10;
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/**
 * The server's checks of an upload, made first in the browser with its messages: at least
 * one file, at most ten, none empty or over 5 MB. The server stays the authority (it
 * also tells the type by content). Returns the first problem, or null.
 */
export function precheckFiles(files: readonly Pick<File, "name" | "size">[]): string | null {
  if (files.length === 0) return t.noFiles;
  if (files.length > MAX_FILES) return t.tooMany;
  for (const file of files) {
    if (file.size === 0) return t.empty(file.name);
    if (file.size > MAX_FILE_BYTES) return t.tooLarge(file.name);
  }
  return null;
}
