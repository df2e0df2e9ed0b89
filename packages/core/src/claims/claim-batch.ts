import { and, eq, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ClaimCampaign } from "../campaigns/campaign-cache";
import type { FanProgress } from "../campaigns/load-campaign";
import { campaignNfts, campaigns } from "../campaigns/tables";
import { conditionProgress } from "../conditions/tables";
import type { CoreContext } from "../context";
import type { Db } from "../db/client";
import { type DrawEntryRow, drawEntries } from "../draws/tables";
import { AppError } from "../errors";
import { webhookEventCtes } from "../webhooks/emit-event";
import { claimCreatedSource } from "../webhooks/facts";
import { type ClaimInput, claimableNft, claimOne, earlierResult } from "./claim-one";
import { type ClaimRow, claims, mintJobs, policyAcceptances } from "./tables";

/**
 * Group commit for claims (ADR 0009, "Batching"). Every claim of a campaign that reaches this process
 * while the previous group is being decided waits for the next group; a group is decided with a few
 * set-based reads and one statement (else one transaction) that takes the hot campaign row once for all
 * of its claims. There
 * is no timer: when the database is idle a claim is decided at once (a group of one); the busier it is,
 * the larger the groups, which is exactly when one lock per claim would be the bottleneck.
 */
const MAX_GROUP = 256;
/**
 * Groups of one campaign decided at the same time. A fan always lands in the same lane, so two groups
 * in flight never hold claims of one fan (their sequences and keys cannot collide inside a process);
 * they meet only at the campaign row's lock, which each holds for its last statements. Lanes let the
 * reads and inserts of one group overlap another's. Measured on two cores, 2 and 4 lanes were slower than
 * one (smaller groups, more commits, waits on the hot row), so the default is 1; `config.claimLanes`
 * (CLAIM_LANES) is kept for measurements on bigger machines.
 */
function laneOf(fanId: string, lanes: number): number {
  let h = 0;
  for (let i = 0; i < fanId.length; i++) h = (h * 31 + fanId.charCodeAt(i)) | 0;
  return Math.abs(h) % lanes;
}

type Pending = {
  ctx: CoreContext;
  input: ClaimInput;
  found: ClaimCampaign;
  now: Date;
  resolve: (row: ClaimRow) => void;
  reject: (error: unknown) => void;
};
type Outcome = { row: ClaimRow } | { error: unknown };

class CampaignQueue {
  private waiting: Pending[] = [];
  private busy = false;
  constructor(
    private readonly db: Db,
    private readonly onIdle: () => void,
  ) {}

  add(item: Pending): void {
    this.waiting.push(item);
    if (this.busy) return;
    this.busy = true;
    // One turn of the event loop lets the claims that arrived together join the first group.
    setImmediate(() => void this.drain());
  }

  private async drain(): Promise<void> {
    try {
      while (this.waiting.length > 0) {
        const group = this.waiting.splice(0, MAX_GROUP);
        const outcomes = await decideGroup(this.db, group);
        group.forEach((item, i) => {
          const outcome = outcomes[i] ?? { error: new Error("claim group lost an outcome") };
          if ("row" in outcome) item.resolve(outcome.row);
          else item.reject(outcome.error);
        });
      }
    } finally {
      // Never leave the queue marked busy: later claims of the campaign would wait forever.
      this.busy = false;
      if (this.waiting.length > 0) {
        this.busy = true;
        setImmediate(() => void this.drain());
      } else {
        this.onIdle();
      }
    }
  }
}

const queues = new WeakMap<Db, Map<string, CampaignQueue>>();

/** Hands a checked claim to its campaign's queue in this process; resolves with the claim row. */
export function enqueueClaim(ctx: CoreContext, input: ClaimInput, found: ClaimCampaign, now: Date): Promise<ClaimRow> {
  let byCampaign = queues.get(ctx.db);
  if (!byCampaign) {
    byCampaign = new Map();
    queues.set(ctx.db, byCampaign);
  }
  const perDb = byCampaign;
  const slot = `${input.campaignId}:${laneOf(input.fanId, Math.max(1, ctx.config.claimLanes ?? 1))}`;
  let queue = perDb.get(slot);
  if (!queue) {
    const created = new CampaignQueue(ctx.db, () => {
      if (perDb.get(slot) === created) perDb.delete(slot);
    });
    perDb.set(slot, created);
    queue = created;
  }
  const target = queue;
  return new Promise((resolve, reject) => target.add({ ctx, input, found, now, resolve, reject }));
}

