import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { type FanCampaign, loadFanCampaign } from "./load-campaign";
import { campaignNfts } from "./tables";

/** A campaign as the claim path needs it: the fan view plus the NFT a claim gets when no code links one. */
export type ClaimCampaign = FanCampaign & { defaultNftId: string | null };

/**
 * How long a loaded campaign is reused. The claim path reads the campaign on every request only to check
 * that it is published and its distribution window open; at a thousand claims a second that is most of
 * the database's work, for a row that changes a few times in a campaign's life. One second of staleness
 * (an operator's END or window change seen up to a second late by other processes) is accepted; this
 * process forgets its copies at once when an operator changes a campaign, project or company. Nothing
 * here decides supply, limits or progress: those are always read fresh.
 */
const TTL_MS = 1_000;

type Entry = { loadedAt: number; value: Promise<ClaimCampaign> };
const caches = new WeakMap<object, Map<string, Entry>>();

function cacheOf(db: DbOrTx): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

async function load(db: DbOrTx, campaignId: string): Promise<ClaimCampaign> {
  const found = await loadFanCampaign(db, campaignId);
  const [nft] = await db
    .select({ id: campaignNfts.id })
    .from(campaignNfts)
    .where(eq(campaignNfts.campaignId, campaignId))
    .orderBy(asc(campaignNfts.position))
    .limit(1);
  return { ...found, defaultNftId: nft?.id ?? null };
}

/** The campaign for a claim, at most TTL_MS old; refusals (not found, deleted company) are never cached. */
export function loadClaimCampaign(db: DbOrTx, campaignId: string): Promise<ClaimCampaign> {
  const cache = cacheOf(db);
  const now = performance.now();
  const hit = cache.get(campaignId);
  if (hit && now - hit.loadedAt < TTL_MS) return hit.value;
  // Concurrent requests share one load instead of each reading the row.
  const value = load(db, campaignId);
  const entry = { loadedAt: now, value };
  cache.set(campaignId, entry);
  value.catch(() => {
    if (cache.get(campaignId) === entry) cache.delete(campaignId);
  });
  if (cache.size > 10_000) cache.clear(); // a bound, not an eviction policy: there are few live campaigns
  return value;
}

/** An operator changed something a fan's claim depends on: this process reloads every campaign. */
export function forgetClaimCampaigns(db: DbOrTx): void {
  caches.get(db)?.clear();
}
