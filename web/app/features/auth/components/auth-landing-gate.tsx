import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";

const AuthLanding = lazy(() => import("./auth-landing"));

// The parameters the server sends visitors home with (docs/api.md, "Accounts").
const landing = /[?&](verify|reset|auth_error)=/;

/**
 * On the home page: loads the landing handler only when the address carries one of the
 * server's parameters, so ordinary visits pay nothing for it. Decided after hydration,
 * because the prerendered page knows no query string.
 */
export function AuthLandingGate() {
  const { search } = useLocation();
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (landing.test(search)) setActive(true);
  }, [search]);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <AuthLanding />
    </Suspense>
  );
}
