/**
 * Who the tab's data belongs to. The server state a page keeps (TanStack Query's cache:
 * the profile, the services, the metrics) is one account's; when the tab signs out, or
 * another account signs in without a reload, it must not be shown again. The auth state
 * says who is signed in (accountIs); the query cache forgets everything but the session,
 * which names the new account, when that changes (onAccountChange). A tiny module of its own, so every page's first load, which carries
 * the auth state, does not carry TanStack Query too.
 */
let current: string | null | undefined; // undefined until the auth state first settles
const listeners = new Set<() => void>();

/** Tells who is signed in now (null: no one); listeners hear of a change from one to another. */
export function accountIs(userId: string | null): void {
  const changed = current !== undefined && current !== userId;
  current = userId;
  if (changed) for (const listener of listeners) listener();
}

/** Calls listener whenever the signed-in account changes; returns the way to stop. */
export function onAccountChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets who was signed in (tests start afresh); the listeners stay. */
export function resetAccountForTests(): void {
  current = undefined;
}
