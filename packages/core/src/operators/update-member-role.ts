import type { OperatorMember, OperatorRole } from "@fanfare/protocol";
import { and, eq } from "drizzle-orm";
import { recordAuditEvent } from "../audit/record-audit-event";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { users } from "../users/tables";
import { toOperatorMember } from "./list-members";
import { lockMembers } from "./lock-members";
import { assertOperatorMay, type Operator } from "./require-operator";
import { operators } from "./tables";

/**
 * An owner changes a member's role (their own too). The company keeps at least one owner
 * (operator-E2002), checked on the locked rows in the transaction that writes the change. A member of
 * another company answers request-E1004, like no member at all.
 */
export async function updateMemberRole(
  ctx: CoreContext,
  operator: Operator,
  input: { userId: string; role: OperatorRole },
): Promise<OperatorMember> {
  assertOperatorMay(operator, "members");
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const members = await lockMembers(tx, operator);
    const target = members.find(input.userId);
    if (!target) throw new AppError("request-E1004");
    if (target.role === "OWNER" && input.role !== "OWNER" && members.owners <= 1) {
      throw new AppError("operator-E2002");
    }
    const [updated] = await tx
      .update(operators)
      .set({ role: input.role })
      .where(and(eq(operators.userId, target.userId), eq(operators.companyId, operator.companyId)))
      .returning();
    if (!updated) throw new AppError("request-E1004");
    await recordAuditEvent(tx, operator, {
      action: "member.update",
      target: { type: "member", id: target.userId },
      before: { role: target.role },
      after: { role: updated.role },
      at: now,
    });
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, target.userId));
    return toOperatorMember({ ...updated, email: user?.email ?? null });
  });
}
