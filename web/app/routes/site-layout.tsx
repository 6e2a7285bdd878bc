import { Outlet, useLocation } from "react-router";
import { GeneralError } from "~/components/layout/general-error";
import { ScrollToTop } from "~/components/layout/scroll-to-top";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { Toaster } from "~/components/ui/toaster";
import { AdminDashboardHost } from "~/features/admin/components/admin-dashboard-host";
import { AccountDrawerSlot, AccountMenuSlot } from "~/features/auth/components/account-slots";
import { AuthDialogHost, preloadAuthDialog } from "~/features/auth/components/auth-dialog-host";
import { ChatWidget } from "~/features/chat/components/chat-widget";
import { AuthProvider, useAuth } from "~/providers/auth-provider";
import { SubscriptionProvider } from "~/features/billing";
import type { Route } from "./+types/site-layout";
import { serviceDemoRoute, serviceTypeId } from "~/lib/service-types";

function Header() {
  const { status, openAuthDialog } = useAuth();
  return (
    <SiteHeader
      authStatus={status}
      onSignIn={(returnFocus) => openAuthDialog("signin", { returnFocus })}
      onGetStarted={(returnFocus) => openAuthDialog("signup", { returnFocus })}
      onAuthIntent={preloadAuthDialog}
      accountMenu={<AccountMenuSlot />}
      drawerAccount={(close) => <AccountDrawerSlot onNavigate={close} />}
    />
  );
}

// The voice-AI demo is a chat of its own: the scripted widget beside it would be a second
// assistant on the page, and its button would cover the demo's Send on a phone.
const PAGES_WITHOUT_CHAT_WIDGET = new Set([serviceDemoRoute(serviceTypeId.voiceAi)]);

function Frame({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  return (
    <AuthProvider>
      <SubscriptionProvider>
        <div className="flex min-h-screen flex-col">
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:p-2"
          >
            Skip to content
          </a>
          <Header />
          <div id="main" className="flex-1">
            {children}
          </div>
          <SiteFooter />
          {!PAGES_WITHOUT_CHAT_WIDGET.has(pathname.replace(/\/$/, "")) && <ChatWidget />}
          <Toaster />
          <AuthDialogHost />
          <AdminDashboardHost />
        </div>
      </SubscriptionProvider>
    </AuthProvider>
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
