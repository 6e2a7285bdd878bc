import { useQueryClient } from "@tanstack/react-query";
import { documentsKey, openingsKey } from "./paths";

/** After a change: the lists, the jobs' candidate counts and the service's usage are read again. */
export function useRefreshWorkspace(serviceId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: documentsKey(serviceId) }),
      client.invalidateQueries({ queryKey: openingsKey(serviceId) }),
      client.invalidateQueries({ queryKey: ["services"] }),
    ]);
}
