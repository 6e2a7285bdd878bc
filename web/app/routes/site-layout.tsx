import { Outlet } from "react-router";
import { GeneralError } from "~/components/layout/general-error";
import { ScrollToTop } from "~/components/layout/scroll-to-top";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { Toaster } from "~/components/ui/toaster";
import { ChatWidget } from "~/features/chat/components/chat-widget";
import type { Route } from "./+types/site-layout";

// The sign-in dialog and session state arrive with accounts (issue 5); until then the
// header shows the signed-out buttons, which will open that dialog.
const noAuthDialogYet = () => {};

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:p-2"
      >
        Skip to content
      </a>
      <SiteHeader signedIn={false} onSignIn={noAuthDialogYet} onGetStarted={noAuthDialogYet} />
      <div id="main" className="flex-1">
        {children}
      </div>
      <SiteFooter />
      <ChatWidget />
      <Toaster />
    </div>
  );
}

export default function SiteLayout() {
  return (
    <Frame>
      <ScrollToTop />
      <Outlet />
    </Frame>
  );
}

/** An error inside a page keeps the navigation and footer around the General error screen. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Frame>
      <GeneralError error={error} />
    </Frame>
  );
}
