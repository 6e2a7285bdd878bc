import { lazy, Suspense, useState } from "react";
import { useAuth } from "~/providers/auth-provider";

// The dialog (Radix, the schemas, the requests) is its own chunk: a page pays for it only
// when a visitor reaches for 'Sign In' or 'Get Started', and it starts loading on hover.
const loadDialog = () => import("./auth-dialog");
const AuthDialog = lazy(loadDialog);

export function preloadAuthDialog() {
  loadDialog().catch(() => {
    // Retried when the dialog opens; a failure then reaches the error boundary.
  });
}

/** Mounted once by the site layout: renders the authentication dialog from its first opening on. */
export function AuthDialogHost() {
  const { dialog } = useAuth();
  const [used, setUsed] = useState(false);
  if (dialog && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
