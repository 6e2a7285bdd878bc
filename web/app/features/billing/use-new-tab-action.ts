import { useCallback, useRef, useState } from "react";
import { notify } from "~/lib/notify";
import { openInNewTab } from "./open-in-new-tab";

// The requests load on first use; hovering or focusing a button starts loading them.
const loadSessionUrls = () => import("./session-urls");
export type SessionUrls = Awaited<ReturnType<typeof loadSessionUrls>>;

export function preloadSessionUrls(): void {
  loadSessionUrls().catch(() => {
    // Loaded again on click; a failure then shows the button's toast.
  });
}

/**
 * A button's checkout or portal action: opens the URL `pick` asks for in a new tab,
 * is busy while the request runs (a second click meanwhile does nothing) and shows
 * `failure` (the spec's message, titled 'Error') when it fails.
 */
export function useNewTabAction(failure: string) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const run = useCallback(
    (pick: (urls: SessionUrls) => Promise<string>) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      // Synchronous up to window.open, so the browser counts it as part of the click.
      openInNewTab(async () => pick(await loadSessionUrls()))
        .catch(() => notify.error(failure))
        .finally(() => {
          running.current = false;
          setBusy(false);
        });
    },
    [failure],
  );

  return { busy, run };
}
