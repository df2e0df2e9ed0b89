import { randomBytes } from "node:crypto";
import {
  CURRENT_DRAW_ALGORITHM,
  type DrawRecordView,
  LOCALES,
  type Locale,
  REHEARSAL_DEFAULT_RATE,
  type RecordCheckKey,
  type RecordVerification,
  type RehearsalInput,
  type RehearsalMails,
  type RehearsalProblem,
  type RehearsalReport,
  verifyDrawRecord,
} from "@fanfare/protocol";
import { asc, eq } from "drizzle-orm";
import { bucketSecondsFor } from "../analytics/campaign-funnel";
import { checklistItems, missingLocales } from "../campaigns/publish-checklist";
import { type CampaignRow, campaignNfts, campaigns } from "../campaigns/tables";
import { conditions } from "../conditions/tables";
import type { CoreContext } from "../context";
import { storedDrawAlgorithm } from "../draws/draw-algorithms";
import { AppError } from "../errors";
import { consumeLimit, releaseLimit } from "../limits/consume-limit";
import { assertSameCompany, type Operator } from "../operators/require-operator";
import { type SimulationResult, simulateCampaign } from "./simulation";

const HOUR = 3_600_000;

/**
 * Rehearses a campaign (ADR 0028): its real definition, read as it stands (published or not), run in
 * memory against synthetic fans, and what would fail if it ran now. Nothing is written — no fan, claim,
 * entry, mail, mint job or audit event — so every role of the company may rehearse, and fans can never
 * meet a trace of it. The draw is replayed with the campaign's own algorithm on a fresh seed (never the
 * campaign's committed one, which stays secret until its draw) and checked by the protocol's verifier.
 * Another company's campaign is request-E1004, like one that does not exist.
 */
export async function rehearseCampaign(
  ctx: CoreContext,
  operator: Operator,
  input: { campaignId: string } & RehearsalInput,
): Promise<RehearsalReport> {
  const started = performance.now();
  const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, input.campaignId));
  assertSameCompany(operator, row);
  await takeRehearsalTurn(ctx, operator);
  const [conditionRows, nftRows, checklist] = await Promise.all([
    ctx.db.select().from(conditions).where(eq(conditions.campaignId, row.id)).orderBy(asc(conditions.position)),
    ctx.db.select().from(campaignNfts).where(eq(campaignNfts.campaignId, row.id)).orderBy(asc(campaignNfts.position)),
    checklistItems(ctx, ctx.db, row),
  ]);
  const known = new Set(conditionRows.map((c) => c.id));
  const strangers = Object.keys(input.conditionRates).filter((id) => !known.has(id));
  if (strangers.length > 0) {
    throw new AppError("request-E1000", {
      detail: "A rate names a condition this campaign does not have.",
      issues: strangers.map((id) => ({ path: `conditionRates.${id}`, message: "not a condition of this campaign" })),
    });
  }

  const seed = input.seed ?? randomBytes(8).toString("hex");
  const algorithm = storedDrawAlgorithm(row.drawAlgorithm ?? CURRENT_DRAW_ALGORITHM);
  const result = simulateCampaign(
    {
      ...row,
      conditions: conditionRows,
      nfts: nftRows.map((n) => ({ key: n.key, supply: n.supply })),
    },
    {
      fans: input.fans,
      seed,
      arrival: input.arrival,
      conditionRates: conditionRows.map((c) => input.conditionRates[c.id] ?? REHEARSAL_DEFAULT_RATE),
      participationRate: input.participationRate,
      claimsPerFan: input.claimsPerFan,
      languageShares: Object.fromEntries(
        LOCALES.map((locale) => [locale, input.languageShares ? (input.languageShares[locale] ?? 0) : 1]),
      ) as Record<Locale, number>,
    },
    algorithm,
  );

  const draw = await replayedDraw(row, result, algorithm);
  const mails = mailsPerLanguage(row, result);
  return {
    campaignId: row.id,
    seed,
    fans: input.fans,
    arrival: input.arrival,
    rewardKind: row.rewardKind,
    rewardTiming: row.rewardTiming,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    conditions: conditionRows.map((c, i) => ({
      conditionId: c.id,
      position: i + 1,
      type: c.type,
      rate: input.conditionRates[c.id] ?? REHEARSAL_DEFAULT_RATE,
      ...(result.conditions[i] ?? { reached: 0, completed: 0 }),
    })),
    completedAll: result.completedAll,
    participated: result.participated,
    claims: result.claims,
    supply: {
      total: result.supply.total,
      used: result.supply.used,
      left: result.supply.total - result.supply.used,
      runOutAt: result.supply.runOutAt?.toISOString() ?? null,
      runOutAfterArrivals: result.supply.runOutAfterArrivals,
      nfts: result.supply.nfts.map((n) => ({ ...n, runOutAt: n.runOutAt?.toISOString() ?? null })),
    },
    series: series(row, result),
    draw,
    mails,
    problems: [
      ...checklist.filter((item) => !item.ok).map(({ ok: _ok, ...problem }): RehearsalProblem => problem),
      ...rehearsalProblems(ctx, row, result, mails),
    ],
    tookMs: Math.round(performance.now() - started),
  };
}

