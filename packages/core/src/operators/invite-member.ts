import type { OperatorMember, OperatorRole } from "@fanfare/protocol";
import { eq } from "drizzle-orm";
import { recordAuditEvent } from "../audit/record-audit-event";
import { normalizeEmail } from "../auth/secrets";
import { companies } from "../companies/tables";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { renderOperatorInvitationMail } from "../mail/templates";
import { users } from "../users/tables";
import { toOperatorMember } from "./list-members";
import { lockMembers } from "./lock-members";
import { assertOperatorMay, type Operator } from "./require-operator";
import { operators } from "./tables";

/**
 * An owner invites an account by e-mail into their company with a role. The account is made if it does
 * not exist yet (it signs in by e-mail like any fan, in the inviter's language until it picks its own),
 * and is mailed an invitation in its language naming the company and linking to the console. An account
 * operates at most one company (operator-E2003); a member already is one (operator-E2004).
 * The mail is sent last, inside the transaction: if it cannot be sent, nothing is kept (mail-E5001) and
 * the owner simply invites again.
 */
export async function inviteMember(
  ctx: CoreContext,
  operator: Operator,
  input: { email: string; role: OperatorRole },
): Promise<OperatorMember> {
  assertOperatorMay(operator, "members");
  const email = input.email.trim();
  const emailNormalized = normalizeEmail(email);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await lockMembers(tx, operator);
    const [inviter] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, operator.userId));
    await tx
      .insert(users)
      .values({ email, emailNormalized, locale: inviter?.locale ?? "ja" })
      .onConflictDoNothing({ target: users.emailNormalized });
    const [invitee] = await tx
      .select({ id: users.id, email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.emailNormalized, emailNormalized));
    if (!invitee) throw new Error("invited account vanished");
    const [added] = await tx
      .insert(operators)
      .values({ userId: invitee.id, companyId: operator.companyId, role: input.role, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!added) {
      const [existing] = await tx
        .select({ companyId: operators.companyId })
        .from(operators)
        .where(eq(operators.userId, invitee.id));
      throw new AppError(existing?.companyId === operator.companyId ? "operator-E2004" : "operator-E2003");
    }
    const member = toOperatorMember({ ...added, email: invitee.email });
    await recordAuditEvent(tx, operator, {
      action: "member.invite",
      target: { type: "member", id: invitee.id },
      before: null,
      after: { email: member.email, role: member.role },
      at: now,
    });
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, operator.companyId));
    const link = new URL(`/${invitee.locale}/console`, ctx.config.publicUrl).toString();
    const mail = renderOperatorInvitationMail(invitee.locale, { company: company?.name ?? "", role: input.role, link });
    try {
      await ctx.mailer.send({ to: member.email, ...mail });
    } catch (error) {
      throw new AppError("mail-E5001", { cause: error, context: { operation: "mail.send", purpose: "member.invite" } });
    }
    return member;
  });
}
