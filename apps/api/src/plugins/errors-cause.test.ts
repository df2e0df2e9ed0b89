// Issue 13, item 4: a provider failure answers the unchanged wire body; its cause and context (the
// provider's status and own code, the failing call) go to the server's log only.
import { AppError } from "@fanfare/core";
import { makeCampaign, sandboxSocialConfig } from "@fanfare/core/testing";
import { type Sandbox, SPOTIFY_SANDBOX_IDS, startSandbox, submitConsent } from "@fanfare/sandbox";
import Fastify from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../runtime";
import { cookieHeader, cookieJar, createTestApp } from "../test-app";
import { signInFan } from "../test-fans";
import { registerErrorHandling } from "./errors";

type Line = { level: number; msg: string; code?: string; err?: Record<string, unknown> & { context?: object } };
const lines: string[] = [];
const logged = () => lines.map((line) => JSON.parse(line) as Line);

let t: Awaited<ReturnType<typeof createTestApp>>;
let sandbox: Sandbox;
let verify: () => Promise<{ statusCode: number; body: string; json: () => unknown }>;

beforeAll(async () => {
  sandbox = await startSandbox({ smtpPort: 0, httpPort: 0 });
  t = await createTestApp({
    social: sandboxSocialConfig(sandbox.httpUrl),
    // The product's logger (its `err` serializer, its redaction), writing here.
    logger: createLogger({ LOG_LEVEL: "info" }, "api", { write: (line: string) => lines.push(line) }),
  });
  const { campaignId, conditionIds } = await makeCampaign(t.ctx, {
    conditions: [{ type: "SPOTIFY_LIKE_SONG", trackId: SPOTIFY_SANDBOX_IDS.track }],
  });
  const conditionId = conditionIds[0] ?? "";
  const fan = await signInFan(t);
  await t.app.inject({ method: "POST", url: `/api/v1/campaigns/${campaignId}/policies`, headers: fan.write });
  const base = `/api/v1/campaigns/${campaignId}/conditions/${conditionId}`;
  const connect = await t.app.inject({
    method: "POST",
    url: `${base}/social/connect`,
    headers: fan.write,
    payload: { returnTo: "/ja" },
  });
  const browser = cookieHeader(cookieJar(connect.headers["set-cookie"]));
  const { authorizeUrl } = connect.json() as { authorizeUrl: string };
  const { redirect } = await submitConsent(authorizeUrl, "allow", "sandbox-fan-aiko");
  const back = await t.app.inject({
    url: `${redirect.pathname}${redirect.search}`,
    headers: { cookie: `${fan.read.cookie}; ${browser}` },
  });
  expect(new URL(String(back.headers.location)).searchParams.get("result")).toBe("connected");
  verify = () =>
    t.app.inject({ method: "POST", url: `${base}/spotify`, headers: fan.write, payload: { action: "verify" } });
});
afterAll(async () => {
  await t.close();
  await sandbox.close();
});
beforeEach(() => {
  sandbox.spotify.clearFailures();
  lines.length = 0;
});

describe("a provider failure: the same answer, the cause in the log only", () => {
  it("Spotify answers 500: 502 spotifyCondition-E2001 as before; the error line has the status and Spotify's code", async () => {
    sandbox.spotify.fail({ endpoint: "tracks", mode: "500" });
    const r = await verify();
    expect(r.statusCode).toBe(502);
    expect(r.json()).toEqual({
      code: "spotifyCondition-E2001",
      category: "BAD_REQUEST",
      message: "Spotify could not be reached.",
    });
    expect(r.body).not.toMatch(/Server error|check-library|cause|context|providerCode/);

    const entry = logged().find((line) => line.msg === "request failed");
    expect(entry).toMatchObject({ level: 50, code: "spotifyCondition-E2001" });
    expect(entry?.err?.context).toEqual({
      provider: "SPOTIFY",
      operation: "spotify.check-library",
      failure: "unavailable",
      status: 500,
      providerCode: "Server error.",
    });
    expect(entry?.err?.cause).toMatchObject({ type: "ProviderError", context: { status: 500 } });
  });

  it("Spotify answers 403 (a refusal): the wire body unchanged, a warn line with the status and code", async () => {
    sandbox.spotify.fail({ endpoint: "tracks", mode: "403" });
    const r = await verify();
    expect(r.statusCode).toBe(409);
    expect(Object.keys(r.json() as object).sort()).toEqual(["category", "code", "message"]);
    expect(r.json()).toMatchObject({ code: "socialAccount-E2001" });
    expect(r.body).not.toMatch(/Insufficient client scope|403|check-library/);

    const entry = logged().find((line) => line.msg === "request refused after a provider call");
    expect(entry).toMatchObject({ level: 40, code: "socialAccount-E2001" });
    expect(entry?.err?.context).toMatchObject({
      provider: "SPOTIFY",
      status: 403,
      providerCode: "Insufficient client scope",
    });
  });
});

describe("the error handler itself (a route without a response schema to strip extra keys)", () => {
  it("writes { code, category, message } only: the cause and the context stay in the log", async () => {
    const app: ReturnType<typeof Fastify> = Fastify({
      loggerInstance: createLogger({ LOG_LEVEL: "info" }, "api", { write: (line: string) => lines.push(line) }),
    });
    registerErrorHandling(app);
    app.get("/boom", async () => {
      throw new AppError("instagramCondition-E2003", {
        cause: new Error("the provider answered 503 for fan.private@example.com"),
        context: { provider: "INSTAGRAM", operation: "instagram.list-media", status: 503, providerCode: "2" },
      });
    });
    await app.ready();
    const r = await app.inject({ url: "/boom" });
    await app.close();
    expect(r.statusCode).toBe(502);
    expect(r.json()).toEqual({
      code: "instagramCondition-E2003",
      category: "BAD_REQUEST",
      message: "Cannot get the media data.",
    });
    expect(r.body).not.toMatch(/503|instagram\.list-media|cause|context/);
    const entry = logged().find((line) => line.msg === "request failed");
    expect(entry?.err?.context).toEqual({
      provider: "INSTAGRAM",
      operation: "instagram.list-media",
      status: 503,
      providerCode: "2",
    });
    expect(entry?.err?.cause).toMatchObject({ message: "the provider answered 503 for [email]" });
    expect(lines.join("\n")).not.toContain("example.com");
  });
});
