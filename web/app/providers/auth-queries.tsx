import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { AuthUser } from "~/lib/auth-user";
import { hasSessionHint } from "~/lib/session-hint";
import { fetchIsAdmin, fetchSession, postSignOut } from "./auth-requests";
import { getQueryClient, QueryProvider } from "./query-provider";

// The auth state's server side, on TanStack Query, in a chunk of its own: the auth
// provider (every page) loads it only when the hint cookie says a session may exist, or
// when someone signs in or out. Anonymous pages load neither it nor TanStack Query.

/** The session query's key; lib/account-change keeps it when the account changes (it names the account). */
export const sessionKey = ["auth", "session"] as const;

/**
 * GET /api/auth/session: the user, or null. Without the hint cookie there is no session
 * to ask about, so the answer is null without a request (after a sign-out in another tab,
 * the server has cleared the hint). Checked again whenever the window regains focus, as
 * that is when another tab may have signed in or out; never retried, so a first check
 * that fails settles as signed out at once.
 */
export const sessionQuery = queryOptions({
  queryKey: sessionKey,
  queryFn: (): Promise<AuthUser | null> => (hasSessionHint() ? fetchSession() : Promise.resolve(null)),
  refetchOnWindowFocus: "always",
  retry: false,
});

/** GET /api/auth/has-role?role=admin, once per signed-in user. */
const adminQuery = (userId: string) =>
  queryOptions({
    queryKey: ["auth", "admin", userId],
    queryFn: fetchIsAdmin,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** What the queries know, as the auth provider keeps it. */
export interface SessionAnswer {
  /** undefined while the first check runs. */
  user: AuthUser | null | undefined;
  /** The admin check's answer and whose it is. */
  admin: { userId: string; isAdmin: boolean } | null;
}

/** Asks the server now (after a sign-in, a sign-up, a profile change); the answer, or null when the check failed. */
export async function refetchSession(): Promise<AuthUser | null | undefined> {
  try {
    return await getQueryClient().fetchQuery({ ...sessionQuery, staleTime: 0 });
  } catch {
    // The query holds the error; the mounted queries report what it means.
    return undefined;
  }
}

/** POST /api/auth/signout; then the session is null, and no check started before it can say otherwise. */
export async function signOutSession(): Promise<void> {
  await postSignOut();
  const client = getQueryClient();
  await client.cancelQueries({ queryKey: sessionKey });
  client.setQueryData(sessionKey, null);
}

function SessionQueries({ onAnswer }: { onAnswer: (answer: SessionAnswer) => void }) {
  const session = useQuery(sessionQuery);
  // A check that failed before any answer counts as signed out, so nothing waits for ever;
  // a later failure keeps the last answer (TanStack Query keeps the data).
  const user = session.data !== undefined ? session.data : session.isError ? null : undefined;
  const userId = user?.id;
  const admin = useQuery({ ...adminQuery(userId ?? ""), enabled: userId !== undefined });
  const isAdmin = admin.data === true;

  useEffect(() => {
    onAnswer({ user, admin: userId ? { userId, isAdmin } : null });
  }, [onAnswer, user, userId, isAdmin]);
  return null;
}

/** Mounted by the auth provider while a session may exist; renders nothing, reports answers. */
export function AuthQueries({ onAnswer }: { onAnswer: (answer: SessionAnswer) => void }) {
  return (
    <QueryProvider>
      <SessionQueries onAnswer={onAnswer} />
    </QueryProvider>
  );
}
