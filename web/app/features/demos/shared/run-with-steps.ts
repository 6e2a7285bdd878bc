import { notify } from "~/lib/notify";
import { demoErrorMessage } from "./demo-api";

interface Ticker {
  start: () => void;
  stop: () => void;
  finish: () => void;
}

/**
 * Runs a demo request under its progress steps: the steps run while it is out, jump to
 * the last on success and freeze where they are on failure (the timer is cleared;
 * docs/product.md, "AI demos"); the toast says which. Resolves the answer, or null when it failed.
 */
export async function runWithSteps<T>(ticker: Ticker, request: () => Promise<T>, toasts: { success: string; failed: string }): Promise<T | null> {
  ticker.start();
  try {
    const answer = await request();
    ticker.finish();
    void notify.success(toasts.success);
    return answer;
  } catch (err) {
    ticker.stop();
    void notify.error(demoErrorMessage(err, toasts.failed));
    return null;
  }
}
