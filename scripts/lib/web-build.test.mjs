import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildSettings, checkWebBuild, newestSource, webSourcePaths, writeBuildStamp } from "./web-build.mjs";

describe("web build staleness", () => {
  /** @type {string} */
  let root;
  /** @type {string} */
  let distDir;
  /** @type {string[]} */
  let sourcePaths;
  const env = { API_ORIGIN: "http://127.0.0.1:3001", PUBLIC_URL: "http://localhost:3000", HOME: "/root" };

  /**
   * @param {string} path
   * @param {number} secondsAgo
   */
  const write = (path, secondsAgo) => {
    mkdirSync(join(path, ".."), { recursive: true });
    writeFileSync(path, "x");
    const when = new Date(Date.now() - secondsAgo * 1000);
    utimesSync(path, when, when);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "fanfare-build-test-"));
    distDir = join(root, "apps/web/.next");
    write(join(root, "apps/web/src/app/page.tsx"), 100);
    write(join(root, "apps/web/messages/ja/common.json"), 100);
    write(join(root, "packages/protocol/src/index.ts"), 100);
    write(join(root, "apps/web/next.config.ts"), 100);
    sourcePaths = webSourcePaths(root);
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  const markBuilt = (/** @type {number} */ secondsAgo, buildEnv = env) => {
    write(join(distDir, "BUILD_ID"), secondsAgo);
    writeBuildStamp({ distDir, env: buildEnv, startedAt: Date.now() - secondsAgo * 1000 });
  };

  it("is stale when there is no build", () => {
    expect(checkWebBuild({ distDir, sourcePaths, env })).toEqual({ stale: true, reason: "no build yet" });
  });

  it("is fresh when the build started after every source change", () => {
    markBuilt(50);
    expect(checkWebBuild({ distDir, sourcePaths, env })).toEqual({ stale: false, reason: "up to date" });
  });

  it.each([
    "apps/web/src/app/page.tsx",
    "apps/web/messages/ja/common.json",
    "packages/protocol/src/index.ts",
    "apps/web/next.config.ts",
  ])("is stale when %s changed after the build started", (file) => {
    markBuilt(50);
    write(join(root, file), 10);
    const result = checkWebBuild({ distDir, sourcePaths, env });
    expect(result.stale).toBe(true);
    expect(result.reason).toContain(file);
  });

  it("ignores next-env.d.ts, which Next rewrites on every run", () => {
    markBuilt(50);
    write(join(root, "apps/web/next-env.d.ts"), 1);
    expect(checkWebBuild({ distDir, sourcePaths: webSourcePaths(root), env }).stale).toBe(false);
  });

  it("is stale when the build was made for another API_ORIGIN or PUBLIC_URL", () => {
    markBuilt(50, { ...env, API_ORIGIN: "http://127.0.0.1:3101" });
    expect(checkWebBuild({ distDir, sourcePaths, env })).toMatchObject({ stale: true, reason: /settings/ });
  });

  it("is stale when the build has no stamp (made outside the start script)", () => {
    write(join(distDir, "BUILD_ID"), 50);
    expect(checkWebBuild({ distDir, sourcePaths, env })).toMatchObject({ stale: true });
  });

  it("records only build-time settings", () => {
    expect(buildSettings({ ...env, NEXT_PUBLIC_X: "1", SECRET: "s" })).toEqual({
      API_ORIGIN: "http://127.0.0.1:3001",
      NEXT_PUBLIC_X: "1",
      PUBLIC_URL: "http://localhost:3000",
    });
  });

  it("finds the newest file and tolerates missing paths", () => {
    write(join(root, "apps/web/src/newest.ts"), 1);
    expect(newestSource([join(root, "missing"), join(root, "apps/web/src")]).file).toBe(
      join(root, "apps/web/src/newest.ts"),
    );
    expect(newestSource([join(root, "missing")])).toEqual({ mtimeMs: 0, file: null });
  });
});
