import type { OperatorMember, OperatorRole } from "@fanfare/protocol";
import { asc, eq } from "drizzle-orm";
import type { CoreContext } from "../context";
import type { DbOrTx } from "../db/client";
import { users } from "../users/tables";
import type { Operator } from "./require-operator";
import { operators } from "./tables";

/** A member as the console shows it. */
export function toOperatorMember(row: {
  userId: string;
  email: string | null;
  role: OperatorRole;
  createdAt: Date;
}): OperatorMember {
  // A cancelled account has no address any more (personal data); it shows as an empty one.
  return { userId: row.userId, email: row.email ?? "", role: row.role, joinedAt: row.createdAt.toISOString() };
}

/** The company's members, oldest first (the company's founder on top). Every role may read them. */
export async function listMembers(ctx: CoreContext, operator: Operator): Promise<OperatorMember[]> {
  return (await memberRows(ctx.db, operator.companyId)).map(toOperatorMember);
}

/** The members of one company with their addresses (a transaction's view when given one). */
export async function memberRows(db: DbOrTx, companyId: string) {
  return db
    .select({ userId: operators.userId, email: users.email, role: operators.role, createdAt: operators.createdAt })
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .where(eq(operators.companyId, companyId))
    .orderBy(asc(operators.createdAt), asc(operators.userId));
}
