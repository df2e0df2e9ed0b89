import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// One runner for the whole repository: node-side packages and the web components (happy-dom).
// Database suites get a fresh PGlite per file, or a fresh PostgreSQL database when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "node",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/api/src/**/*.test.ts",
            "apps/web/server/**/*.test.mjs",
            "scripts/**/*.test.{ts,mjs}",
          ],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // apps/web's tsconfig keeps JSX as is for Next; the tests need it compiled to the automatic runtime.
        oxc: { jsx: { runtime: "automatic" } },
        resolve: { alias: { "@/": fileURLToPath(new URL("./apps/web/src/", import.meta.url)) } },
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["apps/web/src/test/setup.ts"],
        },
      },
    ],
  },
});
