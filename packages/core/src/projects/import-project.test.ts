import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { type AssetStorage, createLocalAssetStorage } from "../assets/storage/asset-storage";
import { campaignNfts, campaigns } from "../campaigns/tables";
import { channelAssets, channelContents, channels } from "../channels/tables";
import { companies } from "../companies/tables";
import { codes, conditions } from "../conditions/tables";
import type { CoreContext } from "../context";
import { operators } from "../operators/tables";
import { createTestContext, sandboxSocialConfig, useTestDatabase } from "../testing";
import { users } from "../users/tables";
import { DEMO_PROJECT_FILE, importProject } from "./import-project";
import { projectAssets, projects } from "./tables";

const db = useTestDatabase();
const demo = () => parse(readFileSync(DEMO_PROJECT_FILE, "utf8"), { maxAliasCount: 1000 }) as Record<string, unknown>;
const baseDir = new URL(".", DEMO_PROJECT_FILE);
const assetsDir = mkdtempSync(join(tmpdir(), "fanfare-import-"));
afterAll(() => rmSync(assetsDir, { recursive: true, force: true }));

const unreachable = "http://127.0.0.1:9";
const PROVIDERS = sandboxSocialConfig(unreachable);

/** Every table an import writes, counted. */
async function rows(ctx: CoreContext) {
  const tables = {
    users,
    companies,
    operators,
    projects,
    projectAssets,
    campaigns,
    campaignNfts,
    conditions,
    codes,
    channels,
    channelAssets,
    channelContents,
  };
  const counted = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await ctx.db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(counted);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("an import is all or nothing", () => {
  it("refuses up front a campaign whose provider is not configured, naming it, and creates nothing", async () => {
    // The demo file on a server without Spotify: its 12th campaign needs Spotify, so nothing is created.
    const { ctx } = createTestContext(db.current);
    const before = await rows(ctx);
    const error = await importProject(ctx, demo(), { baseDir }).catch((e: unknown) => e);
    expect(await rows(ctx)).toEqual(before);
    expect(error).toMatchObject({ code: "socialAccount-E2002" });
    expect((error as Error).message).toMatch(/^campaigns\[11\] "Like the new song".*SPOTIFY_LIKE_SONG.*SPOTIFY/u);
  });

  it("refuses a project's bad link as a campaign's (request-E1000, naming where), and creates nothing", async () => {
    const { ctx } = createTestContext(db.current);
    ctx.config = { ...ctx.config, social: PROVIDERS };
    const before = await rows(ctx);
    const withProjectLinks = (links: unknown[]) => {
      const raw = demo();
      return { ...raw, project: { ...(raw.project as object), links } };
    };
    const link = { type: "URL", url: "https://fanfare.example.com" };
    const tooMany = Array.from({ length: 11 }, () => link);
    for (const [links, where] of [
      [[link, { type: "URL", url: "javascript:alert(1)" }], /^project\.links\.1\.url: /u],
      [[{ type: "TIKTOK", url: "https://www.tiktok.com/@fanfare" }], /^project\.links\.0\.type: /u],
      [tooMany, /^project\.links: /u],
    ] as const) {
      const error = await importProject(ctx, withProjectLinks([...links]), { baseDir }).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: "request-E1000" });
      expect((error as Error).message).toMatch(where);
    }
    // A campaign's bad link is refused with the same code, named by its campaign.
    const raw = demo();
    const [first, ...others] = raw.campaigns as Record<string, unknown>[];
    const badCampaign = {
      ...raw,
      campaigns: [{ ...first, links: [{ type: "URL", url: "ftp://x.example" }] }, ...others],
    };
    const error = await importProject(ctx, badCampaign, { baseDir }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "request-E1000" });
    expect((error as Error).message).toMatch(/^campaigns\[0\]\.links\.0\.url: /u);
    expect(await rows(ctx)).toEqual(before);
  });

  it("rolls back everything when the N-th campaign fails while it is written", async () => {
    const { ctx } = createTestContext(db.current);
    ctx.config = { ...ctx.config, social: PROVIDERS };
    const raw = demo();
    const list = raw.campaigns as { title: { en: string } }[];
    const n = 5;
    const boom = list[n - 1] as { title: Record<string, string> };
    boom.title = { ...boom.title, en: "Refused by the database" };
    // A failure no check before writing can foresee: the database refuses the 5th campaign's insert.
    await ctx.db.execute(sql`
      create function refuse_campaign() returns trigger language plpgsql as $$
      begin
        if new.texts->'title'->>'en' = 'Refused by the database' then raise exception 'refused (test)'; end if;
        return new;
      end $$`);
    await ctx.db.execute(
      sql`create trigger refuse_campaign before insert on campaigns for each row execute function refuse_campaign()`,
    );
    try {
      const before = await rows(ctx);
      const error = (await importProject(ctx, raw, { baseDir }).catch((e: unknown) => e)) as Error;
      expect(String((error.cause as Error | undefined)?.message ?? error.message)).toMatch(/refused \(test\)/u);
      expect(await rows(ctx)).toEqual(before);
    } finally {
      await ctx.db.execute(sql`drop trigger refuse_campaign on campaigns`);
      await ctx.db.execute(sql`drop function refuse_campaign()`);
    }
  });

  it("rolls back everything and removes the files it stored when the asset store fails half-way", async () => {
    const local = createLocalAssetStorage(assetsDir);
    let puts = 0;
    const failing: AssetStorage = {
      kind: local.kind,
      read: (key, range) => local.read(key, range),
      remove: (key) => local.remove(key),
      async put(key, body, contentType) {
        puts += 1;
        if (puts === 2) throw new Error("store unavailable (test)");
        await local.put(key, body, contentType);
      },
    };
    const { ctx } = createTestContext(db.current, { storage: failing });
    ctx.config = { ...ctx.config, social: PROVIDERS };
    const before = await rows(ctx);
    await expect(importProject(ctx, demo(), { baseDir })).rejects.toThrow(/store unavailable/u);
    expect(puts).toBe(2);
    expect(await rows(ctx)).toEqual(before);
    expect(filesUnder(assetsDir)).toEqual([]);
  });

  it("keeps what it created once it succeeds", async () => {
    const { ctx } = createTestContext(db.current, { storage: createLocalAssetStorage(assetsDir) });
    ctx.config = { ...ctx.config, social: PROVIDERS };
    const before = await rows(ctx);
    const result = await importProject(ctx, demo(), { baseDir });
    const after = await rows(ctx);
    expect(after.projects).toBe((before.projects ?? 0) + 1);
    expect(after.campaigns).toBe((before.campaigns ?? 0) + result.campaigns.length);
    expect(after.channelAssets).toBe((before.channelAssets ?? 0) + 3);
    expect(filesUnder(assetsDir)).toHaveLength(3);
  });
});
