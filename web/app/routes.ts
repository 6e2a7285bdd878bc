import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

const services = ["voice-ai", "recruitment", "payroll", "call-center", "content-marketing"] as const;

export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("pricing", "routes/pricing.tsx"),
    route("contact", "routes/contact.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("terms", "routes/terms.tsx"),
    ...services.flatMap((slug) => [
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
