import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { accountIs } from "~/lib/account-change";
import type { AuthUser } from "~/lib/auth-user";
import type { ReturnPath } from "~/lib/return-path";
import { hasSessionHint } from "~/lib/session-hint";
import type { SessionAnswer } from "./auth-queries";

export type AuthStatus = "loading" | "signedIn" | "signedOut";
export type AuthDialogMode = "signin" | "signup";

/** What the authentication dialog is asked to show; a new request starts it afresh. */
export interface AuthDialogRequest {
  mode: AuthDialogMode;
  /** Why the dialog opened, shown at its top (e.g. an expired confirmation link). */
  notice?: string;
  /** Offer 'Resend link' from the start. */
  offerResend?: boolean;
  /** The page to go to after signing in (and to name in the verification link); else the dashboard. */
  returnTo?: ReturnPath;
  /** Differs for every opening. */
  key: number;
  /** Where focus goes back to when the dialog closes. */
  returnFocus: HTMLElement | null;
}

export interface OpenAuthDialogOptions {
  notice?: string;
  offerResend?: boolean;
  returnTo?: ReturnPath;
  /** Defaults to the element that has focus now (the button that opened it). */
  returnFocus?: HTMLElement | null;
}

export interface AuthContextValue {
  status: AuthStatus;
  /** Set when signed in. */
  user: AuthUser | null;
  /** From GET /api/auth/has-role?role=admin, asked only when signed in. */
  isAdmin: boolean;
  /** Open when not null. */
  dialog: AuthDialogRequest | null;
  openAuthDialog: (mode: AuthDialogMode, options?: OpenAuthDialogOptions) => void;
  closeAuthDialog: () => void;
  /** Asks the server again; call after every sign-in, sign-up or account change. */
  refresh: () => Promise<void>;
  /** Ends the session; rejects with the server's error (an ApiError) when that fails. */
  signOut: () => Promise<void>;
  /** The avatar menu's 'Admin Dashboard'. */
  openAdmin: () => void;
  /** Lets the admin dashboard say how it opens; returns a function that takes it back. */
  onOpenAdmin: (handler: () => void) => () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The auth state; throws outside AuthProvider, which the site layout mounts. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth needs an AuthProvider (the site layout mounts one)");
  return value;
}

/** Kept here too: tests and callers ask the auth provider whether a session may exist. */
export { hasSessionHint };

// The session and admin queries (TanStack Query, the API client) load only when a
// session may exist: with the hint cookie, or once someone signs in or out.
const loadQueries = () => import("./auth-queries");
const AuthQueries = lazy(() => loadQueries().then((m) => ({ default: m.AuthQueries })));

interface SessionState {
  status: AuthStatus;
  user: AuthUser | null;
}

const signedOut: SessionState = { status: "signedOut", user: null };

/**
 * The visitor's auth state for the whole site: loading, then signed in (with the user)
 * or signed out. It starts as loading on every render path, so prerendered HTML and the
 * first client render agree; the first effect settles it. The server state is TanStack
 * Query's (providers/auth-queries.tsx: the session query, refetched when the window
 * regains focus, and the admin check); this provider mirrors its answers for the header
 * and the pages, so that pages without a session never load TanStack Query.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionState>({ status: "loading", user: null });
  const [admin, setAdmin] = useState<SessionAnswer["admin"]>(null);
  const [watching, setWatching] = useState(false);
  const [dialog, setDialog] = useState<AuthDialogRequest | null>(null);
  const openings = useRef(0);
  const adminOpener = useRef<(() => void) | null>(null);

  // Says who the account is before anything renders for it, so the query cache forgets
  // the previous account's data first (lib/account-change.ts). The query's structural
  // sharing keeps an unchanged user the same object, so an unchanged answer re-renders nothing.
  const settle = useCallback((user: AuthUser | null) => {
    accountIs(user?.id ?? null);
    setSession((prev) => {
      if (!user) return prev.status === "signedOut" ? prev : signedOut;
      return prev.user === user ? prev : { status: "signedIn", user };
    });
  }, []);

  const onAnswer = useCallback(
    (answer: SessionAnswer) => {
      if (answer.user !== undefined) settle(answer.user);
      setAdmin(answer.admin);
    },
    [settle],
  );

  useEffect(() => {
    if (hasSessionHint()) setWatching(true);
    else settle(null);
  }, [settle]);

  const refresh = useCallback(async () => {
    const { refetchSession } = await loadQueries();
    setWatching(true);
    const user = await refetchSession();
    if (user !== undefined) settle(user);
  }, [settle]);

  const signOut = useCallback(async () => {
    const { signOutSession } = await loadQueries();
    await signOutSession();
    settle(null);
  }, [settle]);

  const openAuthDialog = useCallback((mode: AuthDialogMode, options: OpenAuthDialogOptions = {}) => {
    const returnFocus = options.returnFocus !== undefined ? options.returnFocus : (document.activeElement as HTMLElement | null);
    setDialog({
      mode,
      notice: options.notice,
      offerResend: options.offerResend,
      returnTo: options.returnTo,
      key: ++openings.current,
      returnFocus,
    });
  }, []);

  const closeAuthDialog = useCallback(() => setDialog(null), []);

  const openAdmin = useCallback(() => adminOpener.current?.(), []);
  const onOpenAdmin = useCallback((handler: () => void) => {
    adminOpener.current = handler;
    return () => {
      if (adminOpener.current === handler) adminOpener.current = null;
    };
  }, []);

  const isAdmin = admin !== null && admin.userId === session.user?.id && admin.isAdmin;
  const value = useMemo<AuthContextValue>(
    () => ({
      status: session.status,
      user: session.user,
      isAdmin,
      dialog,
      openAuthDialog,
      closeAuthDialog,
      refresh,
      signOut,
      openAdmin,
      onOpenAdmin,
    }),
    [session, isAdmin, dialog, openAuthDialog, closeAuthDialog, refresh, signOut, openAdmin, onOpenAdmin],
  );

  return (
    <AuthContext.Provider value={value}>
      {watching && (
        <Suspense fallback={null}>
          <AuthQueries onAnswer={onAnswer} />
        </Suspense>
      )}
      {children}
    </AuthContext.Provider>
  );
}
