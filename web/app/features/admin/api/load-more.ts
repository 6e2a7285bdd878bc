import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notify } from "~/lib/notify";
import { adminText } from "../admin-messages";
import { adminListQuery, getAdminList, type AdminListId, type AdminPage } from "./admin-lists";

/**
 * 'Load more': the page after `before`, appended to the list's query data, so the rows
 * stay where every other read of the list finds them. A mutation rather than an infinite
 * query: useMutation is already in the TanStack chunk every form page loads, an infinite
 * query's observer would add to it for this one dialog. A page is appended only if the
 * list still ends at the cursor it was asked after (a reload of the list meanwhile makes
 * it stale); a failure is the spec's 'Failed to load admin data.' and keeps the rows.
 */
export function useLoadMore<L extends AdminListId>(list: L) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (before: string) => getAdminList(list, { before }),
    onSuccess: (page, before) => {
      queryClient.setQueryData(adminListQuery(list).queryKey, (old: AdminPage<L> | undefined) =>
        old && old.nextBefore === before ? { rows: [...old.rows, ...page.rows], nextBefore: page.nextBefore } : old,
      );
    },
    onError: () => void notify.error(adminText.loadFailed, adminText.error),
  });
}
