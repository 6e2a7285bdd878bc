import { AlertTriangle } from "lucide-react";
import { isRouteErrorResponse } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";

/** The text the General error screen shows for whatever was thrown. */
export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.statusText || `Error ${error.status}`;
  if (error instanceof Error && error.message) return error.message;
  return "Unknown error";
}

/** The spec's General error screen, used as the route error boundary. */
export function GeneralError({ error }: { error: unknown }) {
  return (
    <main className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="w-full max-w-md rounded-lg border border-border p-8 text-center shadow-sm">
        <AlertTriangle className="mx-auto mb-4 h-12 w-12 text-destructive" aria-hidden />
        <h1 className="mb-2 text-2xl font-bold">Something went wrong</h1>
        <p className="mb-4 text-muted-foreground">We encountered an unexpected error</p>
        <p className="mb-6 rounded-md bg-muted p-3 font-mono text-sm break-words">{errorMessage(error)}</p>
        <div className="flex justify-center gap-3">
          <Button onClick={() => window.location.reload()}>Try Again</Button>
          {/* A full load, not a client navigation: the app state that failed is discarded. */}
          <a href="/" className={buttonVariants({ variant: "outline" })}>
            Go Home
          </a>
        </div>
      </div>
    </main>
  );
}
