import type { MetaDescriptor } from "react-router";
import { brand } from "./brand";

export interface PageMetaInput {
  title: string;
  description: string;
  /** The route path, e.g. "/pricing"; the canonical URL is BASE_URL + path. */
  path: string;
  /** schema.org objects rendered as JSON-LD. */
  structuredData?: object[];
  noIndex?: boolean;
}

/** Everything a public route puts in <head>: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function pageMeta({ title, description, path, structuredData = [], noIndex }: PageMetaInput): MetaDescriptor[] {
  const { siteName, baseUrl } = brand();
  const fullTitle = `${title} | ${siteName}`;
  const url = absoluteUrl(baseUrl, path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: absoluteUrl(baseUrl, "/og-image.jpg") },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: "AI business automation for small and medium businesses" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    ...(noIndex ? [{ name: "robots", content: "noindex" }] : []),
    ...structuredData.map((data) => ({ "script:ld+json": data })),
  ];
}

export function absoluteUrl(baseUrl: string, path: string): string {
  return path === "/" ? baseUrl + "/" : baseUrl + path;
}
