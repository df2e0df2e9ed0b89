import { z } from "zod";
import { IdSchema } from "./campaigns";

// ---------------------------------------------------------------------------------------------------
// Who joined a channel, as its operators see it (the console's members list; the CSV export is apart)
// ---------------------------------------------------------------------------------------------------

export const CHANNEL_MEMBERS_PAGE_DEFAULT = 50;
export const CHANNEL_MEMBERS_PAGE_MAX = 200;

/** `after`: the previous page's `nextCursor` (newest joins first). */
export const ChannelMembersQuery = z.object({
  after: z.string().min(1).max(200).optional(),
  limit: z.coerce.number<string>().int().min(1).max(CHANNEL_MEMBERS_PAGE_MAX).default(CHANNEL_MEMBERS_PAGE_DEFAULT),
});
export type ChannelMembersQuery = z.infer<typeof ChannelMembersQuery>;

/** A member: the e-mail masked (`f•••@example.com`, as the draw's entrants; null for an account without one) and when it joined. */
export const ChannelMember = z
  .object({
    userId: IdSchema,
    maskedEmail: z.string().nullable(),
    joinedAt: z.string(),
  })
  .meta({ id: "ChannelMember" });
export type ChannelMember = z.infer<typeof ChannelMember>;

export const ChannelMembersPage = z
  .object({ members: z.array(ChannelMember), total: z.int(), nextCursor: z.string().nullable() })
  .meta({ id: "ChannelMembersPage" });
export type ChannelMembersPage = z.infer<typeof ChannelMembersPage>;
