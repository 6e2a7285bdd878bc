// The handshake between notify (which shows toasts) and the one toast host the site
// layout mounts (components/ui/toaster.tsx). It lives in lib so notify, which every layer
// uses, does not import a component.

let requestMount: (() => void) | undefined;
let markMounted: () => void;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

/** Resolves once the toast host is on the page, mounting it now if need be. */
export function toasterReady(): Promise<void> {
  requestMount?.();
  return mounted;
}

/** The host says how to mount it now (undefined: it is gone). */
export function onMountRequest(mount: (() => void) | undefined): void {
  requestMount = mount;
}

/** The host is on the page. */
export function toasterMounted(): void {
  markMounted();
}
