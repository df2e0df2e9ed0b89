import {
  type CampaignSummary,
  CONDITION_KIND_BY_TYPE,
  type ConditionType,
  type OperatorCampaignView,
} from "@fanfare/protocol";
import { settingsFromConfig } from "../conditions/settings-from-config";
import type { ConditionRow } from "../conditions/tables";
import { campaignFields } from "./campaign-fields";
import { timeStatus } from "./campaign-page-state";
import type { CampaignNftRow, CampaignRow } from "./tables";

export function toCampaignSummary(row: CampaignRow, now: Date): CampaignSummary {
  return {
    id: row.id,
    projectId: row.projectId,
    title: row.texts.title,
    imageUrl: row.imageUrl,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    publishStatus: row.publishStatus,
    timeStatus: timeStatus(row, now),
    rewardKind: row.rewardKind,
  };
}

export function toNftView(row: CampaignNftRow) {
  return { id: row.id, name: row.name, description: row.description, imageUrl: row.imageUrl, metadata: row.metadata };
}

/** How many codes a code condition has, and how many fans used (conditions without codes are absent). */
export type CodeCounts = Map<string, { total: number; used: number }>;

export function toOperatorCampaignView(
  row: CampaignRow,
  nfts: CampaignNftRow[],
  list: ConditionRow[],
  now: Date,
  codeCounts: CodeCounts = new Map(),
): OperatorCampaignView {
  const fields = campaignFields(row);
  return {
    ...toCampaignSummary(row, now),
    description: fields.description,
    terms: fields.terms,
    privacyPolicy: fields.privacyPolicy,
    distributionStartsAt: fields.distributionStartsAt,
    distributionEndsAt: fields.distributionEndsAt,
    theme: fields.theme,
    links: fields.links,
    imageSource: fields.imageSource,
    effect: fields.effect,
    effectImageUrl: fields.effectImageUrl,
    rewardTiming: fields.rewardTiming,
    winPercent: fields.winPercent,
    chainId: row.chainId,
    totalSupply: row.totalSupply,
    claimedCount: row.claimedCount,
    perFanLimit: row.perFanLimit,
    prizeCount: row.prizeCount,
    winnerCount: row.winnerCount,
    conditions: list.map((c) => ({
      id: c.id,
      position: c.position,
      type: c.type,
      settings: settingsFromConfig(c.type, c.config),
      codes: codeCounts.get(c.id) ?? (usesCodes(c.type) ? { total: 0, used: 0 } : null),
    })),
    nfts: nfts.map((n) => ({ ...toNftView(n), key: n.key, supply: n.supply, issuedCount: n.issuedCount })),
  };
}

/** Whether a kind's settings take codes (its settings schema has `code` or `codes`). */
function usesCodes(type: ConditionType): boolean {
  const shape = CONDITION_KIND_BY_TYPE[type].settings.shape as Record<string, unknown>;
  return "code" in shape || "codes" in shape;
}
