import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { call, demoCampaign, type Fan, message, newFan } from "./support/campaign-api";
import {
  alertSaying,
  type CampaignDetail,
  campaignDetail,
  claimOnCampaignPage,
  say,
  shoot,
  shootInThai,
} from "./support/social-journey";
import { addToSpotifyLibrary, answerConsent, spotifyLibrary } from "./support/social-sandbox";

// The other two Spotify kinds (follow an artist, add a playlist or album), on a phone against the
// sandbox's Spotify stand-in: follow the artist by doing it in "Spotify" itself (the stand-in's control
// route plays the app) and verifying, and add the playlist by letting Fanfare do it. Each journey connects
// its own sandbox Spotify account (one Spotify account links to one Fanfare account;
// social-conditions.spec.ts has sandbox-fan-aiko).

type Detail = CampaignDetail & {
  conditions: (CampaignDetail["conditions"][number] & { social: { target: { kind: string; id: string } } | null })[];
};

type Nfts = { nfts: { campaignId: string }[] };

const SPOTIFY = { provider: "Spotify" };

/** The campaign's only condition, as the API describes it to the fan. */
async function onlyCondition(fan: Fan, baseURL: string, campaignId: string) {
  const detail = (await campaignDetail(fan, baseURL, campaignId)) as Detail;
  expect(detail.conditions).toHaveLength(1);
  const [condition] = detail.conditions;
  if (!condition?.social) throw new Error("the campaign has no Spotify condition");
  return { ...condition, target: condition.social.target };
}

