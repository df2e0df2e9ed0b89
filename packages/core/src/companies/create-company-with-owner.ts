import { EmailSchema } from "@fanfare/protocol";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { addOperator } from "../operators/add-operator";
import { createCompany } from "./create-company";

/**
 * A new company and its first owner (`npm run fanfare -- create-company <name> <owner-email>`): the
 * owner's account is made if needed; one that already operates a company is refused (operator-E2003:
 * an account operates at most one) and then no company is left behind.
 */
export async function createCompanyWithOwner(
  ctx: CoreContext,
  input: { name: string; ownerEmail: string },
): Promise<{ companyId: string; ownerUserId: string }> {
  const name = input.name.trim();
  if (!name) throw new AppError("request-E1000", { detail: "The company needs a name." });
  if (!EmailSchema.safeParse(input.ownerEmail).success) {
    throw new AppError("request-E1000", { detail: "The owner's e-mail address is not valid." });
  }
  return ctx.db.transaction(async (tx) => {
    const scoped = { ...ctx, db: tx };
    const company = await createCompany(scoped, { name });
    const owner = await addOperator(scoped, { companyId: company.id, email: input.ownerEmail, role: "OWNER" });
    if (!owner.added) throw new AppError("operator-E2003");
    return { companyId: company.id, ownerUserId: owner.userId };
  });
}
