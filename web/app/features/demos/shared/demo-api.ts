import * as z from "zod/mini";
import { ApiError, apiRequest, UNKNOWN_ERROR_MESSAGE } from "~/lib/api";
import { demoOf, serviceTypeId, type DemoId } from "~/lib/service-types";

/**
 * The four one-shot demos (docs/api.md, "AI demos"): a POST that answers the text the page
 * reads and the engine that wrote it ("built-in" or the model's name).
 */
const analysisSchema = z.object({ analysis: z.string(), engine: z.string() });
const contentSchema = z.object({ content: z.string(), engine: z.string(), note: z.optional(z.string()) });

export interface DemoAnswer {
  text: string;
  engine: string;
  /** The content demo's line beside the post (docs/api.md): why the tone is not the one asked. */
  note?: string;
}

/** A demo's endpoint, POST /api/ai/{demo}, the demo named by the service-type table. */
export const demoEndpoint = (demo: DemoId) => `/api/ai/${demo}`;

/** Asks a one-shot demo; the content demo answers `content`, the others `analysis`. */
export async function askDemo(demo: DemoId, body: Record<string, string>, signal?: AbortSignal): Promise<DemoAnswer> {
  const path = demoEndpoint(demo);
  if (demo === demoOf(serviceTypeId.contentMarketing)) {
    const res = await apiRequest(path, { method: "POST", body, parse: contentSchema.parse, signal });
    return { text: res.content, engine: res.engine, note: res.note };
  }
  const res = await apiRequest(path, { method: "POST", body, parse: analysisSchema.parse, signal });
  return { text: res.analysis, engine: res.engine };
}

/** The failure toast's text: the server's message when it sent one, else the page's fallback (docs/product.md, "AI demos"). */
export function demoErrorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.message !== UNKNOWN_ERROR_MESSAGE) return err.message;
  return fallback;
}
