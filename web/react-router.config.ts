import type { Config } from "@react-router/dev/config";
import siteMap from "./app/site-map.json";

// Public pages are prerendered to real HTML at build time (SEO, fast first paint);
// signed-in pages are a client app served from the SPA fallback by the Go server.
// "/404" is rendered once so unknown paths get the 404 page's HTML with status 404.
export default {
  ssr: false,
  prerender: [...siteMap.public, siteMap.notFound],
} satisfies Config;
