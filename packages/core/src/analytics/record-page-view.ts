import type { PageViewKind, SourceKind } from "@fanfare/protocol";
import { loadFanCampaign } from "../campaigns/load-campaign";
import type { CoreContext } from "../context";
import { pageViews } from "./tables";

/** Counts a view of a campaign page (campaign_detail or conditions) from a source (nmp or campaign). */
export async function recordPageView(
  ctx: CoreContext,
  input: { campaignId: string; fanId: string | null; kind: PageViewKind; source: SourceKind },
): Promise<void> {
  const { campaign } = await loadFanCampaign(ctx.db, input.campaignId);
  await ctx.db.insert(pageViews).values({
    campaignId: campaign.id,
    userId: input.fanId,
    kind: input.kind,
    source: input.source,
    createdAt: ctx.clock.now(),
  });
}
