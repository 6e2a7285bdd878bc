import { brand } from "./brand";

/** Title and description tags for a route's `meta` export. */
export function pageMeta(title: string, description: string) {
  const { siteName } = brand();
  return [
    { title: `${title} | ${siteName}` },
    { name: "description", content: description },
    { property: "og:title", content: `${title} | ${siteName}` },
    { property: "og:description", content: description },
  ];
}
