import { and, eq } from "drizzle-orm";
import { recordAuditEvent } from "../audit/record-audit-event";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { users } from "../users/tables";
import { lockMembers } from "./lock-members";
import { assertOperatorMay, type Operator } from "./require-operator";
import { operators } from "./tables";

/**
 * An owner removes a member (themselves too): the account stays, as a fan's, without the company. The
 * company keeps at least one owner (operator-E2002), checked on the locked rows in the transaction that
 * deletes. A member of another company answers request-E1004, like no member at all.
 */
export async function removeMember(ctx: CoreContext, operator: Operator, input: { userId: string }): Promise<void> {
  assertOperatorMay(operator, "members");
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const members = await lockMembers(tx, operator);
    const target = members.find(input.userId);
    if (!target) throw new AppError("request-E1004");
    if (target.role === "OWNER" && members.owners <= 1) throw new AppError("operator-E2002");
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, target.userId));
    await tx
      .delete(operators)
      .where(and(eq(operators.userId, target.userId), eq(operators.companyId, operator.companyId)));
    await recordAuditEvent(tx, operator, {
      action: "member.remove",
      target: { type: "member", id: target.userId },
      before: { email: user?.email ?? null, role: target.role },
      after: null,
      at: now,
    });
  });
}
