import { useState } from "react";
import { useNavigate } from "react-router";
import { notify } from "~/lib/notify";
import { useAuth } from "~/providers/auth-provider";
import { authText, errorMessage } from "./auth-messages";

/**
 * 'Sign out' as the spec words it: pending while the request runs, then the 'Signed out'
 * toast and the home page, or 'Error' with the server's message.
 */
export function useSignOut(onSignedOut?: () => void) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function run() {
    if (pending) return;
    setPending(true);
    try {
      await signOut();
      void notify.success(authText.signedOut, authText.signedOutDescription);
      onSignedOut?.();
      navigate("/");
    } catch (err) {
      void notify.error(errorMessage(err));
    } finally {
      setPending(false);
    }
  }

  return { pending, signOut: run, label: pending ? authText.signingOut : authText.signOut };
}
