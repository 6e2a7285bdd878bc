import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts } from "react-router";
import { GeneralError } from "~/components/layout/general-error";
import { Spinner } from "~/components/ui/spinner";
import { brand, brandFields } from "~/lib/brand";
import { catalogueMetaContent, plansMeta } from "~/lib/catalogue";
import { siteClaimFields, siteClaims } from "~/lib/site-claims";
import type { Route } from "./+types/root";
// Linked by hand, first in <head>: the stylesheet is the one request the first paint
// waits for, so it must not queue behind the script preloads React Router emits.
import appCss from "./app.css?url";

// The title of the signed-in shell while its route loads; every route sets its own.
export const meta: Route.MetaFunction = () => [{ title: brand().siteName }];

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: ReactNode }) {
  const values = brand();
  const claims = siteClaims();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="stylesheet" href={appCss} precedence="default" />
        <meta name="theme-color" content="#4338ca" />
        {brandFields.map((f) => (
          <meta key={f.key} name={f.meta} content={values[f.key]} />
        ))}
        <meta name={plansMeta.name} content={catalogueMetaContent()} />
        {siteClaimFields.map((f) => (
          <meta key={f.key} name={f.meta} content={claims[f.key]} />
        ))}
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen antialiased">
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Shown while a signed-in page (served from the SPA fallback) loads its code. */
export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner />
    </div>
  );
}

/** Last line of defence: an error in the site frame itself. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralError error={error} />;
}
