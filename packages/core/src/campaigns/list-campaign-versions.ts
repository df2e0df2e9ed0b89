import type { CampaignVersion, CampaignVersions } from "@fanfare/protocol";
import { and, asc, eq, ne } from "drizzle-orm";
import { auditEvents } from "../audit/tables";
import type { CoreContext } from "../context";
import { assertSameCompany, type Operator } from "../operators/require-operator";
import { users } from "../users/tables";
import { REFUSED_EDIT } from "./record-refused-edit";
import { campaigns } from "./tables";

/**
 * A campaign's version history, read from the audit log (every operator write on the campaign records
 * its changed fields before → after in its own transaction, so the history cannot miss an edit): version
 * 1 is the creation, each later write one more. Newest first. Writes made by the platform itself (a CLI
 * import) leave no event and so no version; a refused edit (campaign.updateRefused) changed nothing, so
 * it is in the log but is no version.
 */
export async function listCampaignVersions(
  ctx: CoreContext,
  operator: Operator,
  input: { campaignId: string },
): Promise<CampaignVersions> {
  const [campaign] = await ctx.db
    .select({ id: campaigns.id, companyId: campaigns.companyId })
    .from(campaigns)
    .where(eq(campaigns.id, input.campaignId));
  assertSameCompany(operator, campaign);
  const rows = await ctx.db
    .select({ event: auditEvents, email: users.email })
    .from(auditEvents)
    .innerJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(
      and(
        eq(auditEvents.companyId, operator.companyId),
        eq(auditEvents.targetType, "campaign"),
        eq(auditEvents.targetId, campaign.id),
        ne(auditEvents.action, REFUSED_EDIT),
      ),
    )
    .orderBy(asc(auditEvents.createdAt), asc(auditEvents.seq));
  const versions = rows.map(
    ({ event, email }, i): CampaignVersion => ({
      id: event.id,
      version: i + 1,
      at: event.createdAt.toISOString(),
      // A cancelled account keeps its events; its address is gone (personal data), so none is shown.
      actor: { userId: event.actorUserId, email: email ?? "" },
      action: event.action,
      changes: versionChanges(event.before, event.after),
    }),
  );
  return { campaignId: campaign.id, versions: versions.reverse() };
}

/** The fields an event changed, each with its value before and after (null where the event has none). */
export function versionChanges(before: unknown, after: unknown): CampaignVersion["changes"] {
  const was = asRecord(before);
  const now = asRecord(after);
  const fields = [...new Set([...Object.keys(now), ...Object.keys(was)])];
  return fields.map((field) => ({ field, before: was[field] ?? null, after: now[field] ?? null }));
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
