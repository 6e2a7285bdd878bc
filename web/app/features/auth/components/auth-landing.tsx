import { lazy, Suspense, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { notify } from "~/lib/notify";
import { returnPathOf } from "~/lib/return-path";
import { useAuth } from "~/providers/auth-provider";
import { emailConfirmedNotice, googleErrorMessage, linkExpiredNotice } from "../landing-messages";

const ResetPasswordDialog = lazy(() => import("./reset-password-dialog"));

const landingKeys = ["verify", "reset", "auth_error"] as const;

/**
 * Loaded by AuthLandingGate only when the address asks for it. Acts on the home page's landings from e-mailed links and Google: an expired
 * confirmation link opens sign-in with an explanation, a reset link asks for the new
 * password, a Google failure shows its toast. Each parameter is read once and removed
 * from the address (history replace), so a reset token does not linger in history.
 */
export default function AuthLanding() {
  const [params, setParams] = useSearchParams();
  const { status, openAuthDialog } = useAuth();
  const [resetToken, setResetToken] = useState<string | null>(null);

  useEffect(() => {
    // Wait for the auth state: a signed-in visitor needs no sign-in dialog.
    if (status === "loading" || !landingKeys.some((key) => params.has(key))) return;
    const verify = params.get("verify");
    const reset = params.get("reset");
    const authError = params.get("auth_error");
    // verify=done may name the page the visitor signed up from (an allowed return page).
    const returnTo = returnPathOf(params.get("return"));
    const rest = new URLSearchParams(params);
    for (const key of landingKeys) rest.delete(key);
    if (verify) rest.delete("return");
    setParams(rest, { replace: true, preventScrollReset: true });

    // Signed in, the address is confirmed already; the old link just did nothing.
    if (verify === "expired" && status === "signedOut") {
      openAuthDialog("signin", { notice: linkExpiredNotice, offerResend: true, returnFocus: null });
    }
    // Confirmed, but opened from another site, so the server signed no one in (login CSRF).
    if (verify === "done" && status === "signedOut") {
      openAuthDialog("signin", { notice: emailConfirmedNotice, returnTo, returnFocus: null });
    }
    if (reset) setResetToken(reset);
    if (authError) void notify.error(googleErrorMessage(authError));
  }, [params, setParams, status, openAuthDialog]);

  if (!resetToken) return null;
  return (
    <Suspense fallback={null}>
      <ResetPasswordDialog token={resetToken} onClose={() => setResetToken(null)} />
    </Suspense>
  );
}
