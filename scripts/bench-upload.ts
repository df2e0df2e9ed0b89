// `npm run bench:upload`: concurrent large channel-asset uploads through the real API (a separate
// process, as in production), to show that uploads are streamed: the API's resident memory stays flat
// however large and however many the files. Not part of `npm test`. Prints throughput and the API
// process's RSS (idle, sampled during the uploads, and the kernel's high-water mark), checks every
// upload's sha256 and stored size, and exits 1 when one is wrong (2 when the setup fails).
//
// Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres: the database
// `fanfare_bench_upload` is created there and dropped), BENCH_API_PORT (3402), BENCH_UPLOADS (4, all at
// once), BENCH_MB (100: each file's size in MB of 10^6 bytes; the limit is ASSET_MAX_BYTES, 100 MiB),
// BENCH_ROUNDS (2), BENCH_STORAGE=s3 to store through the S3 client (multipart) into a stand-in in this
// process instead of the local folder.
import { type ChildProcess, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { pipeline } from "node:stream/promises";
import {
  addOperator,
  type CoreContext,
  createCaptchaVerifier,
  createCompany,
  createProject,
  DEFAULT_CORE_CONFIG,
  openDatabase,
  requireOperator,
  signAccessToken,
  systemClock,
} from "@fanfare/core";
import pg from "pg";
import pino from "pino";
import { repoRoot, tsxArgs } from "./lib/paths.mjs";

const SERVER_URL = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const DB_NAME = "fanfare_bench_upload";
const API_PORT = Number(process.env.BENCH_API_PORT || 3402);
const UPLOADS = Number(process.env.BENCH_UPLOADS || 4);
const FILE_BYTES = Number(process.env.BENCH_MB || 100) * 1_000_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS || 2);
const STORAGE = process.env.BENCH_STORAGE === "s3" ? "s3" : "local";
const SECRET = randomBytes(32).toString("hex");
const MB = 1024 * 1024;
const say = (line: string) => console.log(line);
const mib = (bytes: number) => `${(bytes / MB).toFixed(1)} MiB`;

const dbUrl = (() => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
})();

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh database with one operator, their project and a signed-in session (no mail round trip). */
async function setup(): Promise<{ projectId: string; token: string }> {
  await adminQuery(`drop database if exists ${DB_NAME} with (force)`);
  await adminQuery(`create database ${DB_NAME}`);
  const database = await openDatabase({ url: dbUrl });
  try {
    await database.migrate();
    const ctx: CoreContext = {
      db: database.db,
      clock: systemClock,
      mailer: { send: async () => {}, close: () => {} },
      captcha: createCaptchaVerifier({ provider: "none" }),
      log: pino({ level: "warn" }),
      config: { ...DEFAULT_CORE_CONFIG, publicUrl: "http://localhost:3000", sessionSecret: SECRET },
    };
    const company = await createCompany(ctx, { name: "Bench label" });
    const { userId } = await addOperator(ctx, { companyId: company.id, email: "op@bench.example", role: "OWNER" });
    const operator = await requireOperator(ctx, userId);
    const text = (s: string) => ({ ja: s, en: s });
    const project = await createProject(ctx, operator, {
      name: text("Bench"),
      description: text("Bench"),
      allowedCountries: ["JP"],
    });
    const pool = new pg.Pool({ connectionString: dbUrl, max: 1 });
    const session = await pool.query<{ id: string }>("insert into sessions (user_id) values ($1) returning id", [
      userId,
    ]);
    await pool.end();
    const sid = session.rows[0]?.id;
    if (!sid) throw new Error("no session");
    return { projectId: project.id, token: signAccessToken({ sub: userId, sid }, SECRET, new Date(), 3_600).token };
  } finally {
    await database.close();
  }
}

// ---------------------------------------------------------------- an S3 stand-in --------------------------

/**
 * Enough of S3 for the storage's calls (PUT, multipart create / part / complete / abort), writing parts
 * to disk as they arrive, so this process holds no object in memory either.
 */
