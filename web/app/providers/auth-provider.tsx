import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { accountIs } from "~/lib/account-change";
import type { AuthUser } from "~/lib/auth-user";

export type AuthStatus = "loading" | "signedIn" | "signedOut";
export type AuthDialogMode = "signin" | "signup";

/** What the authentication dialog is asked to show; a new request starts it afresh. */
export interface AuthDialogRequest {
  mode: AuthDialogMode;
  /** Why the dialog opened, shown at its top (e.g. an expired confirmation link). */
  notice?: string;
  /** Offer 'Resend link' from the start. */
  offerResend?: boolean;
  /** Differs for every opening. */
  key: number;
  /** Where focus goes back to when the dialog closes. */
  returnFocus: HTMLElement | null;
}

export interface OpenAuthDialogOptions {
  notice?: string;
  offerResend?: boolean;
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

// The server sets this readable cookie beside the HttpOnly session cookie (docs/api.md,
// "Accounts"). Without it there is no session to ask about: anonymous pages make no API
// call and the console shows no 401.
const SESSION_HINT = "lexa_auth";

export function hasSessionHint(cookies = typeof document === "undefined" ? "" : document.cookie): boolean {
  return cookies.split(";").some((c) => c.trim().startsWith(`${SESSION_HINT}=`));
}

// The requests (and the API client they use) load only when there is a session to check.
const loadRequests = () => import("./auth-requests");

interface SessionState {
  status: AuthStatus;
  user: AuthUser | null;
}

const signedOut: SessionState = { status: "signedOut", user: null };

/**
 * The visitor's auth state for the whole site: loading, then signed in (with the user)
 * or signed out. It starts as loading on every render path, so prerendered HTML and the
 * first client render agree; the first effect settles it. It is checked again when the
 * window regains focus (a sign-out in another tab, an expired session).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionState>({ status: "loading", user: null });
  const [isAdmin, setIsAdmin] = useState(false);
  const [dialog, setDialog] = useState<AuthDialogRequest | null>(null);
  const latest = useRef(0);
  const openings = useRef(0);
  const adminOpener = useRef<(() => void) | null>(null);

  const apply = useCallback((user: AuthUser | null) => {
    setSession((prev) => {
      if (!user) return prev.status === "signedOut" ? prev : signedOut;
      // A focus check that finds the same user changes nothing, so nothing re-renders.
      if (prev.user && JSON.stringify(prev.user) === JSON.stringify(user)) return prev;
      return { status: "signedIn", user };
    });
  }, []);

  const refresh = useCallback(async () => {
    const mine = ++latest.current;
    if (!hasSessionHint()) {
      apply(null);
      return;
    }
    try {
      const { fetchSession } = await loadRequests();
      const user = await fetchSession();
      if (mine === latest.current) apply(user);
    } catch {
      // The server could not say (offline, 5xx). A first check counts as signed out so
      // nothing waits for ever; a later one keeps what we knew.
      if (mine === latest.current) setSession((prev) => (prev.status === "loading" ? signedOut : prev));
    }
  }, [apply]);

  useEffect(() => {
    void refresh();
    const onFocus = () => void refresh();
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [refresh]);

  const userId = session.user?.id;
  useEffect(() => {
    if (session.status !== "loading") accountIs(userId ?? null);
  }, [session.status, userId]);

  useEffect(() => {
    setIsAdmin(false);
    if (!userId) return;
    let current = true;
    loadRequests()
      .then(({ fetchIsAdmin }) => fetchIsAdmin())
      .then((admin) => current && setIsAdmin(admin))
      .catch(() => {
        // Not knowing means not showing the admin entry; the server checks again anyway.
      });
    return () => {
      current = false;
    };
  }, [userId]);

  const signOut = useCallback(async () => {
    const { postSignOut } = await loadRequests();
    await postSignOut();
    latest.current++;
    apply(null);
  }, [apply]);

  const openAuthDialog = useCallback((mode: AuthDialogMode, options: OpenAuthDialogOptions = {}) => {
    const returnFocus = options.returnFocus !== undefined ? options.returnFocus : (document.activeElement as HTMLElement | null);
    setDialog({ mode, notice: options.notice, offerResend: options.offerResend, key: ++openings.current, returnFocus });
  }, []);

  const closeAuthDialog = useCallback(() => setDialog(null), []);

  const openAdmin = useCallback(() => adminOpener.current?.(), []);
  const onOpenAdmin = useCallback((handler: () => void) => {
    adminOpener.current = handler;
    return () => {
      if (adminOpener.current === handler) adminOpener.current = null;
    };
  }, []);

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

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
