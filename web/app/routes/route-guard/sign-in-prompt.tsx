import { useEffect } from "react";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { guardText } from "~/features/auth/auth-messages";
import { returnPathOf } from "~/lib/return-path";
import { useAuth } from "~/providers/auth-provider";

/**
 * A guarded page reached signed out: a neutral page that opens the sign-in dialog at
 * once, naming this page as where to come back to (when it is an allowed return page;
 * else the dashboard). Closing the dialog leaves the page with a button to open it again,
 * instead of a silent trip home.
 */
export function SignInPrompt() {
  const { openAuthDialog, closeAuthDialog } = useAuth();
  const { pathname, search } = useLocation();
  const returnTo = returnPathOf(pathname + search) ?? returnPathOf(pathname);

  useEffect(() => {
    // No element to give focus back to: the dialog opened itself.
    openAuthDialog("signin", { notice: guardText.notice, returnTo, returnFocus: null });
    // The dialog belongs to this page: leaving it closes it (a sign-out signs the visitor
    // out here for a moment before sending them home, where no dialog should wait).
    return closeAuthDialog;
  }, [openAuthDialog, closeAuthDialog, returnTo]);

  return (
    <main className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md text-center">
        <h1 className="text-2xl font-bold tracking-tight">{guardText.title}</h1>
        <p className="mt-3 text-muted-foreground">{guardText.body}</p>
        <Button className="mt-6" onClick={() => openAuthDialog("signin", { notice: guardText.notice, returnTo })}>
          {guardText.signIn}
        </Button>
      </Card>
    </main>
  );
}
