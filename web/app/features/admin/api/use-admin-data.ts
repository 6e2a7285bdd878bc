import { useQuery } from "@tanstack/react-query";
import { adminListQuery, type AdminListId, type AdminPage } from "./admin-lists";
import { overviewQuery, type Overview } from "./get-overview";

export interface AdminData {
  /** True until the overview and all six lists have answered (or failed). */
  pending: boolean;
  /** True once any of them failed; its tab says so in place. */
  failed: boolean;
  overview: Overview | undefined;
  /** Each list's rows so far and where its next page starts. */
  lists: { [L in AdminListId]: AdminPage<L> | undefined };
}

/**
 * The overview and the six lists, asked for together. Only the dashboard's dialog calls
 * it, and the dialog appears once the admin check has passed. Separate queries rather
 * than one `useQueries`, which would add its observer to the TanStack chunk that every
 * form page loads.
 */
export function useAdminData(): AdminData {
  const overview = useQuery(overviewQuery());
  const users = useQuery(adminListQuery("users"));
  const subscriptions = useQuery(adminListQuery("subscriptions"));
  const contacts = useQuery(adminListQuery("contacts"));
  const audit = useQuery(adminListQuery("audit"));
  const security = useQuery(adminListQuery("security"));
  const roles = useQuery(adminListQuery("roles"));
  const all = [overview, users, subscriptions, contacts, audit, security, roles];
  return {
    pending: all.some((q) => q.isPending),
    failed: all.some((q) => q.isError),
    overview: overview.data,
    lists: {
      users: users.data,
      subscriptions: subscriptions.data,
      contacts: contacts.data,
      audit: audit.data,
      security: security.data,
      roles: roles.data,
    },
  };
}
