import type { CampaignSummary } from "@fanfare/protocol";

/** Where a campaign stands for a fan: still open to take part in, not started yet, or over. */
export type CampaignPhase = "open" | "coming-soon" | "ended";

const PHASE_RANK: Record<CampaignPhase, number> = { open: 0, "coming-soon": 1, ended: 2 };

/** Ended by the operator (END) or past its end; else not started yet; else open. */
export function campaignPhase(campaign: Pick<CampaignSummary, "publishStatus" | "timeStatus">): CampaignPhase {
  if (campaign.publishStatus === "END" || campaign.timeStatus === "ENDED") return "ended";
  return campaign.timeStatus === "COMING_SOON" ? "coming-soon" : "open";
}

/**
 * The order fans see a project's campaigns in: what they can take part in now first, then what is coming,
 * then what is over; within each, by start, then by id. The id makes the order total, so two campaigns
 * starting at the same instant never swap places from one request to the next.
 */
export function compareCampaignsForFans(
  a: Pick<CampaignSummary, "id" | "startsAt" | "publishStatus" | "timeStatus">,
  b: Pick<CampaignSummary, "id" | "startsAt" | "publishStatus" | "timeStatus">,
): number {
  const byPhase = PHASE_RANK[campaignPhase(a)] - PHASE_RANK[campaignPhase(b)];
  if (byPhase !== 0) return byPhase;
  const byStart = Date.parse(a.startsAt) - Date.parse(b.startsAt);
  if (byStart !== 0) return byStart;
  if (a.id === b.id) return 0;
  return a.id < b.id ? -1 : 1;
}

/** A sorted copy (the input is left as it is). */
export function sortCampaignsForFans<
  T extends Pick<CampaignSummary, "id" | "startsAt" | "publishStatus" | "timeStatus">,
>(campaigns: readonly T[]): T[] {
  return [...campaigns].sort(compareCampaignsForFans);
}
