// ESLint (make lint): the JavaScript and typescript-eslint recommendations, the rules of
// hooks, and jsx-a11y's recommended checks. TypeScript's own checks (npm run typecheck)
// stay with tsc; these rules run without type information, so a lint takes seconds.
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  globalIgnores(["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/"]),
  js.configs.recommended,
  tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // An unused argument or binding named with a leading _ is kept on purpose (a
      // callback's signature, a rest pattern that drops a field).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      // A region or log that scrolls takes keyboard focus so a keyboard can scroll it (axe's
      // scrollable-region-focusable, WCAG 2.1.1); the plugin's default allows tabpanel only.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region", "log"], allowExpressionValues: true }],
    },
  },
  {
    // Playwright's fixtures are not React: their `use` is no hook, and Playwright reads the
    // names a fixture destructures from its first argument, so `async ({}, use)` is required.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off", "no-empty-pattern": "off" },
  },
);
