import type { ChannelRequirement, ChannelRequirements, RequirementMissingReason } from "@fanfare/protocol";
import { and, eq } from "drizzle-orm";
import { countHeldTokens } from "../chain/count-held-tokens";
import { deployedCollections } from "../chain/deployed-collections";
import { claims } from "../claims/tables";
import type { CoreContext } from "../context";
import { provenAddresses } from "../wallets/proven-addresses";
import type { ChannelRow } from "./tables";

export type RequirementCheck = { met: boolean; missing: RequirementMissingReason | null };
export type RequirementsCheck = { met: boolean; items: RequirementCheck[] };

const MET: RequirementCheck = { met: true, missing: null };
const missing = (reason: RequirementMissingReason): RequirementCheck => ({ met: false, missing: reason });

async function checkOne(
  ctx: CoreContext,
  channel: ChannelRow,
  fanId: string,
  requirement: ChannelRequirement,
  addresses: () => Promise<`0x${string}`[]>,
): Promise<RequirementCheck> {
  switch (requirement.type) {
    case "OPEN":
      return MET;
    case "CLAIMED_IN": {
      const [row] = await ctx.db
        .select({ id: claims.id })
        .from(claims)
        .where(and(eq(claims.campaignId, requirement.campaignId), eq(claims.userId, fanId)))
        .limit(1);
      return row ? MET : missing("NOT_CLAIMED");
    }
    case "OWNS_NFT": {
      const owners = await addresses();
      if (owners.length === 0) return missing("NO_WALLET");
      const contracts = requirement.contract
        ? [requirement.contract]
        : await deployedCollections(ctx, { projectId: channel.projectId, campaignId: requirement.campaignId });
      // Any contract held is enough, even when another one's chain does not answer.
      const { held, unavailable } = await countHeldTokens(ctx, { owners, contracts });
      if (held > 0) return MET;
      return missing(unavailable.length > 0 ? "CHAIN_UNAVAILABLE" : "NFT_NOT_OWNED");
    }
  }
}

/** Checks each of a channel's requirements for a fan, now, and combines them with the channel's AND / OR. */
export async function checkRequirements(
  ctx: CoreContext,
  channel: ChannelRow,
  fanId: string,
): Promise<RequirementsCheck> {
  const requirements: ChannelRequirements = channel.requirements;
  let addressList: Promise<`0x${string}`[]> | null = null;
  const addresses = () => {
    addressList ??= provenAddresses(ctx, { userId: fanId });
    return addressList;
  };
  const items = await Promise.all(requirements.items.map((r) => checkOne(ctx, channel, fanId, r, addresses)));
  const met = requirements.operator === "OR" ? items.some((i) => i.met) : items.every((i) => i.met);
  return { met, items };
}

/**
 * How long a check is reused on the content and media paths. A video is fetched in many range
 * requests; reading the chain for each would be slow and costly. So a fan whose NFT left their wallet
 * keeps access for at most this long; joining and the channel page always check afresh (ADR 0017).
 */
export const ACCESS_CHECK_TTL_MS = 30_000;
type Entry = { at: number; value: Promise<RequirementsCheck> };
const caches = new WeakMap<object, Map<string, Entry>>();

export function checkRequirementsCached(
  ctx: CoreContext,
  channel: ChannelRow,
  fanId: string,
): Promise<RequirementsCheck> {
  let cache = caches.get(ctx.db);
  if (!cache) {
    cache = new Map();
    caches.set(ctx.db, cache);
  }
  const now = ctx.clock.now().getTime();
  // The channel's update time is in the key: an operator's change of requirements applies at once.
  const key = `${channel.id}:${fanId}:${channel.updatedAt.getTime()}`;
  const hit = cache.get(key);
  if (hit && now - hit.at < ACCESS_CHECK_TTL_MS && now >= hit.at) return hit.value;
  if (cache.size > 10_000) cache.clear();
  const value = checkRequirements(ctx, channel, fanId);
  cache.set(key, { at: now, value });
  value.catch(() => cache?.delete(key));
  return value;
}

/** Forgets a fan's cached checks of one channel (after joining or leaving). */
export function forgetRequirementChecks(ctx: CoreContext, channelId: string, fanId: string): void {
  const cache = caches.get(ctx.db);
  if (!cache) return;
  for (const key of cache.keys()) if (key.startsWith(`${channelId}:${fanId}:`)) cache.delete(key);
}
