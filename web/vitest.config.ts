import { defineConfig } from "vitest/config";

// Unit tests run without the React Router plugin: they import modules directly.
// Component tests (.test.tsx) get a DOM (jsdom); the rest are plain modules and run in
// Node, which spares each of those files jsdom's half-second start.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    restoreMocks: true,
    projects: [
      { extends: true, test: { name: "dom", environment: "jsdom", include: ["app/**/*.test.tsx"] } },
      { extends: true, test: { name: "node", environment: "node", include: ["app/**/*.test.ts"] } },
    ],
  },
});
