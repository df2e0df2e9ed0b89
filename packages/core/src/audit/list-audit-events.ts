import { AUDIT_PAGE_DEFAULT, AUDIT_PAGE_MAX, type AuditEvent, type AuditEventsPage } from "@fanfare/protocol";
import { and, desc, eq, sql } from "drizzle-orm";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import type { Operator } from "../operators/require-operator";
import { users } from "../users/tables";
import { type AuditEventRow, auditEvents } from "./tables";

/** Where a page ended: the last event's time and insertion order (keyset pagination, stable under inserts). */
type Cursor = { at: string; seq: number };

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.seq])).toString("base64url");
}

/** A cursor is opaque to clients; anything that is not one of ours is malformed input (request-E1000). */
function decodeCursor(raw: string): Cursor {
  try {
    const [at, seq] = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as unknown[];
    if (typeof at === "string" && !Number.isNaN(Date.parse(at)) && Number.isSafeInteger(seq)) {
      return { at, seq: seq as number };
    }
  } catch {
    // falls through to the refusal
  }
  throw new AppError("request-E1000", { detail: "The cursor is not valid." });
}

/**
 * The operator's company's audit log, newest first, `limit` events a page; `before` is the previous
 * page's `nextCursor` (null on the last page). Only the operator's own company: another company's events
 * are never selected. Every role may read it.
 */
export async function listAuditEvents(
  ctx: CoreContext,
  operator: Operator,
  input: { before?: string | undefined; limit?: number | undefined } = {},
): Promise<AuditEventsPage> {
  const limit = Math.min(Math.max(Math.trunc(input.limit ?? AUDIT_PAGE_DEFAULT), 1), AUDIT_PAGE_MAX);
  const cursor = input.before ? decodeCursor(input.before) : null;
  const rows = await ctx.db
    .select({ event: auditEvents, email: users.email })
    .from(auditEvents)
    .innerJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(
      and(
        eq(auditEvents.companyId, operator.companyId),
        cursor
          ? sql`(${auditEvents.createdAt}, ${auditEvents.seq}) < (${cursor.at}::timestamptz, ${cursor.seq})`
          : undefined,
      ),
    )
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.seq))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    events: page.map((r) => toAuditEvent(r.event, r.email)),
    nextCursor:
      rows.length > limit && last
        ? encodeCursor({ at: last.event.createdAt.toISOString(), seq: last.event.seq })
        : null,
  };
}

function toAuditEvent(row: AuditEventRow, email: string | null): AuditEvent {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    // A cancelled account keeps its events; its address is gone (personal data), so none is shown.
    actor: { userId: row.actorUserId, email: email ?? "" },
    action: row.action,
    target: { type: row.targetType, id: row.targetId },
    before: row.before ?? null,
    after: row.after ?? null,
  };
}
