import type { OperatorMe } from "@fanfare/protocol";
import { eq } from "drizzle-orm";
import { companies } from "../companies/tables";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { users } from "../users/tables";
import type { Operator } from "./require-operator";

/** The signed-in operator as the console needs it first: address, role and company. */
export async function getOperatorMe(ctx: CoreContext, operator: Operator): Promise<OperatorMe> {
  const [row] = await ctx.db
    .select({ email: users.email, companyName: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, operator.companyId))
    .where(eq(users.id, operator.userId));
  if (!row) throw new AppError("request-E1004");
  return {
    userId: operator.userId,
    email: row.email ?? "",
    role: operator.role,
    company: { id: operator.companyId, name: row.companyName },
  };
}
