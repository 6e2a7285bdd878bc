import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// One form style (docs/architecture.md "Web app: forms and API files"): every <form> is
// react-hook-form with a zod schema through zodResolver, built by useZodForm (lib/form.ts)
// or, on a public page, useLazyZodForm (lib/lazy-form.ts). A component may render a form
// its parent built, typed as the lib's ZodForm or LazyZodForm. Only those two modules
// call useForm or import @hookform/resolvers, so no form can be built around them.

const appRoot = join(import.meta.dirname, "..");

/** The modules that build forms. */
const formLib = new Set(["lib/form.ts", "lib/lazy-form.ts"]);

const rendersForm = /<form[\s>]/;
const usesLib = /\b(useZodForm|useLazyZodForm)\s*[<(]|\b(ZodForm|LazyZodForm)</;
const importsLib = /from\s*["']~\/lib\/(form|lazy-form)["']/;
const importsUseForm = /import\s*\{[^}]*\buseForm\b[^}]*\}\s*from\s*["']react-hook-form["']/;
const importsResolvers = /(from\s*|import\s*\(\s*)["']@hookform\/resolvers/;

/** What is wrong with one file's form style, as messages (none: it keeps to it). */
export function formStyleProblems(path: string, text: string): string[] {
  if (formLib.has(path)) return [];
  const problems: string[] = [];
  if (path.endsWith(".tsx") && rendersForm.test(text) && !(usesLib.test(text) && importsLib.test(text))) {
    problems.push(`${path}: renders a <form> not built with useZodForm or useLazyZodForm`);
  }
  if (importsUseForm.test(text)) problems.push(`${path}: calls react-hook-form's useForm itself`);
  if (importsResolvers.test(text)) problems.push(`${path}: imports @hookform/resolvers itself`);
  return problems;
}

function sourceFiles(dir: string, files: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, files);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(relative(appRoot, path).split("\\").join("/"));
  }
  return files;
}

describe("the app's forms", () => {
  it("are all built with useZodForm or useLazyZodForm", () => {
    const files = sourceFiles(appRoot);
    expect(files.length).toBeGreaterThan(300);
    // The check sees the forms it is about.
    const forms = files.filter((path) => path.endsWith(".tsx") && rendersForm.test(readFileSync(join(appRoot, path), "utf8")));
    expect(forms.length).toBeGreaterThanOrEqual(20);
    const found = files.flatMap((path) => formStyleProblems(path, readFileSync(join(appRoot, path), "utf8")));
    expect(found).toEqual([]);
  });

  it("catch a form in the old style, and only that", () => {
    const plain = `export function F() {\n  return <form onSubmit={(e) => e.preventDefault()}><input name="a" /></form>;\n}`;
    expect(formStyleProblems("features/x/f.tsx", plain)).toEqual(["features/x/f.tsx: renders a <form> not built with useZodForm or useLazyZodForm"]);

    const ownUseForm = `import { zodResolver } from "@hookform/resolvers/zod";\nimport { useForm, type Resolver } from "react-hook-form";\n${plain}`;
    expect(formStyleProblems("features/x/f.tsx", ownUseForm)).toEqual([
      "features/x/f.tsx: renders a <form> not built with useZodForm or useLazyZodForm",
      "features/x/f.tsx: calls react-hook-form's useForm itself",
      "features/x/f.tsx: imports @hookform/resolvers itself",
    ]);
    expect(formStyleProblems("features/x/rules.ts", `const load = () => import("@hookform/resolvers/zod");`)).toEqual([
      "features/x/rules.ts: imports @hookform/resolvers itself",
    ]);

    const eager = `import { useZodForm } from "~/lib/form";\nconst f = useZodForm(schema, {});\n${plain}`;
    const lazy = `import { useLazyZodForm } from "~/lib/lazy-form";\nconst f = useLazyZodForm<In, Out>(load, {});\n${plain}`;
    const given = `import type { LazyZodForm } from "~/lib/lazy-form";\nfunction Step({ form }: { form: LazyZodForm<In, Out> }) {}\n${plain}`;
    const types = `import type { FieldErrors, UseFormRegisterReturn } from "react-hook-form";\n${eager}`;
    for (const ok of [eager, lazy, given, types]) expect(formStyleProblems("features/x/f.tsx", ok)).toEqual([]);
    // A <form> in a string or a word that starts with it is not a form.
    expect(formStyleProblems("features/x/f.tsx", `const a = <formatted />; const b = "<formula>";`)).toEqual([]);
    // The lib itself builds forms.
    expect(formStyleProblems("lib/lazy-form.ts", ownUseForm)).toEqual([]);
  });
});
