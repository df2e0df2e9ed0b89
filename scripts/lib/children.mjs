import { spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import { createInterface } from "node:readline";

/**
 * Runs the product's processes side by side. Each child gets its own process group (`detached`), so
 * stopping it also stops everything it started (tsx's esbuild service, Next's workers): no orphans.
 * Every output line is prefixed with the child's name.
 */

const COLOURS = [36, 35, 33, 32, 34, 31];

/** @param {NodeJS.WriteStream} stream */
function useColour(stream) {
  if (process.env.NO_COLOR) return false;
  if (process.env.FORCE_COLOR && process.env.FORCE_COLOR !== "0") return true;
  return Boolean(stream.isTTY);
}

/**
 * @param {string} name
 * @param {number} index
 * @param {number} width
 */
export function formatPrefix(name, index, width, colour = useColour(process.stdout)) {
  const label = `${name.padEnd(width)} |`;
  return colour ? `\u001b[${COLOURS[index % COLOURS.length]}m${label}\u001b[0m` : label;
}

/** The start script's own lines, prefixed like a child's. @param {string} message */
export function log(message) {
  const prefix = formatPrefix("fanfare", 0, 8);
  process.stdout.write(
    `${message
      .split("\n")
      .map((line) => `${prefix} ${line}`)
      .join("\n")}\n`,
  );
}

/**
 * @typedef {{ code: number | null, signal: NodeJS.Signals | null, error?: Error }} ExitInfo
 * @typedef {{ name: string, pid: number | undefined, exited: Promise<ExitInfo>, hasExited: () => boolean }} Child
 */

export class Supervisor {
  /** @type {Set<number>} process group ids that may still hold processes */
  #groups = new Set();
  /** @type {Child[]} */
  #children = [];
  #stopping = false;
  #count = 0;
  #width;
  #onUnexpectedExit;

  /**
   * @param {{ onUnexpectedExit: (child: Child, exit: ExitInfo) => void, nameWidth?: number }} options
   */
  constructor({ onUnexpectedExit, nameWidth = 8 }) {
    this.#onUnexpectedExit = onUnexpectedExit;
    this.#width = nameWidth;
    // Last line of defence: whatever happens to us, take the children down too.
    process.on("exit", () => this.#killAll("SIGKILL"));
  }

  get isStopping() {
    return this.#stopping;
  }

  /**
   * Starts a long-running child. Its exit (any code) while we are not stopping is "unexpected".
   * With `oneShot`, the child is expected to finish: only a non-zero exit is reported as unexpected.
   * With `logFile`, the output goes (unprefixed) to that file instead of the console.
   *
   * @param {string} name
   * @param {string} command
   * @param {string[]} args
   * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, oneShot?: boolean, logFile?: string }} [options]
   * @returns {Child}
   */
  spawn(name, command, args, { cwd, env = process.env, oneShot = false, logFile } = {}) {
    const index = this.#count++;
    const logFd = logFile === undefined ? undefined : openSync(logFile, "a");
    /** @type {import("node:child_process").StdioOptions} */
    const stdio = logFd === undefined ? ["ignore", "pipe", "pipe"] : ["ignore", logFd, logFd];
    const child = spawn(command, args, { cwd, env, detached: true, stdio });
    if (logFd !== undefined) closeSync(logFd);
    const pid = child.pid;
    if (pid !== undefined) this.#groups.add(pid);
    if (child.stdout && child.stderr) {
      const prefix = formatPrefix(name, index + 1, this.#width);
      const errPrefix = formatPrefix(name, index + 1, this.#width, useColour(process.stderr));
      for (const [stream, out, pre] of /** @type {const} */ ([
        [child.stdout, process.stdout, prefix],
        [child.stderr, process.stderr, errPrefix],
      ])) {
        createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on("line", (line) => {
          out.write(`${pre} ${line}\n`);
        });
      }
    }
    let done = false;
    /** @type {Promise<ExitInfo>} */
    const exited = new Promise((resolve) => {
      child.once("error", (error) => {
        if (done) return;
        done = true;
        resolve({ code: null, signal: null, error });
      });
      child.once("exit", (code, signal) => {
        if (done) return;
        done = true;
        resolve({ code, signal });
      });
    });
    /** @type {Child} */
    const handle = { name, pid, exited, hasExited: () => done };
    this.#children.push(handle);
    void exited.then((exit) => {
      if (this.#stopping) return;
      if (oneShot && exit.code === 0) return;
      this.#onUnexpectedExit(handle, exit);
    });
    return handle;
  }

  /**
   * Stops every child: SIGTERM to each process group, then SIGKILL to whatever is left after `graceMs`.
   * @param {{ graceMs?: number }} [options]
   */
  async stopAll({ graceMs = 10_000 } = {}) {
    this.#stopping = true;
    this.#killAll("SIGTERM");
    const deadline = Date.now() + graceMs;
    while (Date.now() < deadline && this.#liveGroups().length > 0) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    this.#killAll("SIGKILL");
  }

  /** Immediate SIGKILL of everything (second Ctrl-C). */
  killNow() {
    this.#stopping = true;
    this.#killAll("SIGKILL");
  }

  #liveGroups() {
    for (const pgid of this.#groups) {
      try {
        process.kill(-pgid, 0);
      } catch {
        this.#groups.delete(pgid);
      }
    }
    return [...this.#groups];
  }

  /** @param {NodeJS.Signals} signal */
  #killAll(signal) {
    for (const pgid of this.#liveGroups()) {
      try {
        process.kill(-pgid, signal);
      } catch {
        // Already gone.
      }
    }
  }
}
