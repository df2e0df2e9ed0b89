import { expect, type Page, test } from "@playwright/test";
import {
  call,
  createShortDraw,
  demoCampaign,
  type Fan,
  message,
  newFan,
  runDrawAfterEnd,
} from "./support/campaign-api";
import { checkPage } from "./support/check-page";
import { waitForMailTo } from "./support/mailbox";

// The pages after taking part (claimed-success with its effect, nfts/[nftId], claimed-error,
// lucky-draw-failed, entry-email, entry-success) and a lucky draw at campaign end from application to
// the result mails. The campaign page itself belongs to another journey: what a fan does there is done
// through the API with the fan's own session, and these pages are opened by URL.

const shoot = (page: Page, name: string) => checkPage(page, name, { keep: "window", axe: true, settle: true });

type Detail = { state: string; fan: { drawResult: string | null } | null; nfts: { id: string }[] };

test("claimed-success and the NFT page: receivedPage-2001 before claiming, then the NFT under its effect", async ({
  browser,
  baseURL: configured,
}) => {
  // Eight pages shot and checked by axe (~4 s each with its frames on a loaded 2-core machine): 26 s on an
  // idle one, past the default 60 s when three journeys share the cores with the stack.
  test.setTimeout(120_000);
  const baseURL = configured ?? "";
  const fan = await newFan(browser, baseURL, "ja", "received");
  const gift = await demoCampaign(fan.context, baseURL, "Welcome gift");
  const base = `/projects/${gift.projectId}/${gift.id}`;
  const page = await fan.context.newPage();

  await page.goto(`/ja${base}/claimed-success`);
  await expect(page.locator("main").getByRole("alert")).toHaveText(message("ja", "errors.receivedPage-2001"));
  await shoot(page, "claimed-success-before-claim-ja");
  const detail = await call<Detail>(fan.context, baseURL, "GET", `/api/v1/campaigns/${gift.id}`);
  await page.goto(`/ja${base}/nfts/${detail.nfts[0]?.id}`);
  await expect(page.locator("main").getByRole("alert")).toHaveText(message("ja", "errors.receivedPage-2001"));

  await call(fan.context, baseURL, "POST", `/api/v1/campaigns/${gift.id}/policies`);
  const claimed = await call<{ nftId: string }>(fan.context, baseURL, "POST", `/api/v1/campaigns/${gift.id}/claim`, {
    idempotencyKey: `e2e-gift-${Date.now()}`,
  });
  for (const locale of ["ja", "en", "th"] as const) {
    await page.goto(`/${locale}${base}/claimed-success`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(message(locale, "received.successTitle"));
    await expect(page.locator("[data-page-theme=dark]")).toHaveCount(1);
    await expect(page.locator('[data-effect="CONFETTI"]')).toBeAttached();
    await shoot(page, `claimed-success-${locale}`);
  }
  await page.getByRole("link", { name: message("th", "received.viewNft") }).click();
  await expect(page).toHaveURL(new RegExp(`/th${base}/nfts/${claimed.nftId}$`));
  for (const locale of ["ja", "en"] as const) {
    await page.goto(`/${locale}${base}/nfts/${claimed.nftId}`);
    await expect(page.getByRole("heading", { name: message(locale, "received.description") })).toBeVisible();
    await shoot(page, `nft-${locale}`);
  }
  for (const locale of ["ja", "en"] as const) {
    await page.goto(`/${locale}${base}/claimed-error?code=claim-E2002`);
    await expect(page.locator("main").getByRole("alert")).toHaveText(message(locale, "errors.claim-E2002"));
    await shoot(page, `claimed-error-${locale}`);
  }
  await page.goto(`/en${base}/claimed-error?code=nonsense`);
  await expect(page.locator("main").getByRole("alert")).toHaveText(message("en", "claimedError.unknown"));
  await fan.context.close();
});

test("entry-email → entry-success, and listOfApplicant-E2000 the second time", async ({
  browser,
  baseURL: configured,
}) => {
  // The operator's sign-in may wait out another journey's minute of cooldown.
  test.setTimeout(180_000);
  const baseURL = configured ?? "";
  // A draw of its own, open for the whole journey: the demo's closes 15 minutes after the stack started,
  // which a suite this long may already be past when it comes here.
  const title = {
    ja: "e2e 応募メール",
    en: "e2e entry e-mail",
    fr: "e2e e-mail de participation",
    th: "e2e อีเมลผู้สมัคร",
  };
  const draw = await createShortDraw(browser, baseURL, { title, endsInMs: 30 * 60_000 });
  await draw.operator.close();
  for (const locale of ["ja", "en"] as const) {
    const fan = await newFan(browser, baseURL, locale, "entry");
    await call(fan.context, baseURL, "POST", `/api/v1/campaigns/${draw.campaignId}/policies`);
    await call(fan.context, baseURL, "POST", `/api/v1/campaigns/${draw.campaignId}/draw-entry`);
    const page = await fan.context.newPage();
    const entryEmail = `/${locale}${draw.path}/entry-email`;
    await page.goto(entryEmail);
    const field = page.getByLabel(message(locale, "luckyDraw.emailLabel"));
    const submit = page.getByRole("button", { name: message(locale, "luckyDraw.submit") });
    await expect(submit).toBeEnabled();
    await field.fill("not-an-address");
    await submit.click();
    await expect(page.getByText(message(locale, "enterEmail.invalidEmail"))).toBeVisible();
    await shoot(page, `entry-email-invalid-${locale}`);
    await field.fill(`contact-${fan.email}`);
    await submit.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(message(locale, "luckyDraw.entrySuccessTitle"));
    await shoot(page, `entry-success-${locale}`);

    await page.goto(entryEmail);
    await expect(submit).toBeEnabled();
    await field.fill(`again-${fan.email}`);
    await submit.click();
    await expect(page.locator("main").getByRole("alert")).toHaveText(message(locale, "errors.listOfApplicant-E2000"));
    await shoot(page, `entry-email-already-${locale}`);
    await fan.context.close();
  }
});

test("a lucky draw at campaign end: apply, the draw runs, the winner claims, the other sees Failed, both are mailed", async ({
  browser,
  baseURL: configured,
}) => {
  // The operator's sign-in may wait out another journey's minute of cooldown, then the draw its seconds.
  test.setTimeout(180_000);
  const baseURL = configured ?? "";
  // An operator makes a campaign that ends in a few seconds (the demo's ends 15 minutes after start).
  const text = { ja: "e2e 終了後の抽選", en: "e2e draw at the end", fr: "Tirage e2e", th: "จับรางวัล e2e" };
  const draw = await createShortDraw(browser, baseURL, { title: text, effect: "GEOMETRY" });
  const { operator, campaignId, path: base } = draw;

  const fans: Fan[] = [await newFan(browser, baseURL, "ja", "draw"), await newFan(browser, baseURL, "en", "draw")];
  for (const fan of fans) {
    await call(fan.context, baseURL, "POST", `/api/v1/campaigns/${campaignId}/policies`);
    await call(fan.context, baseURL, "POST", `/api/v1/campaigns/${campaignId}/draw-entry`);
    const detail = await call<Detail>(fan.context, baseURL, "GET", `/api/v1/campaigns/${campaignId}`);
    expect(detail.state).toBe("AppliedPleaseWait");
  }

  // Wait out the campaign's last seconds, then run the minute's job at once (DEV_JOB_TRIGGERS).
  const drawStarted = await runDrawAfterEnd(draw, baseURL);
  await expect
    .poll(
      async () =>
        (await call<{ drawnAt: string | null }>(operator, baseURL, "GET", `/api/v1/campaigns/${campaignId}/draw`))
          .drawnAt,
      {
        timeout: 20_000,
      },
    )
    .not.toBeNull();

  const results = new Map<Fan, string>();
  for (const fan of fans) {
    const detail = await call<Detail>(fan.context, baseURL, "GET", `/api/v1/campaigns/${campaignId}`);
    results.set(fan, detail.fan?.drawResult ?? "");
  }
  expect([...results.values()].sort()).toEqual(["FAILED", "WIN"]);

  for (const fan of fans) {
    const page = await fan.context.newPage();
    const won = results.get(fan) === "WIN";
    if (won) {
      expect((await call<Detail>(fan.context, baseURL, "GET", `/api/v1/campaigns/${campaignId}`)).state).toBe("Win");
      await call(fan.context, baseURL, "POST", `/api/v1/campaigns/${campaignId}/claim`, {
        idempotencyKey: `e2e-draw-${Date.now()}`,
      });
      await page.goto(`/${fan.locale}${base}/claimed-success`);
      await expect(page.getByRole("img", { name: text[fan.locale] })).toBeVisible();
      await expect(page.locator('[data-effect="GEOMETRY"]')).toBeAttached();
      await shoot(page, `draw-win-claimed-success-${fan.locale}`);
    } else {
      await page.goto(`/${fan.locale}${base}/lucky-draw-failed`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(message(fan.locale, "luckyDraw.failedTitle"));
      await shoot(page, `draw-failed-${fan.locale}`);
    }
    const mail = await waitForMailTo(fan.email, { since: drawStarted, timeoutMs: 30_000 });
    expect(mail.link).toBe(`${baseURL}/${fan.locale}${base}`);
    const subjects = {
      ja: won ? "【当選】「e2e 終了後の抽選」抽選結果のお知らせ" : "「e2e 終了後の抽選」抽選結果のお知らせ",
      en: won
        ? "You won the lucky draw of “e2e draw at the end”"
        : "The result of the lucky draw of “e2e draw at the end”",
    } as const;
    expect(mail.subject).toBe(subjects[fan.locale === "ja" ? "ja" : "en"]);
    await fan.context.close();
  }
  await operator.close();
});
