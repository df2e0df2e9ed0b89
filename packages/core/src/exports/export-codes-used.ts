import { CONDITION_KINDS, type ConditionType } from "@fanfare/protocol";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { campaignNfts } from "../campaigns/tables";
import { conditionProgress, conditions } from "../conditions/tables";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import type { Operator } from "../operators/require-operator";
import { type CsvExport, csvChunks, keysetPages } from "./csv-export";
import { type ExportOptions, emailOf, exportTimes, ownCampaign } from "./export-options";

export const CODES_USED_HEADER = [
  "condition_id",
  "condition_type",
  "code_id",
  "code_hash",
  "nft",
  "user_id",
  "email",
  "used_at",
];

/** The kinds whose proof is a code (single, multiple, linked): the ones whose progress names a code. */
const CODE_TYPES: ConditionType[] = CONDITION_KINDS.filter((kind) => kind.proof === "CODE").map((kind) => kind.type);

type Row = {
  userId: string;
  email: string | null;
  codeId: string | null;
  codeHash: string | null;
  nft: string | null;
  usedAt: Date;
};

/**
 * Which fan used which code of the campaign's code conditions (or of one of them), and when, as CSV.
 * Clear codes are never stored (only keyed hashes, conditions/codes/normalise-code.ts), so the file
 * names a code by its row id and keyed hash: enough to match it with a printed batch's own list or to
 * tell two fans' codes apart, useless for redeeming. Condition by condition in the campaign's order,
 * then by fan, a page at a time on condition_progress's primary key.
 */
export async function exportCodesUsed(
  ctx: CoreContext,
  operator: Operator,
  input: { campaignId: string; conditionId?: string | undefined } & ExportOptions,
): Promise<CsvExport> {
  const campaign = await ownCampaign(ctx, operator, input.campaignId);
  const time = exportTimes(input);
  const codeConditions = await ctx.db
    .select({ id: conditions.id, type: conditions.type })
    .from(conditions)
    .where(
      and(
        eq(conditions.campaignId, campaign.id),
        inArray(conditions.type, CODE_TYPES),
        input.conditionId === undefined ? undefined : eq(conditions.id, input.conditionId),
      ),
    )
    .orderBy(asc(conditions.position));
  // A condition of another campaign, or one without codes, is as absent as a missing one.
  if (input.conditionId !== undefined && codeConditions.length === 0) throw new AppError("request-E1004");

  const pagesOf = (conditionId: string) =>
    keysetPages(
      (after: string | undefined, limit): Promise<Row[]> => {
        // The page is cut first and joined after (export-claims.ts says why).
        const page = ctx.db
          .select({
            userId: conditionProgress.userId,
            // What redeemCode keeps of the code it accepted: its row and keyed hash, never the code.
            codeId: sql<string | null>`${conditionProgress.data}->>'codeId'`.as("code_id"),
            codeHash: sql<string | null>`${conditionProgress.data}->>'codeHash'`.as("code_hash"),
            nftId: sql<string | null>`(${conditionProgress.data}->>'nftId')::uuid`.as("nft_id"),
            usedAt: conditionProgress.completedAt,
          })
          .from(conditionProgress)
          .where(
            and(
              eq(conditionProgress.conditionId, conditionId),
              after === undefined ? undefined : gt(conditionProgress.userId, after),
            ),
          )
          .orderBy(asc(conditionProgress.userId))
          .limit(limit)
          .as("page");
        return ctx.db
          .select({
            userId: page.userId,
            email: emailOf(page.userId),
            codeId: page.codeId,
            codeHash: page.codeHash,
            nft: sql<
              string | null
            >`(select ${campaignNfts.key} from ${campaignNfts} where ${campaignNfts.id} = ${page.nftId})`,
            usedAt: page.usedAt,
          })
          .from(page)
          .orderBy(asc(page.userId));
      },
      (row) => row.userId,
      input.batchSize,
    );

  async function* pages(): AsyncGenerator<(Row & { conditionId: string; type: ConditionType })[]> {
    for (const condition of codeConditions) {
      for await (const page of pagesOf(condition.id)) {
        yield page.map((row) => ({ ...row, conditionId: condition.id, type: condition.type }));
      }
    }
  }

  return {
    filename: `codes-used-${input.conditionId ?? campaign.id}.csv`,
    lines: csvChunks(CODES_USED_HEADER, pages(), (r) => [
      r.conditionId,
      r.type,
      r.codeId,
      r.codeHash,
      r.nft,
      r.userId,
      r.email,
      time(r.usedAt),
    ]),
  };
}
