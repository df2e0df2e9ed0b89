import type { DbOrTx } from "../db/client";
import type { Operator } from "../operators/require-operator";
import { auditEvents } from "./tables";

export type AuditEventInput = {
  /** `<target type>.<verb>`, e.g. `campaign.update`, `member.invite`. */
  action: string;
  target: { type: string; id: string };
  /** The changed values before the write (null for a creation) and after it (null for a removal). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  at: Date;
};

/**
 * Records one operator write. Call it with the write's own transaction, so the write and its event are
 * committed together or not at all. Callers pass only what an owner may read back: never a secret, a
 * draw seed or a code in clear (generated codes are recorded as a count). The platform acting for a
 * company (a CLI import) is no operator and records nothing.
 */
export async function recordAuditEvent(db: DbOrTx, operator: Operator, event: AuditEventInput): Promise<void> {
  if (operator.platform) return;
  await db.insert(auditEvents).values({
    companyId: operator.companyId,
    actorUserId: operator.userId,
    action: event.action,
    targetType: event.target.type,
    targetId: event.target.id,
    before: jsonSafe(event.before ?? null),
    after: jsonSafe(event.after ?? null),
    createdAt: event.at,
  });
}

/** Dates as ISO strings and undefined fields dropped, exactly as the log will read them back. */
function jsonSafe(value: Record<string, unknown> | null): unknown {
  return value === null ? null : JSON.parse(JSON.stringify(value));
}
