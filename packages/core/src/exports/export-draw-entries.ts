import { and, asc, eq, sql } from "drizzle-orm";
import type { CoreContext } from "../context";
import { drawEntries } from "../draws/tables";
import type { Operator } from "../operators/require-operator";
import { type CsvExport, csvChunks, keysetPages } from "./csv-export";
import { type ExportOptions, emailOf, exportTimes, ownCampaign } from "./export-options";

export const DRAW_ENTRIES_HEADER = ["entry_id", "user_id", "email", "contact_email", "result", "applied_at"];

/**
 * Draw applicants (every entry) or winners only, as CSV, oldest first. Winners are chosen by the query
 * (result = 'WIN'), so a winners' file reads only winners' rows, a page at a time by (created_at, id)
 * on draw_entries_campaign_created_idx.
 */
export async function exportDrawEntries(
  ctx: CoreContext,
  operator: Operator,
  input: { campaignId: string; winnersOnly: boolean } & ExportOptions,
): Promise<CsvExport> {
  const campaign = await ownCampaign(ctx, operator, input.campaignId);
  const time = exportTimes(input);
  const pages = keysetPages(
    (after: { at: string; id: string } | undefined, limit) => {
      // The page is cut first and joined after (export-claims.ts says why).
      const page = ctx.db
        .select({
          id: drawEntries.id,
          userId: drawEntries.userId,
          contactEmail: drawEntries.contactEmail,
          result: drawEntries.result,
          createdAt: drawEntries.createdAt,
          // The cursor keeps the database's microseconds, which a JS Date would round away.
          cursorAt: sql<string>`${drawEntries.createdAt}::text`.as("cursor_at"),
        })
        .from(drawEntries)
        .where(
          and(
            eq(drawEntries.campaignId, campaign.id),
            input.winnersOnly ? eq(drawEntries.result, "WIN") : undefined,
            after && sql`(${drawEntries.createdAt}, ${drawEntries.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`,
          ),
        )
        .orderBy(asc(drawEntries.createdAt), asc(drawEntries.id))
        .limit(limit)
        .as("page");
      return ctx.db
        .select({
          id: page.id,
          userId: page.userId,
          email: emailOf(page.userId),
          contactEmail: page.contactEmail,
          result: page.result,
          createdAt: page.createdAt,
          cursorAt: page.cursorAt,
        })
        .from(page)
        .orderBy(asc(page.createdAt), asc(page.id));
    },
    (row) => ({ at: row.cursorAt, id: row.id }),
    input.batchSize,
  );
  return {
    filename: `${input.winnersOnly ? "winners" : "applicants"}-${campaign.id}.csv`,
    lines: csvChunks(DRAW_ENTRIES_HEADER, pages, (r) => [
      r.id,
      r.userId,
      r.email,
      r.contactEmail,
      r.result,
      time(r.createdAt),
    ]),
  };
}
