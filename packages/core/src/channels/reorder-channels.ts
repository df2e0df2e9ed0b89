import type { OperatorChannelView } from "@fanfare/protocol";
import { eq } from "drizzle-orm";
import { recordAuditEvent } from "../audit/record-audit-event";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { assertOperatorMay, assertSameCompany, type Operator } from "../operators/require-operator";
import { projects } from "../projects/tables";
import { listOperatorChannels } from "./manage-channels";
import { channels } from "./tables";

/**
 * Puts a project's channels in the operator's order (fans' lists follow it): `channelIds` must name each
 * of the project's channels exactly once (premiumContent-E1003), so an order made from a stale list
 * (a channel added meanwhile) is refused rather than half applied. Positions become 0, 1, 2…; only the
 * channels whose position changes are written, and the audit log keeps the order before and after.
 */
export async function reorderChannels(
  ctx: CoreContext,
  operator: Operator,
  input: { projectId: string; channelIds: string[] },
): Promise<OperatorChannelView[]> {
  assertOperatorMay(operator, "write");
  const [project] = await ctx.db.select().from(projects).where(eq(projects.id, input.projectId));
  assertSameCompany(operator, project);
  await ctx.db.transaction(async (tx) => {
    // Locked, so two reorders (or a reorder and a new channel) cannot interleave.
    const rows = await tx.select().from(channels).where(eq(channels.projectId, project.id)).for("update");
    const known = new Set(rows.map((r) => r.id));
    const given = new Set(input.channelIds);
    if (
      given.size !== input.channelIds.length ||
      given.size !== known.size ||
      input.channelIds.some((id) => !known.has(id))
    ) {
      throw new AppError("premiumContent-E1003");
    }
    // The order fans saw until now (as listed: position, then creation).
    const before = [...rows]
      .sort((a, b) => a.position - b.position || a.createdAt.getTime() - b.createdAt.getTime())
      .map((r) => r.id);
    const now = ctx.clock.now();
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const [position, id] of input.channelIds.entries()) {
      const row = byId.get(id);
      if (!row || row.position === position) continue;
      await tx.update(channels).set({ position, updatedAt: now }).where(eq(channels.id, id));
    }
    await recordAuditEvent(tx, operator, {
      action: "channel.reorder",
      target: { type: "project", id: project.id },
      before: { channelIds: before },
      after: { channelIds: input.channelIds },
      at: now,
    });
  });
  return listOperatorChannels(ctx, operator, { projectId: project.id });
}
