import type { CampaignPublishStatus, OperatorCampaignView } from "@fanfare/protocol";
import type { MessageKey } from "@/i18n/page-metadata";
import type { StatusTone } from "../status-badge";

type Status = { label: MessageKey; tone: StatusTone };

const PUBLISH: Record<CampaignPublishStatus, Status> = {
  MAKING: { label: "console.campaignStatus.MAKING", tone: "draft" },
  PUBLISH: { label: "console.campaignStatus.PUBLISH", tone: "live" },
  END: { label: "console.campaignStatus.END", tone: "over" },
};

const TIME = {
  COMING_SOON: { label: "console.campaignStatus.COMING_SOON", tone: "draft" },
  RUNNING: { label: "console.campaignStatus.RUNNING", tone: "live" },
  ENDED: { label: "console.campaignStatus.ENDED", tone: "over" },
} as const satisfies Record<string, Status>;

/**
 * What an operator needs to know of a campaign's state: its publication, and for a published one where
 * it stands in its window (before, during, after). A draft's window says nothing yet; an ended one is over.
 */
export function campaignStatus(campaign: Pick<OperatorCampaignView, "publishStatus" | "timeStatus">): Status[] {
  if (campaign.publishStatus !== "PUBLISH") return [PUBLISH[campaign.publishStatus]];
  return [PUBLISH.PUBLISH, TIME[campaign.timeStatus ?? "RUNNING"]];
}