async function startS3StandIn(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  let n = 0;
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "", "http://s3");
    const name = url.pathname.replaceAll("/", "_");
    if (req.method === "POST" && url.searchParams.has("uploads")) {
      req.resume();
      res.end(`<InitiateMultipartUploadResult><UploadId>u${++n}</UploadId></InitiateMultipartUploadResult>`);
      return;
    }
    const uploadId = url.searchParams.get("uploadId");
    const partNumber = url.searchParams.get("partNumber");
    if (req.method === "PUT") {
      await pipeline(req, createWriteStream(join(dir, partNumber ? `${uploadId}.${partNumber}` : name)));
      res.setHeader("etag", `"${uploadId}-${partNumber}"`);
      res.end();
      return;
    }
    req.resume();
    if (req.method === "POST" && uploadId) {
      res.end("<CompleteMultipartUploadResult/>");
      return;
    }
    res.statusCode = req.method === "DELETE" ? 204 : 404;
    res.end();
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

// ---------------------------------------------------------------- the API --------------------------------

let stopping = false;

function startApi(assetsDir: string, s3Url: string | null): ChildProcess {
  const env = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: dbUrl,
    API_PORT: String(API_PORT),
    API_HOST: "127.0.0.1",
    SESSION_SECRET: SECRET,
    WEB_PROXY_SECRET: SECRET,
    WALLET_ENCRYPTION_KEY: randomBytes(32).toString("base64url"),
    WEBHOOK_SECRET_ENCRYPTION_KEY: randomBytes(32).toString("base64url"),
    LOG_LEVEL: "warn",
    DATA_DIR: join(repoRoot, ".data", "bench-upload"),
    ASSETS_DIR: assetsDir,
    ...(s3Url
      ? { S3_ENDPOINT: s3Url, S3_BUCKET: "assets", S3_ACCESS_KEY_ID: "bench", S3_SECRET_ACCESS_KEY: "bench" }
      : {}),
  };
  const child = spawn(process.execPath, tsxArgs("apps/api/src/main.ts", "serve"), {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`the API exited early (${code ?? signal})`);
      process.exit(2);
    }
  });
  return child;
}

async function waitReady() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${API_PORT}/api/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the API did not become ready within 60 s");
}

/** VmRSS and VmHWM (the peak) of a process, from /proc (Linux), in bytes. */
async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "mu").exec(status)?.[1] ?? Number.NaN);
  return { rss: kb("VmRSS") * 1024, peak: kb("VmHWM") * 1024 };
}

// ---------------------------------------------------------------- uploads --------------------------------

const MP4_HEAD = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom")]);
const NOISE = randomBytes(MB);

type Result = { ms: number; status: number; ok: boolean; detail: string };

/**
 * One upload of `bytes` bytes (an MP4 header, then noise), written with backpressure and a declared
 * Content-Length as a browser sends it, with the sha256 computed on the way for the check.
 */
function upload(projectId: string, token: string, bytes: number, index: number): Promise<Result> {
  const started = performance.now();
  const hash = createHash("sha256");
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: API_PORT,
        method: "POST",
        path: `/api/v1/operator/projects/${projectId}/channel-assets?filename=bench-${index}.mp4`,
        headers: {
          "content-type": "video/mp4",
          "content-length": String(bytes),
          cookie: `ff_at=${token}`,
          "x-fanfare-csrf": "1",
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const body = Buffer.concat(chunks).toString("utf8");
          const ms = performance.now() - started;
          if (res.statusCode !== 201) return resolve({ ms, status: res.statusCode ?? 0, ok: false, detail: body });
          const asset = JSON.parse(body) as { id: string; size: number; sha256: string };
          const sha256 = hash.digest("hex");
          const ok = asset.size === bytes && asset.sha256 === sha256;
          resolve({ ms, status: 201, ok, detail: ok ? asset.id : `size ${asset.size}, sha256 ${asset.sha256}` });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    (async () => {
      for (let sent = 0; sent < bytes; ) {
        const chunk = Buffer.from(NOISE.subarray(0, Math.min(NOISE.length, bytes - sent)));
        if (sent === 0) MP4_HEAD.copy(chunk);
        chunk[chunk.length - 1] = index; // each file its own bytes
        hash.update(chunk);
        sent += chunk.length;
        if (!req.write(chunk)) await new Promise((ok) => req.once("drain", ok));
      }
      req.end();
    })().catch(reject);
  });
}

