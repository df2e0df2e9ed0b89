import { CHANNEL_MEMBERS_PAGE_DEFAULT, CHANNEL_MEMBERS_PAGE_MAX, type ChannelMembersPage } from "@fanfare/protocol";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { CoreContext } from "../context";
import { maskEmail } from "../draws/get-operator-draw";
import { AppError } from "../errors";
import type { Operator } from "../operators/require-operator";
import { users } from "../users/tables";
import { ownChannel } from "./manage-channels";
import { channelMemberships } from "./tables";

/** Where a page ended: the last member's join time and id (keyset pagination, stable while fans join). */
type Cursor = { at: string; userId: string };

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.userId])).toString("base64url");
}

/** A cursor is opaque to clients; anything that is not one of ours is malformed input (request-E1000). */
function decodeCursor(raw: string): Cursor {
  try {
    const [at, userId] = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as unknown[];
    if (
      typeof at === "string" &&
      !Number.isNaN(Date.parse(at)) &&
      typeof userId === "string" &&
      /^[0-9a-f-]{36}$/u.test(userId)
    ) {
      return { at, userId };
    }
  } catch {
    // falls through to the refusal
  }
  throw new AppError("request-E1000", { detail: "The cursor is not valid." });
}

/**
 * Who joined the operator's channel, newest first, `limit` a page; `after` is the previous page's
 * `nextCursor`. E-mails are masked: the console shows enough to recognise a fan, the CSV export (a
 * deliberate download) has the rest. Every role may read it; another company's channel is "not found".
 */
export async function listChannelMembers(
  ctx: CoreContext,
  operator: Operator,
  input: { channelId: string; after?: string | undefined; limit?: number | undefined },
): Promise<ChannelMembersPage> {
  const channel = await ownChannel(ctx, operator, input.channelId);
  const limit = Math.min(
    Math.max(Math.trunc(input.limit ?? CHANNEL_MEMBERS_PAGE_DEFAULT), 1),
    CHANNEL_MEMBERS_PAGE_MAX,
  );
  const cursor = input.after ? decodeCursor(input.after) : null;
  const rows = await ctx.db
    .select({ userId: channelMemberships.userId, joinedAt: channelMemberships.joinedAt, email: users.email })
    .from(channelMemberships)
    .innerJoin(users, eq(users.id, channelMemberships.userId))
    .where(
      and(
        eq(channelMemberships.channelId, channel.id),
        cursor
          ? sql`(${channelMemberships.joinedAt}, ${channelMemberships.userId}) < (${cursor.at}::timestamptz, ${cursor.userId}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(channelMemberships.joinedAt), desc(channelMemberships.userId))
    .limit(limit + 1);
  const [total] = await ctx.db
    .select({ n: count() })
    .from(channelMemberships)
    .where(eq(channelMemberships.channelId, channel.id));
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    members: page.map((r) => ({
      userId: r.userId,
      maskedEmail: maskEmail(r.email),
      joinedAt: r.joinedAt.toISOString(),
    })),
    total: total?.n ?? 0,
    nextCursor:
      rows.length > limit && last ? encodeCursor({ at: last.joinedAt.toISOString(), userId: last.userId }) : null,
  };
}
