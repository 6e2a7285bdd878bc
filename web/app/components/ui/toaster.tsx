import { lazy, Suspense, useEffect, useState } from "react";
import { onMountRequest, toasterMounted } from "~/lib/toast-host";

const SonnerToaster = lazy(() => import("./sonner-toaster"));

// The toast library loads after the page is interactive, or at once when a toast is
// asked for earlier: no page pays for it in its first load.

/** The one toast host, mounted by the site layout. */
export function Toaster() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    onMountRequest(() => setShow(true));
    const idle = window.requestIdleCallback?.(() => setShow(true), { timeout: 3000 });
    const fallback = idle === undefined ? window.setTimeout(() => setShow(true), 1500) : undefined;
    return () => {
      onMountRequest(undefined);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (fallback !== undefined) window.clearTimeout(fallback);
    };
  }, []);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster onMount={toasterMounted} />
    </Suspense>
  );
}