async function main() {
  const assetsDir = await mkdtemp(join(tmpdir(), "fanfare-bench-upload-"));
  let api: ChildProcess | null = null;
  let s3: Awaited<ReturnType<typeof startS3StandIn>> | null = null;
  let failed = false;
  try {
    const { projectId, token } = await setup();
    if (STORAGE === "s3") s3 = await startS3StandIn(assetsDir);
    api = startApi(assetsDir, s3?.url ?? null);
    await waitReady();
    const pid = api.pid as number;
    say(
      `bench:upload — ${ROUNDS} rounds of ${UPLOADS} concurrent uploads of ${(FILE_BYTES / 1e6).toFixed(0)} MB, ` +
        `storage ${STORAGE === "s3" ? "S3 (stand-in, multipart)" : "local folder"}, PostgreSQL ${new URL(SERVER_URL).host}, ` +
        `load average ${loadavg()[0]?.toFixed(1)}`,
    );
    // Warm-up: the route, the verb and the storage loaded and compiled.
    const warm = await upload(projectId, token, 2 * MB, 255);
    if (!warm.ok) throw new Error(`warm-up upload failed: ${warm.status} ${warm.detail}`);
    const idle = await memoryOf(pid);
    say(`  API RSS idle (after a warm-up upload)  ${mib(idle.rss)}   (high-water mark so far ${mib(idle.peak)})`);

    let sampledMax = idle.rss;
    const sampler = setInterval(() => {
      memoryOf(pid).then(
        (m) => {
          sampledMax = Math.max(sampledMax, m.rss);
        },
        () => {},
      );
    }, 50);
    for (let round = 1; round <= ROUNDS; round++) {
      const started = performance.now();
      const results = await Promise.all(
        Array.from({ length: UPLOADS }, (_, i) => upload(projectId, token, FILE_BYTES, round * 16 + i)),
      );
      const seconds = (performance.now() - started) / 1000;
      const total = UPLOADS * FILE_BYTES;
      const now = await memoryOf(pid);
      say(
        `  round ${round}: ${UPLOADS} × ${(FILE_BYTES / 1e6).toFixed(0)} MB in ${seconds.toFixed(1)} s — ` +
          `${(total / 1e6 / seconds).toFixed(0)} MB/s together, per upload ` +
          `${results.map((r) => `${(r.ms / 1000).toFixed(1)} s`).join(", ")}; RSS now ${mib(now.rss)}`,
      );
      for (const r of results.filter((x) => !x.ok)) {
        failed = true;
        say(`    FAILED: ${r.status} ${r.detail}`);
      }
      if (STORAGE === "local") {
        for (const r of results.filter((x) => x.ok)) {
          const size = (await stat(join(assetsDir, projectId, r.detail))).size;
          if (size !== FILE_BYTES) {
            failed = true;
            say(`    FAILED: stored ${size} bytes for ${r.detail}`);
          }
        }
      }
    }
    clearInterval(sampler);
    const after = await memoryOf(pid);
    say(`  API RSS max sampled during uploads    ${mib(sampledMax)}   (+${mib(sampledMax - idle.rss)} over idle)`);
    say(`  API RSS high-water mark (VmHWM)       ${mib(after.peak)}`);
    say(
      `  data uploaded                         ${((ROUNDS * UPLOADS * FILE_BYTES) / 1e6).toFixed(0)} MB; ` +
        `${UPLOADS} × ${(FILE_BYTES / 1e6).toFixed(0)} MB buffered would be ${mib(UPLOADS * FILE_BYTES)} at once`,
    );
    say(failed ? "  SOME UPLOADS WERE WRONG" : "  every upload stored whole, sha256 and size as sent");
  } catch (error) {
    console.error(error);
    process.exitCode = 2;
  } finally {
    stopping = true;
    if (api && api.exitCode === null) {
      const exited = new Promise((ok) => api?.once("exit", ok));
      api.kill("SIGTERM");
      await exited;
    }
    await s3?.close();
    await rm(assetsDir, { recursive: true, force: true });
    await adminQuery(`drop database if exists ${DB_NAME} with (force)`).catch(() => {});
  }
  if (failed) process.exitCode = 1;
}

await main();
