// The files of Vitest's node project, in one place: vitest.config.ts runs them, and
// node-tests-share-modules.test.mjs checks that they may share their worker's modules.
export const NODE_TEST_FILES = [
  "packages/*/src/**/*.test.ts",
  "apps/api/src/**/*.test.ts",
  "apps/web/server/**/*.test.mjs",
  "scripts/**/*.test.{ts,mjs}",
];