/** A group's shared transaction cannot decide every claim exactly: roll it back and decide one by one. */
class GroupFallback extends Error {}

async function decideGroup(db: Db, group: Pending[]): Promise<Outcome[]> {
  try {
    return await decideTogether(db, group);
  } catch (error) {
    // A UNIQUE constraint caught a race the reads could not see (the same fan claiming through another
    // process), an NFT's own supply ran short, or the database failed: nothing of the group committed,
    // so each claim is decided on its own and gets its own answer.
    group[0]?.ctx.log.debug({ err: error, size: group.length }, "claim group falls back to single claims");
    return Promise.all(
      group.map((item) =>
        claimOne(item.ctx, item.input, item.found, item.now).then(
          (row): Outcome => ({ row }),
          (err: unknown): Outcome => ({ error: err }),
        ),
      ),
    );
  }
}

/** jsonb/json columns of a raw statement: parsed by node-postgres and PGlite alike, text if a driver did not. */
function fromJson<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

type GroupReads = {
  earlier: Map<string, ClaimRow>;
  progress: Map<string, FanProgress>;
  counter: { claimed: number; supply: number };
};

/**
 * Everything a group is decided on, in one statement (one round trip, one connection of the pool): the
 * claims already made under the group's (fan, key) pairs, the fans' claim counts, policy acceptances and
 * condition progress in this campaign (loadFanProgress, set-based), and the campaign's counter, unlocked
 * (claimed_count only grows and a published campaign's supply cannot change, so the room read here is an
 * upper bound of the room under the lock). Five queries in parallel cost the API a socket write, a pool
 * checkout and a result mapping each, and PostgreSQL a parse and plan each: under a herd of claims those
 * were a large share of the API's time (docs/bench-claim.md). Draw entries, for lucky draws only, are
 * read beside it.
 *
 * Each fan's rows are looked up by the fan, one index probe each (the lateral subqueries: an aggregate,
 * `limit 1` and `offset 0` keep PostgreSQL from turning them into a join). Written as `campaign_id = c.id
 * and user_id = any(fans)`, the plan depended on the tables' statistics, and they are stale exactly when
 * a drop opens: thousands of acceptances and claims written since autovacuum last looked. PostgreSQL then
 * read every acceptance and claim of the campaign for each group (10,000 and more rows, 2–4 ms, against
 * 0.4 ms by the fans).
 */
async function loadGroup(db: Db, campaignId: string, group: Pending[], withDraw: boolean): Promise<GroupReads> {
  const fanIds = [...new Set(group.map((g) => g.input.fanId))];
  const fans = sql.param(fanIds);
  const [result, entries] = await Promise.all([
    db.execute(sql`
      select c.claimed_count::int as claimed, c.total_supply::int as supply,
        (select coalesce(json_agg(json_build_array(k.id, k.campaign_id, k.user_id, k.nft_id, k.sequence,
            k.idempotency_key, k.created_at)), '[]')
          from ${claims} k
          where (k.user_id, k.idempotency_key) in (select * from unnest(
            ${sql.param(group.map((g) => g.input.fanId))}::uuid[],
            ${sql.param(group.map((g) => g.input.idempotencyKey))}::text[]))) as by_key,
        (select coalesce(json_agg(json_build_array(f.id, x.n)), '[]')
          from unnest(${fans}::uuid[]) f(id)
          cross join lateral (select count(*)::int as n from ${claims} k
                              where k.campaign_id = c.id and k.user_id = f.id) x
          where x.n > 0) as counted,
        (select coalesce(json_agg(f.id), '[]')
          from unnest(${fans}::uuid[]) f(id)
          cross join lateral (select from ${policyAcceptances} a
                              where a.campaign_id = c.id and a.user_id = f.id limit 1) a) as accepted,
        (select coalesce(json_agg(json_build_array(f.id, p.condition_id, p.data)), '[]')
          from unnest(${fans}::uuid[]) f(id)
          cross join lateral (select p.condition_id, p.data from ${conditionProgress} p
                              where p.campaign_id = c.id and p.user_id = f.id offset 0) p) as progress
      from ${campaigns} c where c.id = ${campaignId}::uuid`),
    withDraw
      ? db
          .select()
          .from(drawEntries)
          .where(and(eq(drawEntries.campaignId, campaignId), anyOf(drawEntries.userId, fanIds)))
      : Promise.resolve([] as DrawEntryRow[]),
  ]);
  const { rows } = result as unknown as {
    rows: Array<{
      claimed: number;
      supply: number;
      by_key: unknown;
      counted: unknown;
      accepted: unknown;
      progress: unknown;
    }>;
  };
  const row = rows[0];
  if (!row) throw new GroupFallback("campaign row vanished");
  const earlier = new Map<string, ClaimRow>();
  type KeyRow = [string, string, string, string, number, string, string];
  for (const [id, claimCampaignId, userId, nftId, sequence, idempotencyKey, createdAt] of fromJson<KeyRow[]>(
    row.by_key,
  )) {
    // created_at as JSON writes a timestamptz: ISO 8601 with its offset, whatever the session's DateStyle.
    const claim: ClaimRow = {
      id,
      campaignId: claimCampaignId,
      userId,
      nftId,
      sequence,
      idempotencyKey,
      createdAt: new Date(createdAt),
    };
    earlier.set(`${userId} ${idempotencyKey}`, claim);
  }
  const progress = new Map<string, FanProgress>(
    fanIds.map((id) => [
      id,
      { completed: new Map(), policiesAccepted: false, claims: 0, entry: null, socialStates: new Map() },
    ]),
  );
  for (const [userId, conditionId, data] of fromJson<Array<[string, string, Record<string, unknown>]>>(row.progress)) {
    progress.get(userId)?.completed.set(conditionId, data);
  }
  for (const userId of fromJson<string[]>(row.accepted)) {
    const fan = progress.get(userId);
    if (fan) fan.policiesAccepted = true;
  }
  for (const [userId, n] of fromJson<Array<[string, number]>>(row.counted)) {
    const fan = progress.get(userId);
    if (fan) fan.claims = Number(n);
  }
  for (const e of entries) {
    const fan = progress.get(e.userId);
    if (fan) fan.entry = e;
  }
  return { earlier, progress, counter: { claimed: Number(row.claimed), supply: Number(row.supply) } };
}

