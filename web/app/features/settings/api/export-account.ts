import { useMutation } from "@tanstack/react-query";
import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from "~/lib/api";

/** A file the browser saves: its name and contents. */
export interface Download {
  filename: string;
  blob: Blob;
}

/**
 * GET /api/account/export — the account's data as a JSON file. Fetched rather than
 * linked so a failure (an expired session) shows a message instead of saving an error.
 */
export async function exportAccount(): Promise<Download> {
  let res: Response;
  try {
    res = await fetch("/api/account/export", {
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    });
  } catch {
    throw new ApiError({
      status: 0,
      code: "NETWORK_ERROR",
      message: NETWORK_ERROR_MESSAGE,
    });
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => undefined)) as
      { error?: { code?: string; message?: string } } | undefined;
    throw new ApiError({
      status: res.status,
      code: body?.error?.code ?? "UNKNOWN_ERROR",
      message: body?.error?.message || UNKNOWN_ERROR_MESSAGE,
    });
  }
  return {
    filename:
      attachmentName(res.headers.get("Content-Disposition")) ??
      "lexa-account.json",
    blob: await res.blob(),
  };
}

/** The filename of `Content-Disposition: attachment; filename="…"`. */
export function attachmentName(header: string | null): string | null {
  const match =
    header?.match(/filename="([^"]+)"/) ?? header?.match(/filename=([^;]+)/);
  return match?.[1]?.trim() || null;
}

export function useExportAccount() {
  return useMutation({ mutationFn: exportAccount });
}
