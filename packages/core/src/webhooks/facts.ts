import { type SQL, sql } from "drizzle-orm";
import type { WebhookFact } from "./emit-event";

// Each event type's payload, in one place (docs/webhooks.md lists the same fields). Ids and counts only:
// no e-mail address, no wallet of a fan beyond the mint's recipient, never a draw seed before it is public.

export function claimCreatedFact(
  companyId: string,
  claim: { id: string; campaignId: string; nftId: string; sequence: number; createdAt: Date },
): WebhookFact {
  return {
    companyId,
    type: "claim.created",
    subjectId: claim.id,
    payload: {
      claimId: claim.id,
      campaignId: claim.campaignId,
      nftId: claim.nftId,
      sequence: claim.sequence,
      createdAt: claim.createdAt.toISOString(),
    },
    at: claim.createdAt,
  };
}

/**
 * The same payload as claimCreatedFact, for claims inserted by a set-based statement: `from` is the name of
 * the common table expression whose RETURNING has `id, nft_id, sequence, created_at` of the campaign's claims.
 */
export function claimCreatedSource(campaignId: string, from: SQL): SQL {
  return sql`select ca.company_id, 'claim.created'::text as type, c.id as subject_id,
      jsonb_build_object('claimId', c.id, 'campaignId', ca.id, 'nftId', c.nft_id, 'sequence', c.sequence,
        'createdAt', to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) as payload,
      c.created_at
    from ${from} c join campaigns ca on ca.id = ${campaignId}::uuid`;
}

export function entryCreatedFact(
  companyId: string,
  entry: { id: string; campaignId: string; result: string; createdAt: Date },
): WebhookFact {
  return {
    companyId,
    type: "entry.created",
    subjectId: entry.id,
    payload: {
      entryId: entry.id,
      campaignId: entry.campaignId,
      result: entry.result,
      createdAt: entry.createdAt.toISOString(),
    },
    at: entry.createdAt,
  };
}

export function drawCompletedFact(
  companyId: string,
  record: {
    campaignId: string;
    algorithm?: string | null | undefined;
    mode: string;
    entryIds: string[];
    winnerEntryIds: string[];
    entrantsHash: string;
    seedHash: string;
    drawnAt: Date;
  },
): WebhookFact {
  return {
    companyId,
    type: "draw.completed",
    subjectId: record.campaignId,
    payload: {
      campaignId: record.campaignId,
      algorithm: record.algorithm ?? null,
      mode: record.mode,
      entrants: record.entryIds.length,
      winners: record.winnerEntryIds.length,
      entrantsHash: record.entrantsHash,
      seedHash: record.seedHash,
      drawnAt: record.drawnAt.toISOString(),
    },
    at: record.drawnAt,
  };
}
