import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { oneOpeningAnswer, type Opening } from "../document-schema";
import { openingsKey, servicePath } from "./paths";

export interface NewOpening {
  title: string;
  description: string;
  must_have: string[];
  nice_to_have: string[];
  location: string;
}

/** POST /api/services/{id}/openings — 201 {"opening": opening}; 400 with fields. */
export function createOpening(serviceId: string, opening: NewOpening): Promise<Opening> {
  return apiRequest(`${servicePath(serviceId)}/openings`, {
    method: "POST",
    body: opening,
    parse: (data) => oneOpeningAnswer.parse(data).opening,
  });
}

/** Creates a job, then reloads the list of jobs. */
export function useCreateOpening(serviceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (opening: NewOpening) => createOpening(serviceId, opening),
    onSuccess: () => client.invalidateQueries({ queryKey: openingsKey(serviceId) }),
  });
}