/** `column = any($1::uuid[])`: one parameter for a whole group's fans (inArray makes one per fan). */
function anyOf(column: AnyPgColumn, ids: string[]) {
  return sql`${column} = any(${sql.param(ids)}::uuid[])`;
}

const soldOut = () => new AppError("claim-E2002");

type Candidate = { index: number; sequence: number; nftId: string };

/**
 * The usual case in one statement, so in one implicit transaction and one round trip: raise the counter
 * by all of the group's claims if they still fit, and only then (the CTEs read `room`) raise the NFT's
 * counter and insert the claims and their mint jobs. Answers null when they no longer fit (another
 * process took room since the read): the transaction below then takes what is left. An NFT's own supply
 * is not checked here: its CHECK constraint fails the statement, which rolls back, and the group is
 * decided claim by claim. Groups whose claims get different NFTs (linked codes) take the transaction.
 */
async function grantInOneStatement(db: Db, campaignId: string, group: Pending[], hopeful: Candidate[]) {
  const nftId = hopeful[0]?.nftId;
  if (!nftId || hopeful.some((c) => c.nftId !== nftId)) return null;
  const items = hopeful.map((c) => group[c.index] as Pending);
  const n = hopeful.length;
  const result = await db.execute(sql`
    with room as (
      update ${campaigns} set claimed_count = claimed_count + ${n}::int
      where id = ${campaignId}::uuid and claimed_count + ${n}::int <= total_supply
      returning id
    ), nft as (
      update ${campaignNfts} set issued_count = issued_count + ${n}::int
      where id = ${nftId}::uuid and exists (select 1 from room)
      returning id
    ), c as (
      insert into ${claims} (campaign_id, user_id, nft_id, sequence, idempotency_key, created_at)
      select ${campaignId}::uuid, u, ${nftId}::uuid, s, k, t
      from unnest(
        ${sql.param(items.map((i) => i.input.fanId))}::uuid[],
        ${sql.param(hopeful.map((c) => c.sequence))}::int[],
        ${sql.param(items.map((i) => i.input.idempotencyKey))}::text[],
        ${sql.param(items.map((i) => i.now))}::timestamptz[]
      ) as x(u, s, k, t)
      where exists (select 1 from nft)
      returning id, user_id, idempotency_key, created_at, nft_id, sequence
    ), m as (
      insert into ${mintJobs} (claim_id, job_key, created_at)
      select id, 'mint:' || id::text, created_at from c
    ), ${webhookEventCtes(claimCreatedSource(campaignId, sql`c`))}
    select id, user_id, idempotency_key from c`);
  const { rows } = result as unknown as { rows: Array<{ id: string; user_id: string; idempotency_key: string }> };
  if (rows.length === 0) return null;
  if (rows.length !== n) throw new GroupFallback("claim insert returned fewer rows");
  return withRows(campaignId, items, hopeful, rows);
}

