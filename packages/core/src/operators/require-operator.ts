import type { OperatorRole } from "@fanfare/protocol";
import { and, eq, isNull } from "drizzle-orm";
import { companies } from "../companies/tables";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { operators } from "./tables";

/**
 * Who an operator is for every operator verb: the company comes from the membership, never from input.
 * `platform` marks the platform acting for a company (a CLI import): it acts as an owner and, as no
 * operator did it, leaves no audit event.
 */
export type Operator = { userId: string; companyId: string; role: OperatorRole; platform?: true };

/**
 * What an operator is about to do: read anything of the company (every role), write (owners and
 * editors: viewers are read-only), or manage the company's members (owners).
 */
export type OperatorAccess = "read" | "write" | "members";

const ALLOWED: Record<OperatorAccess, readonly OperatorRole[]> = {
  read: ["OWNER", "EDITOR", "VIEWER"],
  write: ["OWNER", "EDITOR"],
  members: ["OWNER"],
};

/** The one role rule: whether a role may do this. */
export function operatorMay(role: OperatorRole, access: OperatorAccess): boolean {
  return ALLOWED[access].includes(role);
}

/**
 * Refuses (operator-E2001) an operator whose role may not do this. Every operator write verb calls it
 * first, so the rule holds whoever calls the verb (the API, the CLI, a test).
 */
export function assertOperatorMay(operator: Operator, access: OperatorAccess): void {
  if (!operatorMay(operator.role, access)) throw new AppError("operator-E2001");
}

/**
 * The signed-in account's operator membership; anyone else gets "not found" (the console does not exist
 * for them). With `access`, a role that may not do it gets operator-E2001.
 */
export async function requireOperator(
  ctx: CoreContext,
  userId: string,
  access: OperatorAccess = "read",
): Promise<Operator> {
  const [row] = await ctx.db
    .select({ userId: operators.userId, companyId: operators.companyId, role: operators.role })
    .from(operators)
    .innerJoin(companies, eq(companies.id, operators.companyId))
    .where(and(eq(operators.userId, userId), isNull(companies.deletedAt)));
  if (!row) throw new AppError("request-E1004");
  assertOperatorMay(row, access);
  return row;
}

/** A row of another company is answered exactly like a row that does not exist. */
export function assertSameCompany(operator: Operator, row: { companyId: string } | undefined): asserts row {
  if (!row || row.companyId !== operator.companyId) throw new AppError("request-E1004");
}
