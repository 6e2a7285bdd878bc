import { apiRequest, noContent } from "~/lib/api";
import { brandSchema, postSchema, postsAnswer, type Brand, type Post } from "./content-schema";

/**
 * The content calendar's endpoints (docs/api.md "Workspaces: content calendar"). Every
 * failure is an ApiError: 400 with `fields`, 402 payment_required, 404, 409 while the
 * service is paused, 429.
 */
const servicePath = (serviceId: string) => `/api/services/${encodeURIComponent(serviceId)}`;
const postPath = (serviceId: string, postId: string) => `${servicePath(serviceId)}/posts/${encodeURIComponent(postId)}`;

export type BrandInput = Omit<Brand, "updated_at">;

export function getBrand(serviceId: string, signal?: AbortSignal): Promise<Brand> {
  return apiRequest(`${servicePath(serviceId)}/brand`, { parse: (data) => brandSchema.parse(data), signal });
}

export function saveBrand(serviceId: string, brand: BrandInput): Promise<Brand> {
  return apiRequest(`${servicePath(serviceId)}/brand`, { method: "PUT", body: brand, parse: (data) => brandSchema.parse(data) });
}

/** The list's query: a range of dates (to exclusive) and one status. */
export interface PostQuery {
  from?: string;
  to?: string;
  status?: string;
}

export function postsQuery(q: PostQuery): string {
  const params = new URLSearchParams();
  for (const key of ["from", "to", "status"] as const) if (q[key]) params.set(key, q[key]);
  const s = params.toString();
  return s ? `?${s}` : "";
}

export function getPosts(serviceId: string, q: PostQuery, signal?: AbortSignal): Promise<Post[]> {
  return apiRequest(`${servicePath(serviceId)}/posts${postsQuery(q)}`, { parse: (data) => postsAnswer.parse(data).posts, signal });
}

export interface GenerateRequest {
  topic: string;
  content_type: string;
  platforms: string[];
}

export function generatePosts(serviceId: string, req: GenerateRequest): Promise<Post[]> {
  return apiRequest(`${servicePath(serviceId)}/posts/generate`, {
    method: "POST",
    body: req,
    parse: (data) => postsAnswer.parse(data).posts,
  });
}

/** A post's changes; scheduled_for null clears the time. */
export interface PostChanges {
  body?: string;
  status?: string;
  scheduled_for?: string | null;
}

export function updatePost(serviceId: string, postId: string, changes: PostChanges): Promise<Post> {
  return apiRequest(postPath(serviceId, postId), { method: "PATCH", body: changes, parse: (data) => postSchema.parse(data) });
}

export function deletePost(serviceId: string, postId: string): Promise<void> {
  return apiRequest(postPath(serviceId, postId), { method: "DELETE", parse: noContent });
}

/** The month's scheduled and published posts as a file: "csv" or "ics". */
export const postsExportUrl = (serviceId: string, month: string, format: "csv" | "ics") =>
  `${servicePath(serviceId)}/posts/export.${format}?month=${encodeURIComponent(month)}`;
