/**
 * Whether a sidebar entry is the page shown: its path exactly, a trailing slash aside.
 * The Dashboard entry is not current on a workspace (/dashboard/services/…): the
 * workspace's own entry is.
 */
export function isCurrentPage(pathname: string, href: string): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, "") : p);
  return trim(pathname) === trim(href);
}
