import { createHash } from "node:crypto";
import {
  type ConditionType,
  LOCALES,
  type Locale,
  type RehearsalArrival,
  type RewardKind,
  type RewardTiming,
} from "@fanfare/protocol";
import type { DrawAlgorithm } from "../draws/draw-algorithms";

// A campaign run in memory against synthetic fans (ADR 0028). Pure: the same definition, options and
// seed give the same result, so an operator can repeat a run and a test can state what it expects.
// The rules are the ones fans meet (claims/claim-one.ts, draws/apply-for-draw.ts, draws/draw-winners.ts),
// restated over arrays instead of rows; the draw itself is the real algorithm.

/** sfc32 seeded from sha256 of the seed text: fast, good enough for a simulation, the same everywhere. */
export function seededRandom(seed: string): () => number {
  const digest = createHash("sha256").update(seed, "utf8").digest();
  let [a, b, c, d] = [0, 4, 8, 12].map((at) => digest.readUInt32LE(at)) as [number, number, number, number];
  return () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  };
}

/** A version-4-shaped uuid from the generator: synthetic entry ids the draw hashes like real ones. */
function syntheticId(random: () => number): string {
  const hex = Array.from({ length: 4 }, () =>
    Math.floor(random() * 4_294_967_296)
      .toString(16)
      .padStart(8, "0"),
  ).join("");
  const variant = ((Number.parseInt(hex[16] ?? "0", 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Half of a drop's fans come in the window's first tenth: density ∝ e^(−λx) with 1 − e^(−λ/10) = ½. */
const DROP_DECAY = 10 * Math.LN2;

/** Where in the window (0 ≤ x < 1) a fan arrives, by the arrival shape. */
function arrivalFraction(shape: RehearsalArrival, u: number): number {
  if (shape === "UNIFORM") return u;
  // The inverse of the truncated exponential's distribution function.
  return -Math.log(1 - u * (1 - Math.exp(-DROP_DECAY))) / DROP_DECAY;
}

export type SimulatedCampaign = {
  rewardKind: RewardKind;
  rewardTiming: RewardTiming | null;
  startsAt: Date;
  endsAt: Date;
  distributionStartsAt: Date;
  distributionEndsAt: Date;
  totalSupply: number;
  perFanLimit: number;
  prizeCount: number | null;
  winPercent: number | null;
  conditions: { id: string; type: ConditionType }[];
  /** In position order; a claim takes the first unless a linked code gave another. */
  nfts: { key: string; supply: number | null }[];
};

export type SimulationOptions = {
  fans: number;
  seed: string;
  arrival: RehearsalArrival;
  /** Per condition, in the campaign's order. */
  conditionRates: number[];
  participationRate: number;
  claimsPerFan: number;
  /** Weight per language (relative). */
  languageShares: Record<Locale, number>;
};

export type SimulationResult = {
  conditions: { reached: number; completed: number }[];
  completedAll: number;
  participated: number;
  claims: { made: number; refusedSupply: number; refusedLimit: number; refusedWindow: number };
  supply: {
    total: number;
    used: number;
    runOutAt: Date | null;
    runOutAfterArrivals: number | null;
    nfts: { key: string; supply: number | null; issued: number; runOutAt: Date | null }[];
  };
  /** When each claim (NFT_CLAIM) or entry (LUCKY_DRAW) happened, in order. */
  claimTimes: number[];
  entryTimes: number[];
  signInsByLocale: Record<Locale, number>;
  draw: {
    seed: string;
    entryIds: string[];
    /** The locale of each entrant, by entry id (for the result mails). */
    localeOf: Map<string, Locale>;
    winnerEntryIds: string[];
  } | null;
};

/**
 * Runs the campaign: `fans` fans arrive over [startsAt, endsAt) in the arrival shape, each with a
 * language drawn from the shares; in arrival order each completes the conditions one after the other
 * (stopping at the first it fails), then claims or applies with the participation rate. Claims go by
 * the fans' rules: from the distribution's start (a fan who came earlier claims when it opens), never
 * after its end, within the per-fan limit, the campaign's supply and each NFT's own.
 */
export function simulateCampaign(
  campaign: SimulatedCampaign,
  options: SimulationOptions,
  algorithm: DrawAlgorithm,
): SimulationResult {
  const random = seededRandom(options.seed);
  const start = campaign.startsAt.getTime();
  const span = campaign.endsAt.getTime() - start;
  const arrivals = new Float64Array(options.fans);
  for (let i = 0; i < options.fans; i++)
    arrivals[i] = start + Math.floor(arrivalFraction(options.arrival, random()) * span);
  arrivals.sort();

  const locales = LOCALES.filter((locale) => options.languageShares[locale] > 0);
  const weights = locales.map((locale) => options.languageShares[locale]);
  const totalWeight = weights.reduce((sum, w) => sum + w, 0);
  const pickLocale = (): Locale => {
    let u = random() * totalWeight;
    for (let i = 0; i < locales.length; i++) {
      u -= weights[i] as number;
      if (u < 0) return locales[i] as Locale;
    }
    return locales[locales.length - 1] as Locale;
  };

  const conditionCounts = campaign.conditions.map(() => ({ reached: 0, completed: 0 }));
  const signInsByLocale = Object.fromEntries(LOCALES.map((l) => [l, 0])) as Record<Locale, number>;
  const claims = { made: 0, refusedSupply: 0, refusedLimit: 0, refusedWindow: 0 };
  const nfts = campaign.nfts.map((nft) => ({ ...nft, issued: 0, runOutAt: null as Date | null }));
  // A code linked to an NFT (NFT_IS_LINKED_BY_CODE) gives any of them; the codes' mix is not known here.
  const linked = campaign.conditions.some((c) => c.type === "NFT_IS_LINKED_BY_CODE");
  const isDraw = campaign.rewardKind === "LUCKY_DRAW";
  const instant = isDraw && campaign.rewardTiming === "UPON_COMPLETION_OF_APPLICATION";
  const prizes = campaign.prizeCount ?? 0;
  const total = isDraw ? prizes : campaign.totalSupply;
  const drawSeed = Array.from({ length: 8 }, () =>
    Math.floor(random() * 4_294_967_296)
      .toString(16)
      .padStart(8, "0"),
  ).join("");
  const entryIds: string[] = [];
  const localeOf = new Map<string, Locale>();
  const winners: string[] = [];
  const claimTimes: number[] = [];
  const entryTimes: number[] = [];
  let used = 0;
  let runOutAt: Date | null = null;
  let runOutAfterArrivals: number | null = null;
  let completedAll = 0;
  let participated = 0;
  const opens = campaign.distributionStartsAt.getTime();
  const closes = campaign.distributionEndsAt.getTime();

  for (let fan = 0; fan < options.fans; fan++) {
    const at = arrivals[fan] as number;
    const locale = pickLocale();
    signInsByLocale[locale]++;
    let done = true;
    for (let c = 0; c < conditionCounts.length; c++) {
      const counts = conditionCounts[c] as { reached: number; completed: number };
      counts.reached++;
      if (random() >= (options.conditionRates[c] ?? 0)) {
        done = false;
        break;
      }
      counts.completed++;
    }
    if (!done) continue;
    completedAll++;
    if (random() >= options.participationRate) continue;
    participated++;

    if (isDraw) {
      const id = syntheticId(random);
      entryIds.push(id);
      localeOf.set(id, locale);
      entryTimes.push(at);
      // An instant draw decides at once, while prizes are left (apply-for-draw.ts).
      if (instant && used < prizes && algorithm.isWinningTicket(drawSeed, id, campaign.winPercent ?? 0)) {
        winners.push(id);
        used++;
        if (used === prizes) {
          runOutAt = new Date(at);
          runOutAfterArrivals = fan + 1;
        }
      }
      continue;
    }

    const claimAt = Math.max(at, opens);
    for (let attempt = 1; attempt <= options.claimsPerFan; attempt++) {
      if (claimAt >= closes) {
        claims.refusedWindow++;
        continue;
      }
      if (attempt > campaign.perFanLimit) {
        claims.refusedLimit++;
        continue;
      }
      const nft = nfts[linked ? Math.floor(random() * nfts.length) : 0];
      if (used >= campaign.totalSupply || !nft || (nft.supply !== null && nft.issued >= nft.supply)) {
        claims.refusedSupply++;
        continue;
      }
      used++;
      nft.issued++;
      claims.made++;
      claimTimes.push(claimAt);
      if (nft.supply !== null && nft.issued === nft.supply) nft.runOutAt = new Date(claimAt);
      if (used === campaign.totalSupply) {
        runOutAt = new Date(claimAt);
        runOutAfterArrivals = fan + 1;
      }
    }
  }

  let draw: SimulationResult["draw"] = null;
  if (isDraw) {
    // A draw at the end ranks the canonical list; an instant one lists entries in application order.
    const listed = instant ? entryIds : algorithm.canonicalEntrants(entryIds);
    const picked = instant ? winners : algorithm.pickWinners(drawSeed, listed, prizes);
    if (!instant) {
      used = picked.length;
      runOutAt = null;
    }
    draw = { seed: drawSeed, entryIds: listed, localeOf, winnerEntryIds: [...picked].sort() };
  }

  return {
    conditions: conditionCounts,
    completedAll,
    participated,
    claims,
    supply: {
      total,
      used,
      runOutAt,
      runOutAfterArrivals,
      nfts: nfts.map(({ key, supply, issued, runOutAt: nftRunOut }) => ({ key, supply, issued, runOutAt: nftRunOut })),
    },
    claimTimes,
    entryTimes,
    signInsByLocale,
    draw,
  };
}
