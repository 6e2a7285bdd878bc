import { useEffect } from "react";
import { useLocation } from "react-router";
import { scrollToId } from "~/lib/scroll";

/** Every route change starts at the top of the page, or at the #section the URL names. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash && scrollToId(decodeURIComponent(hash.slice(1)))) return;
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
