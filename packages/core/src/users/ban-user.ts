import { eq } from "drizzle-orm";
import { normalizeEmail } from "../auth/secrets";
import { revokeAllSessions } from "../auth/sessions";
import type { CoreContext } from "../context";
import { users } from "./tables";

/** Bans an account: it can no longer sign in or act (E6000), and its sessions end now. */
export async function banUser(ctx: CoreContext, userId: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ status: "BANNED", bannedAt: now, updatedAt: now }).where(eq(users.id, userId));
    await revokeAllSessions(tx, userId, now, "banned");
  });
}

export async function banUserByEmail(ctx: CoreContext, email: string): Promise<boolean> {
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.emailNormalized, normalizeEmail(email)));
  if (!user) return false;
  await banUser(ctx, user.id);
  return true;
}
