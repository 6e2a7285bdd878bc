import { defineConfig } from "vitest/config";

// Unit tests run without the React Router plugin: they import modules directly.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}"],
    restoreMocks: true,
  },
});
