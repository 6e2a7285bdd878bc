/** How long the home page gets to render before scrolling to a section after navigating there. */
export const SECTION_SCROLL_DELAY_MS = 100;

/** Scrolls an element with the given id into view; returns whether it was found. */
export function scrollToId(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  el.scrollIntoView({ behavior: "smooth", block: "start" });
  return true;
}

/** How long to keep looking for the section when the home page renders late (slow phone). */
export const SECTION_SCROLL_PATIENCE_MS = 3000;

/**
 * Scrolls to a section of the home page. From another page it first navigates to /
 * and scrolls after about 100 ms, once the home page has rendered; if the page's code
 * is still loading then, it tries again every 100 ms for a few seconds.
 */
export function goToHomeSection(
  id: string,
  pathname: string,
  navigate: (to: string) => void,
  scroll: (id: string) => boolean = scrollToId,
): void {
  if (pathname === "/") {
    scroll(id);
    return;
  }
  navigate("/");
  let waited = 0;
  const attempt = () => {
    waited += SECTION_SCROLL_DELAY_MS;
    if (!scroll(id) && waited < SECTION_SCROLL_PATIENCE_MS) setTimeout(attempt, SECTION_SCROLL_DELAY_MS);
  };
  setTimeout(attempt, SECTION_SCROLL_DELAY_MS);
}
