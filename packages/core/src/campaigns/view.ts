import type { CampaignSummary, OperatorCampaignView } from "@fanfare/protocol";
import type { ConditionRow } from "../conditions/tables";
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

export function toOperatorCampaignView(
  row: CampaignRow,
  nfts: CampaignNftRow[],
  list: ConditionRow[],
  now: Date,
): OperatorCampaignView {
  return {
    ...toCampaignSummary(row, now),
    totalSupply: row.totalSupply,
    claimedCount: row.claimedCount,
    perFanLimit: row.perFanLimit,
    prizeCount: row.prizeCount,
    winnerCount: row.winnerCount,
    conditions: list.map((c) => ({
      id: c.id,
      position: c.position,
      type: c.type,
    })),
    nfts: nfts.map((n) => ({ ...toNftView(n), key: n.key, supply: n.supply, issuedCount: n.issuedCount })),
  };
}
