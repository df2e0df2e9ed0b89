import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger, embeddedSecret } from "./runtime";

describe("embeddedSecret", () => {
  const dirs: string[] = [];
  const fresh = () => {
    const dir = mkdtempSync(join(tmpdir(), "fanfare-secret-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("makes the secret once, keeps it readable only by its owner, and reads it back afterwards", () => {
    const dir = fresh();
    expect(embeddedSecret(dir, "session-secret", () => "first")).toBe("first");
    expect(embeddedSecret(dir, "session-secret", () => "second")).toBe("first");
    expect(statSync(join(dir, "session-secret")).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(["session-secret"]);
  });

  it("uses the secret of a process that wrote it first, while this one was making its own", () => {
    const dir = fresh();
    // Another process on the same DATA_DIR gets there between this one's look and its write.
    const secret = embeddedSecret(dir, "wallet-encryption-key", () => {
      writeFileSync(join(dir, "wallet-encryption-key"), "the other process's", { mode: 0o600 });
      return "this process's";
    });
    expect(secret).toBe("the other process's");
    expect(readFileSync(join(dir, "wallet-encryption-key"), "utf8")).toBe("the other process's");
    expect(readdirSync(dir)).toEqual(["wallet-encryption-key"]);
  });
});

describe("createLogger", () => {
  it("names the service and the process on every line", () => {
    const lines: string[] = [];
    createLogger({ LOG_LEVEL: "info" }, "worker", { write: (line: string) => lines.push(line) }).info("started");
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ service: "worker", pid: process.pid, msg: "started" });
  });
});
