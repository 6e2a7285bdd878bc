import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { serviceTypeIds } from "./lib/service-types";

export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("pricing", "routes/pricing.tsx"),
    route("contact", "routes/contact.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("terms", "routes/terms.tsx"),
    // A page and a demo per service type, each in its own module (routes/services/<type>.tsx).
    ...serviceTypeIds.flatMap((slug) => [
      route(`services/${slug}`, `routes/services/${slug}.tsx`),
      route(`services/${slug}/demo`, `routes/services/${slug}-demo.tsx`),
    ]),
    // The signed-in pages: the app layout's guard and sidebar (site-map.json "signedIn").
    layout("routes/app-layout.tsx", [
      route("dashboard", "routes/dashboard.tsx"),
      route("dashboard/services/:id", "routes/workspace.tsx"),
      route("settings", "routes/settings.tsx"),
      route("analytics", "routes/analytics.tsx"),
    ]),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