/** The claim rows as the fans get them, from the ids the insert returned. */
function withRows(
  campaignId: string,
  items: Pending[],
  hopeful: Candidate[],
  rows: Array<{ id: string; user_id: string; idempotency_key: string }>,
) {
  const idOf = new Map(rows.map((r) => [`${r.user_id} ${r.idempotency_key}`, r.id]));
  return hopeful.map((c, i) => {
    const item = items[i] as Pending;
    const id = idOf.get(`${item.input.fanId} ${item.input.idempotencyKey}`);
    if (!id) throw new GroupFallback("claim insert returned fewer rows");
    const row: ClaimRow = {
      id,
      campaignId,
      userId: item.input.fanId,
      nftId: c.nftId,
      sequence: c.sequence,
      idempotencyKey: item.input.idempotencyKey,
      createdAt: item.now,
    };
    return { ...c, row };
  });
}

async function decideTogether(db: Db, group: Pending[]): Promise<Outcome[]> {
  const first = group[0];
  if (!first) return [];
  const campaignId = first.input.campaignId;
  const { earlier, progress, counter } = await loadGroup(
    db,
    campaignId,
    group,
    first.found.campaign.rewardKind === "LUCKY_DRAW",
  );

  const outcomes: (Outcome | undefined)[] = group.map(() => undefined);
  const leaders = new Map<string, number>(); // fan + key → the first claim of the group with them
  const twins: Array<[twin: number, leader: number]> = [];
  const claimsSoFar = new Map<string, number>(); // fan → claims before this group + granted in it
  const candidates: Candidate[] = [];
  const overLimit: number[] = []; // refused claim-E2003 counting claims of this group not yet granted
  group.forEach((item, index) => {
    const { fanId, idempotencyKey } = item.input;
    const slot = `${fanId} ${idempotencyKey}`;
    try {
      const done = earlier.get(slot);
      if (done) {
        outcomes[index] = { row: earlierResult(done, campaignId) };
        return;
      }
      const leader = leaders.get(slot);
      if (leader !== undefined) {
        // A retry racing its original inside one group gets the original's answer, as it would later.
        twins.push([index, leader]);
        return;
      }
      leaders.set(slot, index);
      const fan = progress.get(fanId);
      if (!fan) throw new Error("group progress misses a fan");
      const before = claimsSoFar.get(fanId) ?? fan.claims;
      const nftId = claimableNft(item.found, fan, before);
      claimsSoFar.set(fanId, before + 1);
      candidates.push({ index, sequence: before + 1, nftId });
    } catch (error) {
      if (error instanceof AppError && error.code === "claim-E2003" && claimsSoFar.has(fanId)) overLimit.push(index);
      outcomes[index] = { error };
    }
  });

  // The room is known before any lock: claims beyond it are refused without touching the hot row.
  const room = Math.max(0, counter.supply - counter.claimed);
  const hopeful = candidates.slice(0, room);
  for (const c of candidates.slice(room)) outcomes[c.index] = { error: soldOut() };

  if (hopeful.length > 0) {
    const granted =
      (await grantInOneStatement(db, campaignId, group, hopeful)) ??
      (await db.transaction(async (tx) => {
        // The fans' rows first (UNIQUE (campaign, fan, sequence) and (fan, key) are the last line of
        // defence: a violation rolls the group back into single claims), the hot row last and once.
        // One statement for the claims and their mint jobs, the columns as arrays: hundreds of rows cost
        // one round trip and a handful of parameters (the hot path; drizzle's builder spent more CPU on
        // a group's rows than the database did). createdAt is the claim's own clock reading, as given.
        const items = hopeful.map((c) => group[c.index] as Pending);
        const inserted = await tx.execute(sql`
        with c as (
          insert into ${claims} (campaign_id, user_id, nft_id, sequence, idempotency_key, created_at)
          select ${campaignId}::uuid, u, n, s, k, t
          from unnest(
            ${sql.param(items.map((i) => i.input.fanId))}::uuid[],
            ${sql.param(hopeful.map((c) => c.nftId))}::uuid[],
            ${sql.param(hopeful.map((c) => c.sequence))}::int[],
            ${sql.param(items.map((i) => i.input.idempotencyKey))}::text[],
            ${sql.param(items.map((i) => i.now))}::timestamptz[]
          ) as x(u, n, s, k, t)
          returning id, user_id, idempotency_key, created_at, nft_id, sequence
        ), m as (
          insert into ${mintJobs} (claim_id, job_key, created_at)
          select id, 'mint:' || id::text, created_at from c
        ), ${webhookEventCtes(claimCreatedSource(campaignId, sql`c`))}
        select id, user_id, idempotency_key from c`);
        // Both drivers (node-postgres, PGlite) answer raw SQL with { rows }.
        const { rows } = inserted as unknown as {
          rows: Array<{ id: string; user_id: string; idempotency_key: string }>;
        };
        const inOrder = withRows(campaignId, items, hopeful, rows);

        // Here when the one-statement path could not take the group (claims for several NFTs, or the
        // room shrank since the read). First the same conditional UPDATE (for the several-NFT case);
        // no row back means another process took room meanwhile. The CHECK (claimed_count <=
        // total_supply) stands behind both branches.
        const whole = await tx
          .update(campaigns)
          .set({ claimedCount: sql`${campaigns.claimedCount} + ${inOrder.length}` })
          .where(
            and(
              eq(campaigns.id, campaignId),
              sql`${campaigns.claimedCount} + ${inOrder.length} <= ${campaigns.totalSupply}`,
            ),
          )
          .returning({ id: campaigns.id });
        let kept = inOrder;
        if (whole.length === 0) {
          // FOR NO KEY UPDATE, the lock an UPDATE of the counter takes anyway: FOR UPDATE would also wait
          // for the KEY SHARE locks that other groups' claim inserts hold on the campaign row (their
          // foreign key), and two groups each waiting for the other's is a deadlock.
          const [locked] = await tx
            .select({ claimed: campaigns.claimedCount, supply: campaigns.totalSupply })
            .from(campaigns)
            .where(eq(campaigns.id, campaignId))
            .for("no key update");
          if (!locked) throw new GroupFallback("campaign row vanished");
          const take = Math.min(inOrder.length, Math.max(0, locked.supply - locked.claimed));
          kept = inOrder.slice(0, take);
          // These claims never become visible: the room went to another process.
          const ids = inOrder.slice(take).map((c) => c.row.id);
          await tx.delete(mintJobs).where(inArray(mintJobs.claimId, ids));
          await tx.delete(claims).where(inArray(claims.id, ids));
          if (kept.length === 0) return kept;
          await tx
            .update(campaigns)
            .set({ claimedCount: sql`${campaigns.claimedCount} + ${kept.length}` })
            .where(eq(campaigns.id, campaignId));
        }
        const perNft = new Map<string, number>();
        for (const c of kept) perNft.set(c.nftId, (perNft.get(c.nftId) ?? 0) + 1);
        for (const [nftId, n] of perNft) {
          const updated = await tx
            .update(campaignNfts)
            .set({ issuedCount: sql`${campaignNfts.issuedCount} + ${n}` })
            .where(
              and(
                eq(campaignNfts.id, nftId),
                sql`(${campaignNfts.supply} is null or ${campaignNfts.issuedCount} + ${n} <= ${campaignNfts.supply})`,
              ),
            )
            .returning({ id: campaignNfts.id });
          // Which of these claims the NFT's last units go to is decided claim by claim, in order.
          if (updated.length === 0) throw new GroupFallback("an NFT's own supply is short for the group");
        }
        return kept;
      }));
    const grantedAt = new Set(granted.map((c) => c.index));
    for (const c of granted) {
      outcomes[c.index] = { row: c.row };
      const item = group[c.index] as Pending;
      item.ctx.log.info({ campaignId, claimId: c.row.id, sequence: c.row.sequence }, "claimed");
    }
    for (const c of hopeful) if (!grantedAt.has(c.index)) outcomes[c.index] = { error: soldOut() };
  }
  // A fan whose earlier claim in this group was refused for supply is not at the limit: sold out it is.
  for (const index of overLimit) {
    const fanId = (group[index] as Pending).input.fanId;
    const got = candidates.filter((c) => {
      const outcome = outcomes[c.index];
      return (group[c.index] as Pending).input.fanId === fanId && outcome !== undefined && "row" in outcome;
    }).length;
    const fan = progress.get(fanId);
    if (fan && fan.claims + got < (group[index] as Pending).found.campaign.perFanLimit) {
      outcomes[index] = { error: soldOut() };
    }
  }
  for (const [twin, leader] of twins) outcomes[twin] = outcomes[leader];
  return outcomes.map((o) => o ?? { error: new Error("claim left undecided") });
}
