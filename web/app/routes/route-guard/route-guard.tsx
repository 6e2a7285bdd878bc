import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import { useAuth } from "~/providers/auth-provider";
import { useSubscription } from "~/features/billing";
import { guardVerdict, type GuardRequirements } from "./guard-verdict";
import { SignInPrompt } from "./sign-in-prompt";

interface RouteGuardProps extends GuardRequirements {
  children: ReactNode;
}

/**
 * Wraps a signed-in page: a centred spinner while the auth (or subscription) status
 * loads, the sign-in dialog over a neutral page for signed-out visitors (who come back
 * here once signed in), and the spec's cards when a plan is missing.
 * The server checks every request again; this only decides what to show.
 */
export function RouteGuard({ children, requiredSubscription, minimumTier }: RouteGuardProps) {
  const { status } = useAuth();
  const subscription = useSubscription();
  const verdict = guardVerdict(status, subscription, { requiredSubscription, minimumTier });

  switch (verdict.kind) {
    case "allowed":
      return <>{children}</>;
    case "sign-in":
      return <SignInPrompt />;
    case "loading":
      return (
        <main className="flex min-h-[60vh] items-center justify-center">
          <Spinner />
        </main>
      );
    case "subscription-required":
      return (
        <GateCard title="Subscription Required" primary={{ label: "View Plans", to: "/pricing" }}>
          You need an active subscription to access this feature.
        </GateCard>
      );
    case "upgrade-required":
      return (
        <GateCard title="Upgrade Required" primary={{ label: `Upgrade to ${verdict.tierName}`, to: "/pricing" }}>
          {`This feature requires a ${verdict.tierName} plan or higher. You're currently on the ${verdict.planName} plan.`}
        </GateCard>
      );
  }
}

function GateCard({ title, primary, children }: { title: string; primary: { label: string; to: string }; children: ReactNode }) {
  return (
    <main className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md text-center">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="mt-3 text-muted-foreground">{children}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={primary.to} className={buttonVariants()}>
            {primary.label}
          </Link>
          <Link to="/dashboard" className={buttonVariants({ variant: "outline" })}>
            Back to Dashboard
          </Link>
        </div>
      </Card>
    </main>
  );
}
