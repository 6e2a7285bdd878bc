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
/** A scan or a photo (JPEG, PNG) may be larger: a phone's photo of a page often is. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The file picker's types: what the server reads (it tells them by content). */
export const ACCEPTED_FILES = ".pdf,.docx,.txt,.jpg,.jpeg,.png";

/** A JPEG or PNG by the browser's guess (its type, else its name); the server tells by content. */
const looksLikeImage = (file: { name: string; type?: string }) =>
  file.type ? /^image\/(jpeg|png)$/.test(file.type) : /\.(jpe?g|png)$/i.test(file.name);

/**
 * The server's checks of an upload, made first in the browser with its messages: at least
 * one file, at most ten, none empty or over 5 MB (10 MB for an image). The server stays
 * the authority (it also tells the type by content). Returns the first problem, or null.
 */
export function precheckFiles(files: readonly (Pick<File, "name" | "size"> & { type?: string })[]): string | null {
  if (files.length === 0) return t.noFiles;
  if (files.length > MAX_FILES) return t.tooMany;
  for (const file of files) {
    if (file.size === 0) return t.empty(file.name);
    const image = looksLikeImage(file);
    if (image && file.size > MAX_IMAGE_BYTES) return t.imageTooLarge(file.name);
    if (!image && file.size > MAX_FILE_BYTES) return t.tooLarge(file.name);
  }
  return null;
}
