import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Supervisor } from "./children.mjs";

/** @param {number} pid */
const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A child that starts a grandchild, prints its pid, then waits forever (ignoring SIGTERM if asked). */
const PARENT_SCRIPT = `
  const { spawn } = require("node:child_process");
  const grandchild = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  if (process.env.IGNORE_TERM) process.on("SIGTERM", () => {});
  console.log("grandchild " + grandchild.pid);
  setInterval(() => {}, 1000);
`;

describe("Supervisor", () => {
  /** @type {string} */
  let dir;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "fanfare-children-test-"));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  /** @param {string} file */
  const waitForGrandchild = async (file) => {
    for (let attempt = 0; attempt < 100; attempt++) {
      const match = readFileSync(file, "utf8").match(/grandchild (\d+)/);
      if (match?.[1]) return Number(match[1]);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("the child never reported its grandchild");
  };

  it("stops a child together with everything it started", async () => {
    const onUnexpectedExit = vi.fn();
    const supervisor = new Supervisor({ onUnexpectedExit });
    const logFile = join(dir, "parent.log");
    const child = supervisor.spawn("parent", process.execPath, ["-e", PARENT_SCRIPT], { logFile });
    const grandchild = await waitForGrandchild(logFile);
    expect(isAlive(grandchild)).toBe(true);

    await supervisor.stopAll({ graceMs: 2_000 });
    expect(child.hasExited()).toBe(true);
    expect(isAlive(grandchild)).toBe(false);
    expect(onUnexpectedExit).not.toHaveBeenCalled();
  });

  it("kills what ignores SIGTERM once the grace period is over", async () => {
    const supervisor = new Supervisor({ onUnexpectedExit: () => {} });
    const logFile = join(dir, "stubborn.log");
    const child = supervisor.spawn("stubborn", process.execPath, ["-e", PARENT_SCRIPT], {
      logFile,
      env: { ...process.env, IGNORE_TERM: "1" },
    });
    const grandchild = await waitForGrandchild(logFile);
    const started = Date.now();
    await supervisor.stopAll({ graceMs: 300 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect((await child.exited).signal).toBe("SIGKILL");
    expect(isAlive(grandchild)).toBe(false);
  });

  it("reports a child that dies on its own", async () => {
    const onUnexpectedExit = vi.fn();
    const supervisor = new Supervisor({ onUnexpectedExit });
    const child = supervisor.spawn("crashy", process.execPath, ["-e", "process.exit(3)"], {
      logFile: join(dir, "crashy.log"),
    });
    await child.exited;
    await vi.waitFor(() => expect(onUnexpectedExit).toHaveBeenCalledOnce());
    expect(onUnexpectedExit.mock.calls[0]?.[1]).toEqual({ code: 3, signal: null });
  });

  it("reports a command that cannot start", async () => {
    const onUnexpectedExit = vi.fn();
    const supervisor = new Supervisor({ onUnexpectedExit });
    const child = supervisor.spawn("missing", join(dir, "no-such-binary"), []);
    const exit = await child.exited;
    expect(exit.error).toBeInstanceOf(Error);
    await vi.waitFor(() => expect(onUnexpectedExit).toHaveBeenCalledOnce());
  });

  it("does not report a one-shot child that succeeds, only one that fails", async () => {
    const onUnexpectedExit = vi.fn();
    const supervisor = new Supervisor({ onUnexpectedExit });
    await supervisor.spawn("ok", process.execPath, ["-e", ""], { oneShot: true, logFile: join(dir, "ok.log") }).exited;
    await supervisor.spawn("bad", process.execPath, ["-e", "process.exit(1)"], {
      oneShot: true,
      logFile: join(dir, "bad.log"),
    }).exited;
    await vi.waitFor(() => expect(onUnexpectedExit).toHaveBeenCalledOnce());
    expect(onUnexpectedExit.mock.calls[0]?.[0].name).toBe("bad");
  });
});