/** The record the draw would publish, made from the synthetic entrants, and its verification. */
async function replayedDraw(
  row: CampaignRow,
  result: SimulationResult,
  algorithm: ReturnType<typeof storedDrawAlgorithm>,
): Promise<RehearsalReport["draw"]> {
  if (!result.draw || row.rewardKind !== "LUCKY_DRAW" || !row.rewardTiming) return null;
  const { seed, entryIds, winnerEntryIds } = result.draw;
  const record: DrawRecordView = {
    campaignId: row.id,
    algorithm: algorithm.version,
    mode: row.rewardTiming,
    seed,
    seedHash: algorithm.seedHash(seed),
    prizeCount: row.prizeCount ?? 0,
    winPercent: row.winPercent,
    entryIds,
    entrantsHash: algorithm.entrantsHash(entryIds),
    entrantsRoot: algorithm.entrantsRoot(entryIds),
    winnerEntryIds,
    drawnAt: row.endsAt.toISOString(),
  };
  const verification = await verifyReplayedRecord(record, algorithm);
  return {
    algorithm: algorithm.version,
    mode: row.rewardTiming,
    prizeCount: record.prizeCount,
    winPercent: row.winPercent,
    entrants: entryIds.length,
    winners: winnerEntryIds.length,
    seedHash: record.seedHash,
    entrantsRoot: record.entrantsRoot ?? "",
    verification: { status: verification.status, checks: verification.checks },
    verifiedBy: entryIds.length <= PROTOCOL_VERIFIER_MAX_ENTRANTS ? "protocol" : "algorithm",
  };
}

/**
 * Up to this many entrants the record is checked by the protocol's verifier, the one the public page and
 * the console run. It is WebCrypto, one await per ticket and per tree node: past a few thousand entrants
 * it takes seconds. A larger list is checked by the algorithm's own verifier on Node's crypto — the same
 * rules (docs/verifiable-draws.md), synchronous — so a rehearsal of 100,000 fans still answers at once.
 */
export const PROTOCOL_VERIFIER_MAX_ENTRANTS = 5000;

const PROBLEM_CHECKS: [RegExp, RecordCheckKey][] = [
  [/sha256\(seed\)/, "seedHash"],
  [/list hash/, "entrantsHash"],
  [/Merkle root/, "entrantsRoot"],
];

async function verifyReplayedRecord(
  record: DrawRecordView,
  algorithm: ReturnType<typeof storedDrawAlgorithm>,
): Promise<Pick<RecordVerification, "status" | "checks">> {
  if (record.entryIds.length <= PROTOCOL_VERIFIER_MAX_ENTRANTS) return verifyDrawRecord(record);
  const { problems } = algorithm.verify(record);
  const failed = new Set(
    problems.map((problem) => PROBLEM_CHECKS.find(([pattern]) => pattern.test(problem))?.[1] ?? "winners"),
  );
  const keys: RecordCheckKey[] = ["seedHash", "entrantsHash", "entrantsRoot", "winners"];
  return {
    status: problems.length === 0 ? "verified" : "failed",
    checks: keys.map((key) => ({ key, ok: !failed.has(key) })),
  };
}

/**
 * The mails the run would send, per language: a sign-in mail per fan, and for a draw at the end the
 * result mail to each entrant (draws/result-mails.ts; an instant draw tells the fan on the page).
 */
