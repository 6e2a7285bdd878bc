import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { generatedAnswer, type Generated } from "../content-schema";
import { servicePath, useRefreshPosts } from "./paths";

export interface GenerateRequest {
  topic: string;
  content_type: string;
  platforms: string[];
}

/** POST /api/services/{id}/posts/generate — 201 {"posts": [...], "engine", "note"}, a draft per platform. */
export function generatePosts(serviceId: string, req: GenerateRequest): Promise<Generated> {
  return apiRequest(`${servicePath(serviceId)}/posts/generate`, {
    method: "POST",
    body: req,
    parse: (data) => generatedAnswer.parse(data),
  });
}

export function useGeneratePosts(serviceId: string) {
  const refresh = useRefreshPosts(serviceId);
  return useMutation({ mutationFn: (req: GenerateRequest) => generatePosts(serviceId, req), onSuccess: refresh });
}
