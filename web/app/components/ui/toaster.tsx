import { lazy, Suspense, useEffect, useState } from "react";

const SonnerToaster = lazy(() => import("./sonner-toaster"));

// The toast library loads after the page is interactive, or at once when a toast is
// asked for earlier: no page pays for it in its first load.
let requestMount: (() => void) | undefined;
let markMounted: () => void;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

/** Resolves once the toast host is on the page, mounting it now if need be. */
export function toasterReady(): Promise<void> {
  requestMount?.();
  return mounted;
}

/** The one toast host, mounted by the site layout. */
export function Toaster() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    requestMount = () => setShow(true);
    const idle = window.requestIdleCallback?.(() => setShow(true), { timeout: 3000 });
    const fallback = idle === undefined ? window.setTimeout(() => setShow(true), 1500) : undefined;
    return () => {
      requestMount = undefined;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (fallback !== undefined) window.clearTimeout(fallback);
    };
  }, []);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster onMount={markMounted} />
    </Suspense>
  );
}
