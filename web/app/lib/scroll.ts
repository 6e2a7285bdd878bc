/** How long the home page gets to render before scrolling to a section after navigating there. */
export const SECTION_SCROLL_DELAY_MS = 100;

/** Scrolls an element with the given id into view; returns whether it was found. */
export function scrollToId(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  el.scrollIntoView({ behavior: "smooth", block: "start" });
  return true;
}

/**
 * Scrolls to a section of the home page. From another page it first navigates to /
 * and scrolls after about 100 ms, once the home page has rendered.
 */
export function goToHomeSection(
  id: string,
  pathname: string,
  navigate: (to: string) => void,
  scroll: (id: string) => unknown = scrollToId,
): void {
  if (pathname === "/") {
    scroll(id);
    return;
  }
  navigate("/");
  setTimeout(() => scroll(id), SECTION_SCROLL_DELAY_MS);
}
