import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import { getAddress } from "viem";
import { campaigns } from "../campaigns/tables";
import { claims, mintJobs } from "../claims/tables";
import { resolveRecipient } from "../wallets/resolve-recipient";
import { ensureCollection } from "./ensure-collection";
import { type Relayer, recordset } from "./relayer";
import { tokenIdForClaim } from "./token-id";

/** How many recipients are looked up at once (each is a few queries; web wallets may be made). */
const RECIPIENT_CONCURRENCY = 8;

/**
 * Fixes what a PENDING mint on this relayer's chain will be, once and for all: the recipient
 * (resolveRecipient: the address given for the campaign, else a linked wallet, else the fan's web
 * wallet, made now), the collection (deployed on first need) and the token id (from the claim). A
 * recipient once fixed never changes, so a retry or a re-mint goes to the same owner. Mints whose
 * collection is still deploying wait for a later round. Returns how many were prepared.
 */
export async function prepareMints(relayer: Relayer): Promise<number> {
  const { ctx, chainId } = relayer;
  const defaultChainId = ctx.config.chain?.defaultChainId ?? chainId;
  const rows = await ctx.db
    .select({
      claimId: mintJobs.claimId,
      recipient: mintJobs.recipient,
      userId: claims.userId,
      campaignId: claims.campaignId,
      projectId: campaigns.projectId,
    })
    .from(mintJobs)
    .innerJoin(claims, eq(claims.id, mintJobs.claimId))
    .innerJoin(campaigns, eq(campaigns.id, claims.campaignId))
    .where(
      and(
        eq(mintJobs.status, "PENDING"),
        or(isNull(mintJobs.contractAddress), isNull(mintJobs.recipient), isNull(mintJobs.tokenId)),
        sql`coalesce(${campaigns.chainId}, ${defaultChainId}) = ${chainId}`,
      ),
    )
    .orderBy(asc(mintJobs.createdAt))
    .limit(relayer.options.batchSize);
  if (rows.length === 0) return 0;

  const contracts = new Map<string, string | null>();
  for (const row of rows) {
    if (contracts.has(row.campaignId)) continue;
    contracts.set(row.campaignId, await ensureCollection(relayer, row));
  }
  const ready = rows.filter((row) => contracts.get(row.campaignId));
  const prepared: Record<string, unknown>[] = [];
  for (let i = 0; i < ready.length; i += RECIPIENT_CONCURRENCY) {
    const slice = ready.slice(i, i + RECIPIENT_CONCURRENCY);
    const done = await Promise.all(
      slice.map(async (row) => ({
        claim_id: row.claimId,
        contract_address: contracts.get(row.campaignId),
        token_id: tokenIdForClaim(row.claimId),
        recipient: getAddress(
          row.recipient ?? (await resolveRecipient(ctx, { userId: row.userId, campaignId: row.campaignId })).address,
        ),
      })),
    );
    prepared.push(...done);
  }
  if (prepared.length === 0) return 0;
  await ctx.db.execute(sql`
    update mint_jobs m
       set chain_id = ${chainId},
           contract_address = v.contract_address,
           token_id = v.token_id,
           recipient = coalesce(m.recipient, v.recipient),
           updated_at = now()
      from json_to_recordset(${recordset(prepared)}) as v(claim_id uuid, contract_address text, token_id text, recipient text)
     where m.claim_id = v.claim_id and m.status = 'PENDING'`);
  return prepared.length;
}
