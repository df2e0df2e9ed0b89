import type { OperatorRole } from "@fanfare/protocol";
import { eq } from "drizzle-orm";
import { normalizeEmail } from "../auth/secrets";
import type { CoreContext } from "../context";
import { users } from "../users/tables";
import { operators } from "./tables";

/**
 * Makes the account of `email` (created if it does not exist yet; it signs in by e-mail like any fan)
 * an operator of one company. An account already operating another company keeps that one.
 */
export async function addOperator(
  ctx: CoreContext,
  input: { companyId: string; email: string; role: OperatorRole },
): Promise<{ userId: string; added: boolean }> {
  const emailNormalized = normalizeEmail(input.email);
  await ctx.db
    .insert(users)
    .values({ email: input.email.trim(), emailNormalized })
    .onConflictDoNothing({ target: users.emailNormalized });
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.emailNormalized, emailNormalized));
  if (!user) throw new Error("operator account vanished");
  const added = await ctx.db
    .insert(operators)
    .values({ userId: user.id, companyId: input.companyId, role: input.role, createdAt: ctx.clock.now() })
    .onConflictDoNothing()
    .returning({ userId: operators.userId });
  return { userId: user.id, added: added.length === 1 };
}