function mailsPerLanguage(row: CampaignRow, result: SimulationResult): RehearsalMails[] {
  const win = Object.fromEntries(LOCALES.map((l) => [l, 0])) as Record<Locale, number>;
  const failed = { ...win };
  if (result.draw && row.rewardTiming === "AFTER_CAMPAIGN_END") {
    const winners = new Set(result.draw.winnerEntryIds);
    for (const [id, locale] of result.draw.localeOf) {
      if (winners.has(id)) win[locale]++;
      else failed[locale]++;
    }
  }
  return LOCALES.map((locale) => {
    const signIn = result.signInsByLocale[locale];
    return {
      locale,
      signIn,
      drawWin: win[locale],
      drawFailed: failed[locale],
      total: signIn + win[locale] + failed[locale],
    };
  });
}

/** Claims or entries per bucket over the window (and past it when claims run into the distribution). */
function series(row: CampaignRow, result: SimulationResult): RehearsalReport["series"] {
  const times = row.rewardKind === "LUCKY_DRAW" ? result.entryTimes : result.claimTimes;
  const last = times.length > 0 ? (times[times.length - 1] as number) + 1 : 0;
  const span = { from: row.startsAt, to: new Date(Math.max(row.endsAt.getTime(), last)) };
  const size = bucketSecondsFor(span) * 1000;
  const first = Math.floor(span.from.getTime() / size) * size;
  const counts = new Array<number>(Math.ceil((span.to.getTime() - first) / size)).fill(0);
  for (const at of times) {
    const bucket = Math.floor((at - first) / size);
    counts[bucket] = (counts[bucket] ?? 0) + 1;
  }
  const isDraw = row.rewardKind === "LUCKY_DRAW";
  return {
    bucketSeconds: size / 1000,
    from: new Date(first).toISOString(),
    to: span.to.toISOString(),
    points: counts.map((n, i) => ({
      at: new Date(first + i * size).toISOString(),
      claims: isDraw ? 0 : n,
      entries: isDraw ? n : 0,
    })),
  };
}

/** What the run shows beyond the publish checklist: the relayer, an early run-out, a dead end, mail texts. */
function rehearsalProblems(
  ctx: CoreContext,
  row: CampaignRow,
  result: SimulationResult,
  mails: RehearsalMails[],
): RehearsalProblem[] {
  const problems: RehearsalProblem[] = [];
  if (!ctx.config.chain?.minterPrivateKey) {
    problems.push({ code: "CHAIN_RELAYER", field: "chainId", detail: "No relayer key: nothing would be minted." });
  }
  // Claims open when both the campaign and its distribution have started.
  const opens = Math.max(row.startsAt.getTime(), row.distributionStartsAt.getTime());
  if (result.supply.runOutAt && result.supply.runOutAt.getTime() < opens + HOUR) {
    problems.push({
      code: "SUPPLY_RUNS_OUT_EARLY",
      field: "totalSupply",
      detail: `The supply runs out at ${result.supply.runOutAt.toISOString()}, within the first hour.`,
    });
  }
  if (result.completedAll === 0 && row.endsAt > row.startsAt) {
    problems.push({ code: "NOBODY_COMPLETES", field: "conditions", detail: "No fan completed every condition." });
  }
  // A result mail names the campaign by its title, in Japanese where the fan's language has none.
  const mailed = mails.filter((m) => m.drawWin + m.drawFailed > 0).map((m) => m.locale);
  const lacking = missingLocales(row.texts.title).filter((locale) => mailed.includes(locale));
  if (lacking.length > 0) {
    problems.push({
      code: "MAIL_TRANSLATION",
      field: "title",
      detail: `Result mails in ${lacking.join(", ")} would show the Japanese title.`,
      missingLocales: lacking,
    });
  }
  return problems;
}

/**
 * A run costs seconds of CPU and any role may start one, so each operator and each company has a budget
 * per window (config.limits); the operator's own first, so one member's loop uses up only their turns.
 */
async function takeRehearsalTurn(ctx: CoreContext, operator: Operator): Promise<void> {
  const now = ctx.clock.now();
  const { rehearsalsPerOperator, rehearsalsPerCompany } = ctx.config.limits;
  const mine = { bucket: "rehearsal:operator", key: operator.userId };
  const own = await consumeLimit(ctx.db, now, mine, rehearsalsPerOperator);
  if (!own.allowed) throw tooMany(own.retryAfterSeconds);
  const company = await consumeLimit(
    ctx.db,
    now,
    { bucket: "rehearsal:company", key: operator.companyId },
    rehearsalsPerCompany,
  );
  if (!company.allowed) {
    await releaseLimit(ctx.db, now, mine, rehearsalsPerOperator);
    throw tooMany(company.retryAfterSeconds);
  }
}

function tooMany(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError("request-E1029", {
    detail: `Too many rehearsals. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  });
}
