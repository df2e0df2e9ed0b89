import type { UpdateMeRequest, UserView } from "@fanfare/protocol";
import { eq } from "drizzle-orm";
import type { CoreContext } from "../context";
import { users } from "./tables";
import { toUserView } from "./view";

/** The fan's preferences: country, language, time zone and the news-mail opt-in (accept-notification). */
export async function updatePreferences(ctx: CoreContext, userId: string, input: UpdateMeRequest): Promise<UserView> {
  const [row] = await ctx.db
    .update(users)
    .set({ ...input, updatedAt: ctx.clock.now() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`user ${userId} not found`);
  return toUserView(row);
}
