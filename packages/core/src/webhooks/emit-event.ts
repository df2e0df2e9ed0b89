import type { WebhookEventType } from "@fanfare/protocol";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

/**
 * The SQL that records facts as webhook events, as common table expressions to put into the fact's own
 * statement (or transaction): an event exists iff its fact committed. `source` selects
 * `(company_id, type, subject_id, payload, created_at)`, one row per fact. An event is recorded only for a
 * company with an active endpoint that wants its type (the claim path stays one cheap lookup for the
 * rest), once per `(type, subject_id)` — the same fact written again is nothing — with one PENDING
 * delivery per such endpoint, due at once. The deliver job finds them (deliver.ts).
 */
export function webhookEventCtes(source: SQL): SQL {
  return sql`wh_src as (${source}),
    wh_ev as (
      insert into webhook_events (company_id, type, subject_id, payload, created_at)
      select s.company_id, s.type, s.subject_id, s.payload, s.created_at
        from wh_src s
       where exists (
         select 1 from webhook_endpoints e
          where e.company_id = s.company_id and e.active and s.type = any(e.events))
      on conflict (type, subject_id) do nothing
      returning id, company_id, type, created_at
    ),
    wh_dl as (
      insert into webhook_deliveries (event_id, endpoint_id, status, next_attempt_at, created_at)
      select ev.id, e.id, 'PENDING', ev.created_at, ev.created_at
        from wh_ev ev
        join webhook_endpoints e on e.company_id = ev.company_id and e.active and ev.type = any(e.events)
      returning id
    )`;
}

export type WebhookFact = {
  companyId: string;
  type: WebhookEventType;
  /** The natural key of the fact: the claim, the entry, the campaign drawn, the mint's claim. */
  subjectId: string;
  payload: Record<string, unknown>;
  at: Date;
};

/**
 * Records one fact as an event. Call it with the transaction that writes the fact. Answers the event id,
 * or null when nobody subscribed or the fact was recorded before.
 */
export async function emitEvent(db: DbOrTx, fact: WebhookFact): Promise<string | null> {
  const source = sql`select ${fact.companyId}::uuid as company_id, ${fact.type}::text as type,
    ${fact.subjectId}::uuid as subject_id, ${JSON.stringify(fact.payload)}::jsonb as payload,
    ${fact.at.toISOString()}::timestamptz as created_at`;
  const result = await db.execute(sql`with ${webhookEventCtes(source)} select id from wh_ev`);
  const { rows } = result as unknown as { rows: Array<{ id: string }> };
  return rows[0]?.id ?? null;
}

/**
 * Wraps one UPDATE of `mint_jobs m` (the relayer's set-based statements, ADR 0014) so the mints it moves to
 * MINTED or FAILED are recorded as `mint.confirmed` / `mint.failed` in the same statement. The update
 * must not have its own RETURNING.
 */
export function withMintEvents(update: SQL, at: Date): SQL {
  return sql`with mu as (${update}
      returning m.claim_id, m.status, m.chain_id, m.contract_address, m.token_id, m.tx_hash, m.recipient,
                m.block_number, m.last_error),
    ${webhookEventCtes(sql`
      select ca.company_id,
             case mu.status when 'MINTED' then 'mint.confirmed' else 'mint.failed' end as type,
             mu.claim_id as subject_id,
             jsonb_build_object(
               'claimId', mu.claim_id, 'campaignId', cl.campaign_id, 'chainId', mu.chain_id,
               'contractAddress', mu.contract_address, 'tokenId', mu.token_id, 'txHash', mu.tx_hash,
               'recipient', mu.recipient, 'blockNumber', mu.block_number,
               'error', case when mu.status = 'FAILED' then mu.last_error end) as payload,
             ${at.toISOString()}::timestamptz as created_at
        from mu
        join claims cl on cl.id = mu.claim_id
        join campaigns ca on ca.id = cl.campaign_id
       where mu.status in ('MINTED', 'FAILED')`)}
    select count(*)::int as n from mu`;
}
