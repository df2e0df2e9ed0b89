import type { OperatorRole } from "@fanfare/protocol";
import { and, eq, isNull } from "drizzle-orm";
import { companies } from "../companies/tables";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { operators } from "./tables";

/** Who an operator is for every operator verb: the company comes from the membership, never from input. */
export type Operator = { userId: string; companyId: string; role: OperatorRole };

/** The signed-in account's operator membership; anyone else gets "not found" (the console does not exist for them). */
export async function requireOperator(ctx: CoreContext, userId: string): Promise<Operator> {
  const [row] = await ctx.db
    .select({ userId: operators.userId, companyId: operators.companyId, role: operators.role })
    .from(operators)
    .innerJoin(companies, eq(companies.id, operators.companyId))
    .where(and(eq(operators.userId, userId), isNull(companies.deletedAt)));
  if (!row) throw new AppError("request-E1004");
  return row;
}

/** A row of another company is answered exactly like a row that does not exist. */
export function assertSameCompany(operator: Operator, row: { companyId: string } | undefined): asserts row {
  if (!row || row.companyId !== operator.companyId) throw new AppError("request-E1004");
}
