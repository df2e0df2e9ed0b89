import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { NODE_TEST_FILES } from "./scripts/lib/node-test-files.mjs";

const SHARE_IMAGE_TEST = "apps/web/src/features/campaigns/share-image/share-image.test.tsx";

/** What both web projects share. */
const web = {
  // apps/web's tsconfig keeps JSX as is for Next; the tests need it compiled to the automatic runtime.
  oxc: { jsx: { runtime: "automatic" as const } },
  resolve: { alias: { "@/": fileURLToPath(new URL("./apps/web/src/", import.meta.url)) } },
};

// One runner for the whole repository: node-side packages and the web components (happy-dom).
// Database suites get a fresh PGlite per file, or a fresh PostgreSQL database when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    // Every core. Vitest's default for `vitest run` is one less than the cores, one worker on this 2-core
    // machine, which left a core idle while the database suites ran one file at a time. The suites use
    // their own databases, temp folders and system-given ports (freePort), so files can run side by side.
    maxWorkers: "100%",
    projects: [
      {
        test: {
          name: "node",
          include: NODE_TEST_FILES,
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The files of a worker share its modules instead of each importing core's 2,600 files again:
          // 243 s -> 141 s for this project on this 2-core machine (issue 17, item 4; docs/test-suite.md).
          // Safe because no node test mocks a module or stubs a global or the environment (none uses
          // vi.mock, vi.stubGlobal, vi.stubEnv or assigns process.env), and the packages keep their
          // per-process state keyed by what it belongs to (a database, a secret, a request), never bare.
          // scripts/lib/node-tests-share-modules.test.mjs fails when a node test starts doing so; a test
          // that needs it belongs in a project of its own with isolation (as web-og is for its reason).
          isolate: false,
        },
      },
      {
        ...web,
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          exclude: [SHARE_IMAGE_TEST],
          environment: "happy-dom",
          setupFiles: ["apps/web/src/test/setup.ts"],
          // Each file still gets its own context (mocks and module state do not leak between files), but
          // in a VM context of a long-lived worker instead of a new process with a new happy-dom: the web
          // suite ran in 295 s with the default forks and 63 s so on this 2-core machine (issue 17, item 4).
          pool: "vmThreads",
        },
      },
      {
        // next/og's image renderer resolves its assets with file URLs, which fail inside a VM context
        // ("Invalid URL"): this one server-side file keeps the default process per file.
        ...web,
        test: {
          name: "web-og",
          include: [SHARE_IMAGE_TEST],
          environment: "node",
          setupFiles: ["apps/web/src/test/setup.ts"],
        },
      },
    ],
  },
});
