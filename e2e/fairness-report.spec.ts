import { expect, type Page, test } from "@playwright/test";
import { call, demoCampaign, type Fan, newFan } from "./support/campaign-api";
import { checkPage } from "./support/check-page";

// The public fairness report (docs/fairness-report.md): a fan who typed a wrong code opens the report
// from the campaign page, in Japanese and in Thai, and finds that refusal counted among real figures;
// a lucky draw's report shows the commitment the draw record publishes and leads to that record.

const shoot = (page: Page, name: string) => checkPage(page, name, { keep: "both", axe: true });

const TEXT = {
  ja: {
    link: "公平性レポート",
    refusals: "ルール別のお断り件数",
    wrongCode: "誤ったコード",
    computedAt: "集計日時",
    zone: /JST/,
    verify: "確かめる方法",
    verifyLink: "抽選記録を開いて確かめる",
    drawRecord: "抽選記録",
  },
  th: {
    link: "รายงานความเป็นธรรม",
    refusals: "การปฏิเสธตามกฎ",
    wrongCode: "รหัสไม่ถูกต้อง",
    computedAt: "คำนวณเมื่อ",
    // The journeys' fans are in Tokyo; Thai names the zone by its offset.
    zone: /GMT\+9/,
    verify: "วิธีตรวจสอบ",
    verifyLink: "เปิดบันทึกการจับฉลากเพื่อตรวจสอบ",
    drawRecord: "บันทึกการจับฉลาก",
  },
} as const;

// The demo project's code campaign (packages/core/demo/demo-project.yaml): 1,000 NFTs, code FANFARE-2026.
const CODE_CAMPAIGN = "CD booklet code";
const DRAW_CAMPAIGN = "Lucky draw at the end";

test("a fan opens the fairness report from the campaign page in ja and th and finds their wrong code counted", async ({
  browser,
  baseURL: configured,
}) => {
  test.setTimeout(120_000);
  const baseURL = configured ?? "";
  const fans: Fan[] = [
    await newFan(browser, baseURL, "ja", "fairness"),
    await newFan(browser, baseURL, "th", "fairness"),
  ];

  for (const fan of fans) {
    const text = TEXT[fan.locale as keyof typeof TEXT];
    const campaign = await demoCampaign(fan.context, baseURL, CODE_CAMPAIGN);
    const base = `/api/v1/campaigns/${campaign.id}`;
    const detail = await call<{ conditions: { id: string; type: string }[] }>(fan.context, baseURL, "GET", base);
    const code = detail.conditions.find((c) => c.type === "SPECIFY_A_SINGLE_CODE");
    if (!code) throw new Error("the demo code campaign has no code condition");
    await call(fan.context, baseURL, "POST", `${base}/policies`);
    const refused = await fan.context.request.post(`${baseURL}${base}/conditions/${code.id}/code`, {
      headers: { "X-Fanfare-Csrf": "1", "Content-Type": "application/json" },
      data: { code: "NOT-THE-CODE" },
    });
    expect(((await refused.json()) as { code: string }).code).toBe("specificCode-E2001");

    const page = await fan.context.newPage();
    await page.goto(`/${fan.locale}/projects/${campaign.projectId}/${campaign.id}`);
    await page.getByRole("link", { name: text.link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${fan.locale}/projects/${campaign.projectId}/${campaign.id}/fairness$`));
    await expect(page.getByRole("heading", { level: 1, name: text.link })).toBeVisible();

    // Real figures: the demo's supply, and this fan's wrong code among the refusals. Refusals reach the
    // count within seconds and the page asks again by itself: wait for a count of at least one.
    await expect(page.getByTestId("fairness-total")).toHaveText("1,000");
    const refusals = page.getByRole("region", { name: text.refusals });
    // Anchored: the lockout's label starts with the same words in Japanese.
    const wrongCode = refusals.getByRole("row", { name: new RegExp(`^${text.wrongCode} [\\d,]+$`) });
    await expect(wrongCode.getByRole("cell")).toHaveText(/^[1-9][\d,]*$/, { timeout: 30_000 });
    await expect(refusals).toContainText(text.computedAt);
    await expect(refusals.locator("time")).toHaveText(text.zone);
    await shoot(page, `fairness-report-${fan.locale}`);
  }

  // A lucky draw's report: its commitment is the one the draw record publishes, and it leads there.
  const [, th] = fans as [Fan, Fan];
  const draw = await demoCampaign(th.context, baseURL, DRAW_CAMPAIGN);
  const record = await call<{ seedHash: string }>(th.context, baseURL, "GET", `/api/v1/campaigns/${draw.id}/draw`);
  const page = await th.context.newPage();
  await page.goto(`/th/projects/${draw.projectId}/${draw.id}`);
  await page.getByRole("link", { name: TEXT.th.link, exact: true }).click();
  await expect(page.getByTestId("fairness-draw")).toContainText(record.seedHash);
  await expect(page.getByTestId("fairness-entrants")).toHaveText(/^\d[\d,]*$/);
  const verify = page.getByRole("region", { name: TEXT.th.verify });
  await expect(verify.getByRole("listitem")).toHaveCount(3);
  await shoot(page, "fairness-report-draw-th");
  // On a laptop the groups sit side by side, still with nothing for axe to object to.
  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, "fairness-report-draw-th-laptop");
  await verify.getByRole("link", { name: TEXT.th.verifyLink }).click();
  await expect(page).toHaveURL(new RegExp(`/th/projects/${draw.projectId}/${draw.id}/draw$`));
  await expect(page.getByRole("heading", { level: 1, name: TEXT.th.drawRecord })).toBeVisible();

  for (const fan of fans) await fan.context.close();
});
