import { type Browser, expect, type Page, test } from "@playwright/test";
import { call, message } from "./support/campaign-api";
import { checkPage } from "./support/check-page";
import { DEMO_OWNER as OWNER, consoleText as text } from "./support/console";
import { COMPUTER } from "./support/devices";
import { keepScreenshotOf } from "./support/screenshots";
import { signIn } from "./support/sign-in";

// The console's preview (issue 14): the demo company's owner opens an unpublished lucky draw as fans
// will see it — the real fan page, in Japanese, in two states — with its claimed-success page and the
// mails it will send, from a console in Thai; then in Thai from a console in Japanese.

/** An operator's laptop, signed in as the demo owner, the cookie banner answered. */
async function operatorBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, ...COMPUTER, locale: "th-TH" });
  await context.addCookies([{ name: "fanfare.accept-cookie-policy", value: "false", url: baseURL }]);
  // The owner's session from another journey is reused, or its minute between mails waited out (sign-in.ts).
  await signIn(context, baseURL, OWNER);
  return context;
}

const TITLE = { ja: "プレビューの抽選", en: "Preview draw", fr: "Tirage en aperçu", th: "จับรางวัลตัวอย่าง" };

const stateBox = (page: Page) => page.getByTestId("campaign-state");

/** As support/social-journey.ts's `shoot` (axe leaves out the mails' sandboxed frames: support/axe.ts). */
const shoot = (page: Page, name: string) => checkPage(page, name, { keep: "both", axe: true, settle: true });

test("an owner previews an unpublished draw: the fan page in Japanese in two states, the effect and the mails", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL ?? "";
  const owner = await operatorBrowser(browser, base);
  const { projects } = await call<{ projects: { id: string }[] }>(owner, base, "GET", "/api/v1/operator/projects");
  const projectId = projects[0]?.id ?? "";
  const now = Date.now();
  const iso = (ms: number) => new Date(now + ms).toISOString();
  // Not published: fans cannot see it; only the preview shows it.
  const { id: campaignId } = await call<{ id: string }>(
    owner,
    base,
    "POST",
    `/api/v1/operator/projects/${projectId}/campaigns`,
    {
      title: TITLE,
      description: TITLE,
      terms: TITLE,
      privacyPolicy: TITLE,
      startsAt: iso(3_600_000),
      endsAt: iso(7 * 86_400_000),
      distributionStartsAt: iso(3_600_000),
      distributionEndsAt: iso(14 * 86_400_000),
      effect: "CONFETTI",
      rewardKind: "LUCKY_DRAW",
      rewardTiming: "AFTER_CAMPAIGN_END",
      prizeCount: 3,
      totalSupply: 3,
      nfts: [{ key: "prize", name: TITLE, description: TITLE, imageUrl: "/demo/nft-draw.svg" }],
      conditions: [{ type: "NONE" }],
    },
  );

  // From the builder, in Thai.
  const page = await owner.newPage();
  await page.goto(`/th/console/projects/${projectId}/campaigns/${campaignId}`);
  await page.getByRole("link", { name: text("th", "preview.open") }).click();
  // Anchored: the Thai word for "preview" is also in the demo draw's Thai title, the fan page's own h1.
  await expect(
    page.getByRole("heading", { level: 1, name: new RegExp(`^${text("th", "preview.title")}`) }),
  ).toBeVisible();
  await expect(page.getByTestId("preview-banner")).toContainText(text("th", "preview.banner"));

  // The fan page in Japanese: it starts in an hour, so a fan who signs in now meets "coming soon".
  await page.getByLabel(text("th", "preview.language")).selectOption("ja");
  await expect(page).toHaveURL(/[?&]lang=ja/);
  await expect(stateBox(page)).toHaveAttribute("data-state", "ComingSoon");
  await expect(stateBox(page)).toHaveText(message("ja", "campaign.state.ComingSoon"));
  await expect(page.getByRole("heading", { level: 1, name: TITLE.ja })).toBeVisible();

  // A second state: applied, waiting for the draw.
  await page.getByLabel(text("th", "preview.state")).selectOption("AppliedPleaseWait");
  await expect(page).toHaveURL(/[?&]state=AppliedPleaseWait/);
  await expect(stateBox(page)).toHaveAttribute("data-state", "AppliedPleaseWait");
  await expect(stateBox(page)).toHaveText(message("ja", "campaign.state.AppliedPleaseWait"));

  // The claimed-success page with its effect, replayed.
  const claimed = page.getByRole("region", { name: text("th", "preview.claimedPage") });
  await expect(claimed.getByRole("heading", { name: message("ja", "received.successTitle") })).toBeVisible();
  await claimed.getByRole("button", { name: text("th", "preview.replay") }).click();
  await expect(claimed.getByRole("heading", { name: message("ja", "received.successTitle") })).toBeVisible();

  // The mails, in Japanese: sign-in, and the draw's two results with the campaign's Japanese title.
  const mails = page.getByTestId("preview-mail");
  await expect(mails).toHaveCount(3);
  await expect(page.locator("[data-testid='preview-mail'][data-kind='DRAW_WIN']")).toContainText(TITLE.ja);
  await expect(page.locator("[data-testid='preview-mail'][data-kind='DRAW_FAILED']")).toContainText(TITLE.ja);
  await expect(mails.first().locator("iframe")).toHaveAttribute("sandbox", "");
  // Each sealed frame shows the mail itself: the sign-in mail its sample code, the results the title.
  const frame = (kind: string) =>
    page.locator(`[data-testid='preview-mail'][data-kind='${kind}'] iframe`).contentFrame();
  await expect(frame("SIGN_IN").locator("body")).toContainText("123456");
  await expect(frame("DRAW_WIN").locator("body")).toContainText(TITLE.ja);
  await expect(frame("DRAW_FAILED").locator("body")).toContainText(TITLE.ja);
  await keepScreenshotOf(page.getByTestId("preview-mails"), "console-preview-mails-ja");
  await shoot(page, "console-preview-th");

  // From a console in Japanese, the Thai fan page of a winner: its claim button does nothing.
  await page.goto(`/ja/console/projects/${projectId}/campaigns/${campaignId}/preview?lang=th&state=Win`);
  await expect(stateBox(page)).toHaveText(message("th", "campaign.state.Win"));
  await expect(page.getByTestId("preview-banner")).toContainText(text("ja", "preview.banner"));
  const claim = page.getByTestId("preview-frame").getByRole("button", { name: message("th", "campaign.claim") });
  await expect(claim).toHaveAttribute("aria-disabled", "true");
  // Forced: Playwright does not press an aria-disabled control, and the point is what pressing it does.
  await claim.click({ force: true });
  await expect(stateBox(page)).toHaveAttribute("data-state", "Win");
  await expect(page).toHaveURL(/\/ja\/console\/.*\/preview\?lang=th&state=Win$/);
  // Its links stay in the console too.
  await page
    .getByTestId("preview-frame")
    .getByRole("link", { name: message("th", "campaign.help") })
    .click();
  await expect(stateBox(page)).toHaveAttribute("data-state", "Win");
  await expect(page).toHaveURL(/\/ja\/console\/.*\/preview\?lang=th&state=Win$/);
  await expect(page.locator("[data-testid='preview-mail'][data-kind='DRAW_WIN']")).toContainText(TITLE.th);
  await shoot(page, "console-preview-ja");

  // Fans still find nothing.
  const fan = await call<unknown>(owner, base, "GET", `/api/v1/campaigns/${campaignId}`).catch((error: Error) => error);
  expect(String(fan)).toContain("404");
  await owner.close();
});
