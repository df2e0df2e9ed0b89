import { and, asc, eq, gt } from "drizzle-orm";
import { ownChannel } from "../channels/manage-channels";
import { channelMemberships } from "../channels/tables";
import type { CoreContext } from "../context";
import type { Operator } from "../operators/require-operator";
import { type CsvExport, csvChunks, keysetPages } from "./csv-export";
import { type ExportOptions, emailOf, exportTimes } from "./export-options";

export const CHANNEL_MEMBERS_HEADER = ["channel_id", "user_id", "email", "joined_at"];

/**
 * Who joined the channel and when, as CSV: the members now (leaving deletes a membership). Whether a
 * member still meets the requirements is decided on each visit, not here. By fan, a page at a time on
 * the membership's primary key.
 */
export async function exportChannelMembers(
  ctx: CoreContext,
  operator: Operator,
  input: { channelId: string } & ExportOptions,
): Promise<CsvExport> {
  const channel = await ownChannel(ctx, operator, input.channelId);
  const time = exportTimes(input);
  const pages = keysetPages(
    (after: string | undefined, limit) => {
      // The page is cut first and joined after (export-claims.ts says why).
      const page = ctx.db
        .select({ userId: channelMemberships.userId, joinedAt: channelMemberships.joinedAt })
        .from(channelMemberships)
        .where(
          and(
            eq(channelMemberships.channelId, channel.id),
            after === undefined ? undefined : gt(channelMemberships.userId, after),
          ),
        )
        .orderBy(asc(channelMemberships.userId))
        .limit(limit)
        .as("page");
      return ctx.db
        .select({ userId: page.userId, email: emailOf(page.userId), joinedAt: page.joinedAt })
        .from(page)
        .orderBy(asc(page.userId));
    },
    (row) => row.userId,
    input.batchSize,
  );
  return {
    filename: `channel-members-${channel.id}.csv`,
    lines: csvChunks(CHANNEL_MEMBERS_HEADER, pages, (r) => [channel.id, r.userId, r.email, time(r.joinedAt)]),
  };
}
