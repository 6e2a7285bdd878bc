import { defineConfig } from "vitest/config";

// Unit tests run without the React Router plugin: they import modules directly.
// Component tests (.test.tsx) get a DOM (jsdom); the rest are plain modules and run in
// Node, which spares each of those files jsdom's half-second start. Plain modules keep no
// state between files, so they share one module graph per worker (isolate: false); a
// component test's DOM and mocks are its own. Two workers: Vitest's default on a 2-CPU
// machine is one (the CPUs less one), which left a CPU idle (decision 0062).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    restoreMocks: true,
    maxWorkers: 2,
    // A limit for a test that hangs, not a speed check: a component test that renders a
    // workspace took over Vitest's 5 s default on a loaded machine.
    testTimeout: 15_000,
    projects: [
      { extends: true, test: { name: "dom", environment: "jsdom", include: ["app/**/*.test.tsx"] } },
      { extends: true, test: { name: "node", environment: "node", include: ["app/**/*.test.ts"], isolate: false } },
    ],
  },
});
