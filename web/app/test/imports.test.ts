import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { findCycles, importEdges, importViolations, workspacePartOf, type SourceFiles } from "./import-rules";

// The web app's layering (docs/decisions/0035-web-app-layers-and-tanstack-query-state.md): no import circle;
// lib imports no components, features or providers; providers and components import no
// feature; a feature uses another only through its public entry, features/<name>/index.ts.
// Inside the workspace feature, each kind of workspace (features/workspace/<sub-area>/)
// stands alone: it imports no other sub-area, and what two of them share lives in
// features/workspace/shared/, which imports no sub-area.

const webRoot = join(import.meta.dirname, "..", "..");

function readSources(dir: string, files: SourceFiles = new Map()): SourceFiles {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) readSources(path, files);
    else if (/\.tsx?$/.test(entry.name)) files.set(relative(webRoot, path).split("\\").join("/"), readFileSync(path, "utf8"));
  }
  return files;
}

describe("the web app's imports", () => {
  const files = readSources(join(webRoot, "app"));

  it("reads the whole app and resolves its ~/ and relative imports", () => {
    expect(files.size).toBeGreaterThan(300);
    const edges = importEdges(files);
    expect(edges).toContainEqual({ from: "app/routes/site-layout.tsx", to: "app/providers/auth-provider.tsx" });
  });

  it("keep the layering and make no circle", () => {
    expect(importViolations(files)).toEqual([]);
  });
});

describe("the import checker", () => {
  const planted: SourceFiles = new Map([
    ["app/lib/a.ts", 'import { b } from "./b";'],
    ["app/lib/b.ts", 'export { c } from "~/lib/c";'],
    ["app/lib/c.ts", 'const a = () => import("./a");'],
    ["app/providers/p.tsx", 'import { x } from "~/features/one";'],
    ["app/components/ui/k.tsx", 'import { y } from "~/features/one/y";'],
    ["app/lib/m.ts", 'import { Button } from "~/components/ui/k";'],
    ["app/features/one/index.ts", 'export { y } from "./y";'],
    ["app/features/one/y.ts", "export const y = 1;"],
    ["app/features/two/z.ts", 'import { y } from "~/features/one/y";\nimport { x } from "~/features/one";'],
  ]);

  it("reports a circle as its path", () => {
    expect(findCycles(importEdges(planted))).toEqual([["app/lib/a.ts", "app/lib/b.ts", "app/lib/c.ts", "app/lib/a.ts"]]);
  });

  it("catches each kind of planted violation, and only those", () => {
    expect(importViolations(planted)).toEqual([
      "import circle: app/lib/a.ts → app/lib/b.ts → app/lib/c.ts → app/lib/a.ts",
      "providers must not import features/one: app/providers/p.tsx → app/features/one/index.ts",
      "components must not import features/one: app/components/ui/k.tsx → app/features/one/y.ts",
      "lib must not import components: app/lib/m.ts → app/components/ui/k.tsx",
      "another feature only through its index.ts: app/features/two/z.ts → app/features/one/y.ts",
    ]);
  });
});

describe("the workspace's sub-areas", () => {
  it("are told apart from the page and the shared code", () => {
    expect(
      [
        "app/features/workspace/voice/call-log.tsx",
        "app/features/workspace/shared/documents/api/get-documents.ts",
        "app/features/workspace/workspace-messages.ts",
        "app/features/workspace/components/workspace-page.tsx",
        "app/features/dashboard/index.ts",
      ].map(workspacePartOf),
    ).toEqual(["voice", "shared", "shared", "page", null]);
  });

  it("catch a sub-area importing another, and shared code importing a sub-area", () => {
    const planted: SourceFiles = new Map([
      ["app/features/workspace/components/workspace-page.tsx", 'import { V } from "../voice/v";\nimport { L } from "../leads/l";'],
      ["app/features/workspace/voice/v.tsx", 'import { d } from "../shared/use-d";\nimport { x } from "./x";\nimport { L } from "../leads/l";'],
      ["app/features/workspace/voice/x.ts", "export const x = 1;"],
      ["app/features/workspace/leads/l.tsx", 'import { d } from "~/features/workspace/shared/use-d";'],
      ["app/features/workspace/shared/use-d.ts", 'import { x } from "../voice/x";'],
    ]);
    expect(importViolations(planted)).toEqual([
      "a workspace sub-area never imports another (shared code goes to workspace/shared): app/features/workspace/voice/v.tsx → app/features/workspace/leads/l.tsx",
      "shared workspace code imports no sub-area: app/features/workspace/shared/use-d.ts → app/features/workspace/voice/x.ts",
    ]);
  });
});
