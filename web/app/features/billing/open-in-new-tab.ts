/**
 * Opens a URL we only learn after a request (a checkout or portal session) in a new tab.
 *
 * Browsers let a page open a tab only while handling a click; after an `await` the
 * click's permission is gone and `window.open` is blocked as a pop-up. So the tab is
 * opened at once, blank, and sent to the URL when it arrives. If the request fails the
 * blank tab is closed again. If the browser refused even the blank tab, the current tab
 * goes to the URL instead: the user still gets where they asked to go.
 *
 * Call it synchronously from the click handler. Rejects with the request's error.
 */
export async function openInNewTab(getUrl: () => Promise<string>, win: Window = window): Promise<void> {
  const tab = win.open("about:blank", "_blank");
  // The page we send it to must not reach back into ours (reverse tabnabbing).
  if (tab) tab.opener = null;
  let url: string;
  try {
    url = safeUrl(await getUrl(), win.location.href);
  } catch (err) {
    tab?.close();
    throw err;
  }
  if (!tab) win.location.assign(url);
  else if (!tab.closed) tab.location.href = url;
  // A tab the user closed while waiting stays closed: they changed their mind.
}

/**
 * The URL resolved against the page, if it is a web address. The blank tab shares our
 * origin, so a `javascript:` URL from a confused server would run as our page.
 */
function safeUrl(raw: string, base: string): string {
  const url = new URL(raw, base);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new TypeError(`refusing to open ${url.protocol} URL`);
  return url.href;
}
