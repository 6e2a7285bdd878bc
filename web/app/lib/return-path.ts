/**
 * The pages a visitor may be sent back to after signing in (password, verification link
 * or Google). The server keeps the same list (internal/lexa/return_path.go) and refuses
 * anything else; testdata/return-paths.json pins both. A fixed list, so a `return`
 * parameter can never send anyone off-site.
 */
export const returnPaths = ["/", "/dashboard", "/analytics", "/settings", "/settings?delete=1"] as const;

export type ReturnPath = (typeof returnPaths)[number];

export function isReturnPath(path: unknown): path is ReturnPath {
  return typeof path === "string" && (returnPaths as readonly string[]).includes(path);
}

/** path when it is an allowed return page, else undefined. */
export function returnPathOf(path: string | null | undefined): ReturnPath | undefined {
  return isReturnPath(path) ? path : undefined;
}
