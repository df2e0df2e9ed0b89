import { expect, test } from "@playwright/test";
import { call, demoCampaign, message, newFan } from "./support/campaign-api";
import {
  alertSaying,
  type CampaignDetail,
  campaignDetail,
  claimOnCampaignPage,
  say,
  shoot,
  shootInThai,
} from "./support/social-journey";
import { answerConsent, sandboxUrl } from "./support/social-sandbox";

// YouTube "subscribe to a channel" (the first provider built as modules, ADR 0020), on a phone against the
// sandbox's Google / YouTube Data API stand-in: connect YouTube on its consent page, check before
// subscribing (not yet), subscribe on "YouTube" (the stand-in's control route plays the app), check
// again (Fanfare reads the fan's subscriptions), claim.

type Detail = CampaignDetail & {
  conditions: (CampaignDetail["conditions"][number] & {
    social: { target: { kind: string; id: string; url: string; name?: string } } | null;
  })[];
};

const YOUTUBE = { provider: "YouTube" };
const NAME_KEY = "youtubeSubscribeChannel.name";

/** What the fan does in the YouTube app: subscribe `userId` to `channelId` (the stand-in's control route). */
async function subscribeOnYouTube(userId: string, channelId: string) {
  const response = await fetch(`${sandboxUrl()}/youtube/_sandbox/users/${encodeURIComponent(userId)}/subscriptions`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ channelId }),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
}

test("a YouTube subscribe campaign: connect, check before subscribing → not yet, subscribe, check, claim", async ({
  browser,
  baseURL: configured,
}) => {
  test.setTimeout(150_000);
  const baseURL = configured ?? "";
  const youtubeUser = { id: "sandbox-fan-chloe", displayName: "Chloé Sandbox" };
  const fan = await newFan(browser, baseURL, "ja", "youtube-subscribe");
  const campaign = await demoCampaign(fan.context, baseURL, "Subscribe to the channel");
  const base = `/projects/${campaign.projectId}/${campaign.id}`;
  await call(fan.context, baseURL, "POST", `/api/v1/campaigns/${campaign.id}/policies`);

  const condition = async () => {
    const detail = (await campaignDetail(fan, baseURL, campaign.id)) as Detail;
    expect(detail.conditions).toHaveLength(1);
    return detail.conditions[0] as Detail["conditions"][number];
  };
  const before = await condition();
  expect(before).toMatchObject({
    type: "YOUTUBE_SUBSCRIBE_CHANNEL",
    slug: "youtube-subscribe-channel",
    completed: false,
    social: {
      provider: "YOUTUBE",
      target: {
        kind: "channel",
        id: "UCfanfareSandboxChannel1",
        url: "https://www.youtube.com/channel/UCfanfareSandboxChannel1",
        name: "Fanfare Sandbox Channel",
      },
    },
  });

  // From the conditions list to the condition's page, by its name.
  const page = await fan.context.newPage();
  await page.goto(`/ja${base}/conditions`);
  await page.getByRole("link", { name: new RegExp(message("ja", NAME_KEY)) }).click();
  await expect(page).toHaveURL(new RegExp(`/ja${base}/youtube-subscribe-channel$`));
  await expect(page.getByRole("heading", { level: 1, name: message("ja", NAME_KEY) })).toBeVisible();
  await expect(
    page.getByRole("link", {
      name: new RegExp(say("ja", "youtubeSubscribeChannel.open", { channel: "Fanfare Sandbox Channel" })),
    }),
  ).toHaveAttribute("href", "https://www.youtube.com/channel/UCfanfareSandboxChannel1");
  await shoot(page, "youtube-subscribe-connect-ja");
  await shootInThai(
    fan.context,
    `${base}/youtube-subscribe-channel`,
    "youtube-subscribe-connect",
    say("th", "social.connect", YOUTUBE),
  );

  // Connect YouTube on the stand-in's consent page (Google's, in real life): back, connected.
  await page.getByRole("button", { name: say("ja", "social.connect", YOUTUBE) }).click();
  await answerConsent(page, "youtube", youtubeUser.id, "allow");
  await expect(page).toHaveURL(new RegExp(`/ja${base}/youtube-subscribe-channel\\?.*result=connected`));
  await expect(page.getByRole("status").filter({ hasText: say("ja", "social.connected", YOUTUBE) })).toBeVisible();

  // Check before subscribing: YouTube says no → youtubeCondition-E2007, nothing recorded.
  const check = page.getByRole("button", { name: message("ja", "youtubeSubscribeChannel.check") });
  await check.click();
  await expect(alertSaying(page, message("ja", "errors.youtubeCondition-E2007"))).toBeVisible();
  expect((await condition()).completed).toBe(false);
  await shoot(page, "youtube-subscribe-not-yet-ja");
  const thai = await fan.context.newPage();
  await thai.goto(`/th${base}/youtube-subscribe-channel`);
  await thai.getByRole("button", { name: message("th", "youtubeSubscribeChannel.check") }).click();
  await expect(alertSaying(thai, message("th", "errors.youtubeCondition-E2007"))).toBeVisible();
  await shoot(thai, "youtube-subscribe-not-yet-th");
  await thai.close();

  // The fan subscribes on YouTube, comes back and checks: read through the Data API, completed.
  await subscribeOnYouTube(youtubeUser.id, "UCfanfareSandboxChannel1");
  await check.click();
  await expect(page).toHaveURL(new RegExp(`/ja${base}$`));
  expect((await condition()).completed).toBe(true);

  await claimOnCampaignPage(page, "ja", base);
  expect((await campaignDetail(fan, baseURL, campaign.id)).state).toBe("Claimed");
  const mine = await call<{ nfts: { campaignId: string }[] }>(fan.context, baseURL, "GET", "/api/v1/me/nfts");
  expect(mine.nfts.filter((n) => n.campaignId === campaign.id)).toHaveLength(1);
  await page.goto(`/ja${base}/youtube-subscribe-channel`);
  await expect(page.getByText(message("ja", "condition.alreadyDone"))).toBeVisible();
  await shoot(page, "youtube-subscribe-verified-ja");
  await shootInThai(
    fan.context,
    `${base}/youtube-subscribe-channel`,
    "youtube-subscribe-verified",
    message("th", "condition.alreadyDone"),
  );
  await fan.context.close();
});