/** From the conditions list to the condition's own page, by its name (the message `nameKey`), its heading. */
async function openFromConditions(page: Page, fan: Fan, base: string, nameKey: string, slug: string) {
  await page.goto(`/${fan.locale}${base}/conditions`);
  await page.getByRole("link", { name: new RegExp(message(fan.locale, nameKey)) }).click();
  await expect(page).toHaveURL(new RegExp(`/${fan.locale}${base}/${slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: message(fan.locale, nameKey) })).toBeVisible();
}

/** Connect Spotify as `spotifyUser` on the stand-in's consent page (Allow): back, connected. */
async function connectSpotify(
  page: Page,
  fan: Fan,
  base: string,
  slug: string,
  spotifyUser: { id: string; displayName: string },
) {
  await page.getByRole("button", { name: say(fan.locale, "social.connect", SPOTIFY) }).click();
  await answerConsent(page, "spotify", spotifyUser.id, "allow");
  await expect(page).toHaveURL(new RegExp(`/${fan.locale}${base}/${slug}\\?.*result=connected`));
  await expect(
    page.getByRole("status").filter({ hasText: say(fan.locale, "social.connected", SPOTIFY) }),
  ).toBeVisible();
  await expect(
    page.getByText(say(fan.locale, "social.connectedAs", { ...SPOTIFY, name: spotifyUser.displayName })),
  ).toBeVisible();
}

/** Claimed: the campaign says so and the fan's NFTs hold one from it. */
async function expectClaimed(fan: Fan, baseURL: string, campaignId: string) {
  expect((await campaignDetail(fan, baseURL, campaignId)).state).toBe("Claimed");
  const mine = await call<Nfts>(fan.context, baseURL, "GET", "/api/v1/me/nfts");
  expect(mine.nfts.filter((n) => n.campaignId === campaignId)).toHaveLength(1);
}

/** The condition page in `locale` in another tab, once done: "already done". */
async function shootDone(context: BrowserContext, path: string, locale: Fan["locale"], name: string) {
  if (locale === "th") return shootInThai(context, path, name, message("th", "condition.alreadyDone"));
  const page = await context.newPage();
  await page.goto(`/${locale}${path}`);
  await expect(page.getByText(message(locale, "condition.alreadyDone"))).toBeVisible();
  await shoot(page, `${name}-${locale}`);
  await page.close();
}

test("a Spotify follow-artist campaign: verify before following → not yet, follow in Spotify, verify, claim", async ({
  browser,
  baseURL: configured,
}) => {
  // Consent, two verifications and a claim, each page shot in Thai with axe: 48 s in a CI run on a slow day,
  // too close to the default 60 s.
  test.setTimeout(120_000);
  const baseURL = configured ?? "";
  const spotifyUser = { id: "sandbox-fan-chloe", displayName: "Chloé Sandbox" };
  const fan = await newFan(browser, baseURL, "ja", "spotify-follow");
  const campaign = await demoCampaign(fan.context, baseURL, "Follow the artist");
  const base = `/projects/${campaign.projectId}/${campaign.id}`;
  await call(fan.context, baseURL, "POST", `/api/v1/campaigns/${campaign.id}/policies`);
  const condition = await onlyCondition(fan, baseURL, campaign.id);
  expect(condition).toMatchObject({ type: "SPOTIFY_FOLLOW_ARTIST", completed: false, target: { kind: "artist" } });
  const artist = condition.target.id;
  expect((await spotifyLibrary(spotifyUser.id)).artists).not.toContain(artist);
  const page = await fan.context.newPage();

  await openFromConditions(page, fan, base, "condition.type.SPOTIFY_FOLLOW_ARTIST", condition.slug);
  expect(condition.slug).toBe("spotify-follow-artist");
  await expect(page.getByRole("link", { name: message("ja", "social.spotify.open") })).toHaveAttribute(
    "href",
    `https://open.spotify.com/artist/${artist}`,
  );
  await shoot(page, "spotify-follow-connect-ja");
  await shootInThai(
    fan.context,
    `${base}/${condition.slug}`,
    "spotify-follow-connect",
    say("th", "social.connect", SPOTIFY),
  );

  await connectSpotify(page, fan, base, condition.slug, spotifyUser);
  // The consent is about following this artist (the "do it for me" path, not taken here).
  await expect(page.getByLabel(message("ja", "social.spotify.consent.artist"))).not.toBeChecked();

  // Verify before following: Spotify says no → spotifyCondition-E2007, nothing recorded, nothing followed.
  const verify = page.getByRole("button", { name: message("ja", "social.spotify.verify") });
  await verify.click();
  await expect(alertSaying(page, message("ja", "errors.spotifyCondition-E2007"))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/ja${base}/${condition.slug}`));
  expect((await onlyCondition(fan, baseURL, campaign.id)).completed).toBe(false);
  expect(await campaignDetail(fan, baseURL, campaign.id)).toMatchObject({ state: "NotCompletedConditionYet" });
  expect((await spotifyLibrary(spotifyUser.id)).artists).not.toContain(artist);
  await shoot(page, "spotify-follow-not-yet-ja");
  // The same answer in Thai.
  const thai = await fan.context.newPage();
  await thai.goto(`/th${base}/${condition.slug}`);
  await thai.getByRole("button", { name: message("th", "social.spotify.verify") }).click();
  await expect(alertSaying(thai, message("th", "errors.spotifyCondition-E2007"))).toBeVisible();
  await shoot(thai, "spotify-follow-not-yet-th");
  await thai.close();

  // The fan follows the artist in Spotify itself, comes back and verifies: read back, completed.
  expect((await addToSpotifyLibrary(spotifyUser.id, { artists: [artist] })).artists).toContain(artist);
  await verify.click();
  await expect(page).toHaveURL(new RegExp(`/ja${base}$`));
  expect((await onlyCondition(fan, baseURL, campaign.id)).completed).toBe(true);

  // Claimed on the campaign page.
  await claimOnCampaignPage(page, "ja", base);
  await expectClaimed(fan, baseURL, campaign.id);
  await page.goto(`/ja${base}/${condition.slug}`);
  await expect(page.getByText(message("ja", "condition.alreadyDone"))).toBeVisible();
  await shoot(page, "spotify-follow-verified-ja");
  await shootDone(fan.context, `${base}/${condition.slug}`, "th", "spotify-follow-verified");
  await fan.context.close();
});

test("a Spotify add-playlist campaign: consent, do it for me, the playlist is followed and read back, claim", async ({
  browser,
  baseURL: configured,
}) => {
  const baseURL = configured ?? "";
  const spotifyUser = { id: "sandbox-fan-dao", displayName: "Dao Sandbox" };
  const fan = await newFan(browser, baseURL, "th", "spotify-playlist");
  const campaign = await demoCampaign(fan.context, baseURL, "Add the playlist");
  const base = `/projects/${campaign.projectId}/${campaign.id}`;
  await call(fan.context, baseURL, "POST", `/api/v1/campaigns/${campaign.id}/policies`);
  const condition = await onlyCondition(fan, baseURL, campaign.id);
  expect(condition).toMatchObject({
    type: "SPOTIFY_ADD_PLAYLIST_OR_ALBUM",
    completed: false,
    target: { kind: "playlist" },
  });
  const playlist = condition.target.id;
  expect((await spotifyLibrary(spotifyUser.id)).playlists).not.toContain(playlist);
  const page = await fan.context.newPage();

  // The page names what this condition asks for: the playlist (not "a playlist or album").
  await openFromConditions(page, fan, base, "condition.spotifyTarget.playlist", condition.slug);
  await expect(page.getByRole("link", { name: message("th", "social.spotify.open") })).toHaveAttribute(
    "href",
    `https://open.spotify.com/playlist/${playlist}`,
  );
  await shoot(page, "spotify-playlist-connect-th");
  await connectSpotify(page, fan, base, condition.slug, spotifyUser);

  // Do it for me: only once the fan agreed to Fanfare following this playlist for them.
  const doIt = page.getByRole("button", { name: message("th", "social.spotify.doItForMe") });
  await expect(doIt).toBeDisabled();
  await page.getByLabel(message("th", "social.spotify.consent.playlist")).check();
  await expect(doIt).toBeEnabled();
  await shoot(page, "spotify-playlist-consent-th");
  const japanese = await fan.context.newPage();
  await japanese.goto(`/ja${base}/${condition.slug}`);
  await japanese.getByLabel(message("ja", "social.spotify.consent.playlist")).check();
  await expect(japanese.getByRole("button", { name: message("ja", "social.spotify.doItForMe") })).toBeEnabled();
  await shoot(japanese, "spotify-playlist-consent-ja");
  await japanese.close();
  expect((await spotifyLibrary(spotifyUser.id)).playlists).not.toContain(playlist);
  await doIt.click();

  // Spotify now has the playlist in the fan's library, and Fanfare read it back: completed.
  await expect(page).toHaveURL(new RegExp(`/th${base}$`));
  expect((await spotifyLibrary(spotifyUser.id)).playlists).toContain(playlist);
  expect((await onlyCondition(fan, baseURL, campaign.id)).completed).toBe(true);

  await claimOnCampaignPage(page, "th", base);
  await expectClaimed(fan, baseURL, campaign.id);
  await page.goto(`/th${base}/${condition.slug}`);
  await expect(page.getByText(message("th", "condition.alreadyDone"))).toBeVisible();
  await shoot(page, "spotify-playlist-verified-th");
  await shootDone(fan.context, `${base}/${condition.slug}`, "ja", "spotify-playlist-verified");
  await fan.context.close();
});
