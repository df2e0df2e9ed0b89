import type { MintListFilter, MintsPage, OperatorMintView } from "@fanfare/protocol";
import { and, asc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { campaigns } from "../campaigns/tables";
import { mintProblemOf } from "../claims/claim-timeline";
import { claims, type MintJobRow, mintJobs } from "../claims/tables";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { maskEmail } from "../mail/mask-email";
import type { Operator } from "../operators/require-operator";
import { users } from "../users/tables";
import { stuckSql } from "./minting-status";

/** Mints a page of the console's list. */
export const MINTS_PAGE_SIZE = 50;

/** Where a page ended: the last mint's creation (as PostgreSQL wrote it, microseconds kept) and id. */
type Cursor = { at: string; id: string };

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString("base64url");
}

/** A cursor is opaque to clients; anything that is not one of ours is malformed input (request-E1000). */
function decodeCursor(raw: string): Cursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as unknown[];
    if (
      typeof at === "string" &&
      !Number.isNaN(Date.parse(at)) &&
      typeof id === "string" &&
      /^[0-9a-f-]{36}$/iu.test(id)
    ) {
      return { at, id };
    }
  } catch {
    // falls through to the refusal
  }
  throw new AppError("request-E1000", { detail: "The cursor is not valid." });
}

/** A wallet address shortened for a screen: enough to tell two apart, not to copy one. */
function shortAddress(address: string | null): string | null {
  return address ? `${address.slice(0, 6)}…${address.slice(-4)}` : null;
}

type Selected = {
  job: MintJobRow;
  campaignId: string;
  title: OperatorMintView["campaign"]["title"];
  email: string | null;
  stuck: boolean;
  createdAtText: string;
};

const SELECTION = (now: Date) => ({
  job: mintJobs,
  campaignId: campaigns.id,
  title: sql<OperatorMintView["campaign"]["title"]>`${campaigns.texts} -> 'title'`,
  email: users.email,
  stuck: sql<boolean>`${stuckSql(now)}`,
  createdAtText: sql<string>`${mintJobs.createdAt}::text`,
});

/** The console's view of one mint: the fan masked, the recipient shortened (never either in clear). */
export function toOperatorMintView(row: Selected): OperatorMintView {
  const { job } = row;
  return {
    mintJobId: job.claimId,
    status: job.status,
    stuck: Boolean(row.stuck),
    // A SUBMITTED mint carries next_attempt_at only while an operator's replacement waits for the relayer.
    replaceRequested: job.status === "SUBMITTED" && job.nextAttemptAt !== null,
    chainId: job.chainId,
    campaign: { id: row.campaignId, title: row.title },
    fan: row.email ? maskEmail(row.email) : "—",
    recipient: shortAddress(job.recipient),
    problem: job.lastError && job.status !== "MINTED" ? mintProblemOf(job.lastError) : null,
    lastError: job.status === "MINTED" ? null : job.lastError,
    attempts: job.attempts,
    nonce: job.nonce,
    txHash: job.txHash,
    blockNumber: job.blockNumber,
    createdAt: job.createdAt.toISOString(),
    submittedAt: job.submittedAt?.toISOString() ?? null,
    mintedAt: job.mintedAt?.toISOString() ?? null,
    updatedAt: job.updatedAt.toISOString(),
  };
}

/** The mints of the list's filter; without one, what needs an operator: failed and stuck. */
function filterSql(filter: MintListFilter | undefined, now: Date): SQL | undefined {
  if (filter === "FAILED") return eq(mintJobs.status, "FAILED");
  if (filter === "STUCK") return stuckSql(now);
  if (filter === "WAITING") return inArray(mintJobs.status, ["PENDING", "SUBMITTED"]);
  return or(eq(mintJobs.status, "FAILED"), stuckSql(now));
}

/**
 * The company's mints of one kind, oldest first (the one waiting longest heads the list), a page of
 * MINTS_PAGE_SIZE (or `limit`, at most that); `after` is the previous page's `nextCursor`. Only the operator's own company's
 * campaigns are ever selected. Every role may read it.
 */
export async function listMints(
  ctx: CoreContext,
  operator: Operator,
  input: { status?: MintListFilter | undefined; after?: string | undefined; limit?: number | undefined } = {},
): Promise<MintsPage> {
  const now = ctx.clock.now();
  const limit = Math.min(Math.max(Math.trunc(input.limit ?? MINTS_PAGE_SIZE), 1), MINTS_PAGE_SIZE);
  const cursor = input.after ? decodeCursor(input.after) : null;
  const rows = (await ctx.db
    .select(SELECTION(now))
    .from(mintJobs)
    .innerJoin(claims, eq(claims.id, mintJobs.claimId))
    .innerJoin(campaigns, eq(campaigns.id, claims.campaignId))
    .leftJoin(users, eq(users.id, claims.userId))
    .where(
      and(
        eq(campaigns.companyId, operator.companyId),
        sql`${filterSql(input.status, now)}`,
        cursor
          ? sql`(${mintJobs.createdAt}, ${mintJobs.claimId}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(mintJobs.createdAt), asc(mintJobs.claimId))
    .limit(limit + 1)) as Selected[];
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    mints: page.map(toOperatorMintView),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.createdAtText, id: last.job.claimId }) : null,
  };
}

/** One of the company's mints as it stands now; another company's, or none, is "not found" (request-E1004). */
export async function getMint(
  ctx: CoreContext,
  operator: Operator,
  input: { mintJobId: string },
): Promise<OperatorMintView> {
  const [row] = (await ctx.db
    .select(SELECTION(ctx.clock.now()))
    .from(mintJobs)
    .innerJoin(claims, eq(claims.id, mintJobs.claimId))
    .innerJoin(campaigns, eq(campaigns.id, claims.campaignId))
    .leftJoin(users, eq(users.id, claims.userId))
    .where(and(eq(mintJobs.claimId, input.mintJobId), eq(campaigns.companyId, operator.companyId)))) as Selected[];
  if (!row) throw new AppError("request-E1004");
  return toOperatorMintView(row);
}
