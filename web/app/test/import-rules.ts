// The web app's import rules, checked over a map of source files (path → text) so the
// test can run them on the real tree and on a planted example alike. Paths are relative
// to web/ ("app/features/billing/index.ts"); "~/x" is "app/x" (tsconfig.json paths).

export type SourceFiles = Map<string, string>;

/** One import: the file that imports, and the file it resolves to. */
export interface ImportEdge {
  from: string;
  to: string;
}

const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

// Static imports and re-exports (`import x from "y"`, `export { x } from "y"`,
// `import "y"`) and dynamic ones (`import("y")`).
const IMPORT_PATTERN = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;

function normalise(path: string): string {
  const parts: string[] = [];
  for (const part of path.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== "." && part !== "") parts.push(part);
  }
  return parts.join("/");
}

/** The file a specifier names, or null for a package or a non-source file (css, json). */
export function resolveImport(from: string, specifier: string, files: SourceFiles): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = "app/" + specifier.slice(2);
  else if (specifier.startsWith(".")) base = normalise(from.split("/").slice(0, -1).join("/") + "/" + specifier);
  else return null;
  base = base.replace(/\?.*$/, "");
  if (files.has(base)) return base;
  for (const ext of EXTENSIONS) if (files.has(base + ext)) return base + ext;
  return null;
}

export function importEdges(files: SourceFiles): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const [from, text] of files) {
    for (const match of text.matchAll(IMPORT_PATTERN)) {
      const to = resolveImport(from, match[1]!, files);
      if (to && to !== from) edges.push({ from, to });
    }
  }
  return edges;
}

/** Every import circle, each as the path around it ("a → b → a"), found by depth-first search. */
export function findCycles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const done = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string, path: string[], onPath: Set<string>) => {
    if (onPath.has(file)) {
      cycles.push([...path.slice(path.indexOf(file)), file]);
      return;
    }
    if (done.has(file)) return;
    onPath.add(file);
    path.push(file);
    for (const to of next.get(file) ?? []) visit(to, path, onPath);
    path.pop();
    onPath.delete(file);
    done.add(file);
  };
  for (const file of [...next.keys()].sort()) visit(file, [], new Set());
  return cycles;
}

/** The layer a file is in: "features/<name>" for a feature, else its top folder under app. */
export function layerOf(path: string): string {
  const parts = path.split("/");
  if (parts[1] === "features") return `features/${parts[2]}`;
  return parts.length > 2 ? parts[1]! : "root";
}

// Which layers a layer may not import. Routes, root.tsx and app/test may import anything;
// a test beside its code keeps the rules of its folder.
const FORBIDDEN: Record<string, RegExp> = {
  lib: /^(features|components|providers)/,
  providers: /^features/,
  components: /^features/,
};

/** A public entry: the only file of a feature another feature may import. */
const isPublicEntry = (path: string) => /^app\/features\/[^/]+\/index\.tsx?$/.test(path);

/**
 * The part of the workspace feature a file is in: "page" for components/ (the page that
 * puts a service's workspace together), "shared" for shared/ and the workspace's own
 * top-level files (its words, the tests' host), else the sub-area, a folder per kind of
 * workspace ("voice", "leads", …); null outside the workspace.
 */
export function workspacePartOf(path: string): string | null {
  const match = /^app\/features\/workspace\/(.+)$/.exec(path);
  if (!match) return null;
  const parts = match[1]!.split("/");
  if (parts.length === 1 || parts[0] === "shared") return "shared";
  if (parts[0] === "components") return "page";
  return parts[0]!;
}

const isSubArea = (part: string | null): part is string => part !== null && part !== "shared" && part !== "page";

/** The workspace's rules: a sub-area imports no other sub-area, and shared code imports none. */
function workspaceViolations({ from, to }: ImportEdge): string[] {
  const fromPart = workspacePartOf(from);
  const toPart = workspacePartOf(to);
  if (!isSubArea(toPart) || fromPart === toPart) return [];
  if (isSubArea(fromPart)) return [`a workspace sub-area never imports another (shared code goes to workspace/shared): ${from} → ${to}`];
  if (fromPart === "shared") return [`shared workspace code imports no sub-area: ${from} → ${to}`];
  return [];
}

/** Every broken rule, one readable line each. */
export function importViolations(files: SourceFiles): string[] {
  const edges = importEdges(files);
  const problems = findCycles(edges).map((cycle) => `import circle: ${cycle.join(" → ")}`);
  for (const { from, to } of edges) {
    const fromLayer = layerOf(from);
    const toLayer = layerOf(to);
    const forbidden = FORBIDDEN[fromLayer];
    if (forbidden?.test(toLayer)) problems.push(`${fromLayer} must not import ${toLayer}: ${from} → ${to}`);
    const crossFeature = fromLayer.startsWith("features/") && toLayer.startsWith("features/") && fromLayer !== toLayer;
    if (crossFeature && !isPublicEntry(to)) {
      problems.push(`another feature only through its index.ts: ${from} → ${to}`);
    }
    problems.push(...workspaceViolations({ from, to }));
  }
  return problems;
}
