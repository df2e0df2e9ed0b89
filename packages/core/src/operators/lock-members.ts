import { eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { AppError } from "../errors";
import type { Operator } from "./require-operator";
import { operators } from "./tables";

/**
 * Locks every membership row of the operator's company (`SELECT … FOR UPDATE`) for the rest of the
 * transaction, and checks that the acting operator is, as of now, still an owner. Member changes of one
 * company therefore run one after another: "a company keeps at least one owner" is checked against the
 * rows as they are when the change is written, never against a read another change has since made stale
 * (two owners demoting each other at once: the second sees the first's change and is refused).
 * `tx` must be a transaction: the locks last until it ends.
 */
export async function lockMembers(tx: DbOrTx, operator: Operator) {
  const rows = await tx
    .select({ userId: operators.userId, role: operators.role })
    .from(operators)
    .where(eq(operators.companyId, operator.companyId))
    .orderBy(operators.userId)
    .for("update");
  const me = rows.find((r) => r.userId === operator.userId);
  if (!me) throw new AppError("request-E1004");
  if (me.role !== "OWNER") throw new AppError("operator-E2001");
  return {
    rows,
    owners: rows.filter((r) => r.role === "OWNER").length,
    find: (userId: string) => rows.find((r) => r.userId === userId),
  };
}
