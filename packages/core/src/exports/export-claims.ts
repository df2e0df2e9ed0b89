import type { MintStatus } from "@fanfare/protocol";
import { and, asc, eq, sql } from "drizzle-orm";
import { campaignNfts } from "../campaigns/tables";
import { claims, mintJobs } from "../claims/tables";
import type { CoreContext } from "../context";
import type { Operator } from "../operators/require-operator";
import { type CsvExport, csvChunks, keysetPages } from "./csv-export";
import { type ExportOptions, emailOf, exportTimes, ownCampaign } from "./export-options";

export const CLAIMS_HEADER = ["claim_id", "user_id", "email", "nft", "sequence", "claimed_at", "mint_status"];

/**
 * The campaign's claims as CSV (claim, fan, e-mail, NFT, sequence, time, mint status), oldest first,
 * read a page at a time by (created_at, id) on claims_campaign_created_idx.
 */
export async function exportClaims(
  ctx: CoreContext,
  operator: Operator,
  input: { campaignId: string } & ExportOptions,
): Promise<CsvExport> {
  const campaign = await ownCampaign(ctx, operator, input.campaignId);
  const time = exportTimes(input);
  const pages = keysetPages(
    (after: { at: string; id: string } | undefined, limit) => {
      // The page is cut first, then each of its rows looks up its fan, NFT and mint by key. Joined, the
      // planner may scan all of users (or mint_jobs) to hash or merge them with a page of 1,000 rows,
      // which makes every page cost as much as the whole table: measured, the file got slower per row
      // as the tables grew.
      const page = ctx.db
        .select({
          id: claims.id,
          userId: claims.userId,
          nftId: claims.nftId,
          sequence: claims.sequence,
          createdAt: claims.createdAt,
          // The cursor keeps the database's microseconds, which a JS Date would round away.
          cursorAt: sql<string>`${claims.createdAt}::text`.as("cursor_at"),
        })
        .from(claims)
        .where(
          and(
            eq(claims.campaignId, campaign.id),
            after && sql`(${claims.createdAt}, ${claims.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`,
          ),
        )
        .orderBy(asc(claims.createdAt), asc(claims.id))
        .limit(limit)
        .as("page");
      return ctx.db
        .select({
          id: page.id,
          userId: page.userId,
          email: emailOf(page.userId),
          nft: sql<string>`(select ${campaignNfts.key} from ${campaignNfts} where ${campaignNfts.id} = ${page.nftId})`,
          sequence: page.sequence,
          createdAt: page.createdAt,
          cursorAt: page.cursorAt,
          mint: sql<MintStatus | null>`(select ${mintJobs.status} from ${mintJobs} where ${mintJobs.claimId} = ${page.id})`,
        })
        .from(page)
        .orderBy(asc(page.createdAt), asc(page.id));
    },
    (row) => ({ at: row.cursorAt, id: row.id }),
    input.batchSize,
  );
  return {
    filename: `claims-${campaign.id}.csv`,
    lines: csvChunks(CLAIMS_HEADER, pages, (r) => [
      r.id,
      r.userId,
      r.email,
      r.nft,
      r.sequence,
      time(r.createdAt),
      r.mint,
    ]),
  };
}
