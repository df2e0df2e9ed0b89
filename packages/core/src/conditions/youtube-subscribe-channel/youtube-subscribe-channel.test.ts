import { YOUTUBE_SANDBOX_IDS } from "@fanfare/sandbox";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getCampaignDetail } from "../../campaigns/get-campaign-detail";
import { createTestContext, makeCampaign, makeParticipant, sandboxSocialConfig } from "../../testing";
import { connectThroughSandbox, useSocialSandbox } from "../../testing/social-flow";
import { completeCondition } from "../complete-condition";
import { conditionProgress } from "../tables";
import { youtubeSubscribeChannelCondition as module } from "./youtube-subscribe-channel";

const CHANNEL = YOUTUBE_SANDBOX_IDS.channel;
const suite = useSocialSandbox("youtube");

describe("YOUTUBE_SUBSCRIBE_CHANNEL", () => {
  it("takes a channel id (UC + 22) and the name the fan is shown, nothing else", () => {
    const settings = module.kind.settings;
    expect(settings.parse({ channelId: CHANNEL, channelName: " Fanfare " })).toEqual({
      channelId: CHANNEL,
      channelName: "Fanfare",
    });
    for (const wrong of [
      { channelId: "UCtooShort", channelName: "x" },
      { channelId: `XX${CHANNEL.slice(2)}`, channelName: "x" },
      { channelId: `${CHANNEL}!`, channelName: "x" },
      { channelId: CHANNEL, channelName: "" },
      { channelId: CHANNEL, channelName: "x".repeat(101) },
      { channelId: CHANNEL, channelName: "x", handle: "@fanfare" },
    ]) {
      expect(settings.safeParse(wrong).success, JSON.stringify(wrong)).toBe(false);
    }
    expect(module.kind).toMatchObject({ provider: "YOUTUBE", proof: "PROVIDER", slug: "youtube-subscribe-channel" });
    expect(module.kind.action?.name).toBe("verify");
  });

  it("shows the fan the channel to subscribe to, with its name and YouTube link", () => {
    const view = module.describe({ channelId: CHANNEL, channelName: "Fanfare" }, undefined);
    expect(view.social).toEqual({
      provider: "YOUTUBE",
      target: { kind: "channel", id: CHANNEL, url: `https://www.youtube.com/channel/${CHANNEL}`, name: "Fanfare" },
      hashtag: null,
      permissionRejected: false,
      hashtagMissing: false,
      verifiedPostUrl: null,
    });
  });

  it("completes once the fan's connected account subscribes, and records which channel verified it", async () => {
    const { ctx } = createTestContext(suite.database);
    ctx.config = { ...ctx.config, social: sandboxSocialConfig(suite.sandbox.httpUrl) };
    const { campaignId, conditionIds } = await makeCampaign(ctx, {
      conditions: [{ type: "YOUTUBE_SUBSCRIBE_CHANNEL", channelId: CHANNEL, channelName: "Fanfare Sandbox" }],
    });
    const conditionId = conditionIds[0] ?? "";
    const fanId = await makeParticipant(ctx, campaignId);
    const verify = (action: "verify" | "code" = "verify") =>
      completeCondition(ctx, { fanId, campaignId, conditionId, action, body: {} }, { ip: "10.9.0.3" });

    await expect(verify()).rejects.toMatchObject({ code: "socialAccount-E2004" }); // not connected yet
    await expect(verify("code")).rejects.toMatchObject({ code: "request-E1004" }); // not completed that way
    const connected = await connectThroughSandbox(ctx, {
      provider: "YOUTUBE",
      fanId,
      campaignId,
      conditionId,
      decision: "allow",
      user: "sandbox-fan-aiko",
    });
    expect(connected.outcome.error).toBeNull();
    await expect(verify()).rejects.toMatchObject({ code: "youtubeCondition-E2007" });
    expect((await getCampaignDetail(ctx, { campaignId, fanId })).state).toBe("NotCompletedConditionYet");

    suite.sandbox.youtube.subscribe("sandbox-fan-aiko", CHANNEL);
    await expect(verify()).resolves.toEqual({ conditionId, completed: true });
    const [progress] = await suite.database.db
      .select()
      .from(conditionProgress)
      .where(and(eq(conditionProgress.conditionId, conditionId), eq(conditionProgress.userId, fanId)));
    expect(progress?.data).toEqual({
      method: "verify",
      youtubeChannelId: "UCsbxFanAiko000000000001",
      channelId: CHANNEL,
    });
    const detail = await getCampaignDetail(ctx, { campaignId, fanId });
    expect(detail.state).toBe("NotClaim");
    expect(detail.conditions.find((c) => c.id === conditionId)?.social?.target?.id).toBe(CHANNEL);
    // Verifying again changes nothing (the fan pressed twice).
    await expect(verify()).resolves.toEqual({ conditionId, completed: true });
  });
});
