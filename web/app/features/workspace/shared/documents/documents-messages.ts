/** The words both document workspaces share: states, uploads, deleting (ours; docs/product.md, "Workspaces"). */
export const documentsText = {
  states: {
    queued: "Queued",
    analysing: "Analysing…",
    done: "Done",
    failed: "Failed",
    no_text: "No text found",
  } as Record<string, string>,
  progress: (finished: number, total: number) =>
    `${finished} of ${total} analysed`,
  dropHint: "You can also drop files here.",
  uploading: "Uploading…",
  upload: "Upload",
  selected: (n: number) => (n === 1 ? "1 file chosen" : `${n} files chosen`),
  uploaded: (n: number) =>
    n === 1
      ? "1 file added. It is being analysed."
      : `${n} files added. They are being analysed.`,
  // The server's own messages (docs/api.md), checked here first to save a request.
  noFiles: "Choose at least one file.",
  tooMany: "Upload at most 10 files at once.",
  tooLarge: (name: string) => `${name}: the file is larger than 5 MB.`,
  empty: (name: string) => `${name}: the file is empty.`,
  seePlans: "See plans",
  download: "Download",
  downloadFile: (name: string) => `Download ${name}`,
  delete: "Delete",
  deleteNamed: (name: string) => `Delete ${name}`,
  deleteTitle: "Delete this document?",
  deleteText: (name: string) =>
    `${name}, what was read from it and its analysis will be removed. The usage it already recorded stays.`,
  deleting: "Deleting…",
  cancel: "Cancel",
  deleted: "Document deleted",
  note: "Note",
  saveNote: "Save note",
  savingNote: "Saving…",
  noteSaved: "Note saved",
  exportCsv: "Export CSV",
  loadFailed: "The documents could not be loaded.",
  tryAgain: "Try Again",
  loading: "Loading documents",
  duplicate: "Duplicate",
  duplicateOf: (name: string) => `Duplicate of ${name}`,
  duplicateNote: (name: string, invoice: boolean) =>
    `Duplicate of ${name}, uploaded earlier to this service: the same file${invoice ? ", or the same vendor and invoice number" : ""}.`,
} as const;
