import { and, asc, count, eq } from "drizzle-orm";
import { claims, policyAcceptances } from "../claims/tables";
import { companies } from "../companies/tables";
import { type ConditionRow, conditionProgress, conditions } from "../conditions/tables";
import type { DbOrTx } from "../db/client";
import { type DrawEntryRow, drawEntries } from "../draws/tables";
import { AppError } from "../errors";
import { type ProjectRow, projects } from "../projects/tables";
import { loadSocialConditionStates } from "../social/condition-states";
import type { StateProgress } from "./campaign-page-state";
import { type CampaignRow, campaigns } from "./tables";

export type FanCampaign = { campaign: CampaignRow; project: ProjectRow; conditions: ConditionRow[] };

/**
 * A campaign as fans may see it: published (or ended), in a published project of a live company.
 * Anything else is "not found" (request-E1004); a deleted company is E12001.
 */
export async function loadFanCampaign(db: DbOrTx, campaignId: string): Promise<FanCampaign> {
  const [found] = await db
    .select({ campaign: campaigns, project: projects, companyDeletedAt: companies.deletedAt })
    .from(campaigns)
    .innerJoin(projects, eq(projects.id, campaigns.projectId))
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(eq(campaigns.id, campaignId));
  if (!found || found.campaign.publishStatus === "MAKING" || found.project.status !== "PUBLISH") {
    throw new AppError("request-E1004");
  }
  if (found.companyDeletedAt) throw new AppError("E12001");
  const list = await db
    .select()
    .from(conditions)
    .where(eq(conditions.campaignId, campaignId))
    .orderBy(asc(conditions.position));
  return { campaign: found.campaign, project: found.project, conditions: list };
}

export type FanProgress = {
  completed: Map<string, Record<string, unknown>>;
  policiesAccepted: boolean;
  claims: number;
  entry: DrawEntryRow | null;
  /** Social conditions the fan is stuck on: refused permission or a post without the hashtag (ADR 0016). */
  socialStates: Map<string, "REJECT_PERMISSION" | "HAS_NOT_HASHTAG">;
};

export async function loadFanProgress(db: DbOrTx, campaignId: string, fanId: string): Promise<FanProgress> {
  const [progress, accepted, claimed, entries, socialStates] = await Promise.all([
    db
      .select({ conditionId: conditionProgress.conditionId, data: conditionProgress.data })
      .from(conditionProgress)
      .where(and(eq(conditionProgress.campaignId, campaignId), eq(conditionProgress.userId, fanId))),
    db
      .select({ at: policyAcceptances.acceptedAt })
      .from(policyAcceptances)
      .where(and(eq(policyAcceptances.campaignId, campaignId), eq(policyAcceptances.userId, fanId))),
    db
      .select({ n: count() })
      .from(claims)
      .where(and(eq(claims.campaignId, campaignId), eq(claims.userId, fanId))),
    db
      .select()
      .from(drawEntries)
      .where(and(eq(drawEntries.campaignId, campaignId), eq(drawEntries.userId, fanId))),
    loadSocialConditionStates(db, campaignId, fanId),
  ]);
  return {
    completed: new Map(progress.map((p) => [p.conditionId, p.data])),
    policiesAccepted: accepted.length > 0,
    claims: Number(claimed[0]?.n ?? 0),
    entry: entries[0] ?? null,
    socialStates,
  };
}

/** NONE needs nothing; every other kind needs its progress row. */
export function isConditionCompleted(condition: Pick<ConditionRow, "id" | "type">, progress: FanProgress): boolean {
  return condition.type === "NONE" || progress.completed.has(condition.id);
}

export function toStateProgress(list: ConditionRow[], progress: FanProgress): StateProgress {
  return {
    claims: progress.claims,
    policiesAccepted: progress.policiesAccepted,
    allConditionsCompleted: list.every((c) => isConditionCompleted(c, progress)),
    drawResult: progress.entry?.result ?? null,
    permissionRejected: list.some(
      (c) => !isConditionCompleted(c, progress) && progress.socialStates.get(c.id) === "REJECT_PERMISSION",
    ),
    hashtagMissing: list.some(
      (c) => !isConditionCompleted(c, progress) && progress.socialStates.get(c.id) === "HAS_NOT_HASHTAG",
    ),
  };
}

/** Conditions are completed and draws entered only inside the participation window. */
export function assertParticipationOpen(campaign: CampaignRow, now: Date): void {
  if (campaign.publishStatus !== "PUBLISH" || now < campaign.startsAt || now >= campaign.endsAt) {
    throw new AppError("claimPage-E2001");
  }
}

/** The fan's country must be one the project allows (the web shows cannot-participate). */
export function assertCountryAllowed(project: ProjectRow, country: string): void {
  if (!(project.allowedCountries as string[]).includes(country)) throw new AppError("project-E2001");
}
