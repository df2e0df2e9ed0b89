import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { call, createShortDraw, demoCampaign, newFan, runDrawAfterEnd } from "./support/campaign-api";
import { expectNoAxeViolations, DEMO_OWNER as OWNER, consoleText as text } from "./support/console";
import { expectNoRawPlaceholders } from "./support/raw-placeholders";
import { signIn } from "./support/sign-in";
import {
  header,
  type ReceivedDelivery,
  startWebhookReceiver,
  verifyFanfareWebhook,
  type WebhookEvent,
} from "./support/webhook-receiver";

// Webhooks (ADR 0026, docs/webhooks.md): the demo owner registers a receiver running in this test process
// on /console/webhooks and keeps the secret shown once; then real facts happen through the API — a claim
// (and its mint on the local chain), a draw entry and an after-end draw. The receiver gets each event once,
// signed as the docs say, and a replay pressed in the console's delivery log arrives with the same event id.

const EVENT_TYPES = ["claim.created", "entry.created", "draw.completed", "mint.confirmed", "mint.failed"] as const;
const FANFARE_HEADERS = ["fanfare-webhook-id", "fanfare-webhook-signature", "fanfare-webhook-timestamp"];

async function expectAccessible(page: Page) {
  await expectNoRawPlaceholders(page);
  await expectNoAxeViolations(page);
}

/** How many deliveries carried each event id (the header, which must equal the body's id). */
function countById(deliveries: ReceivedDelivery[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const delivery of deliveries) {
    const id = header(delivery.headers, "fanfare-webhook-id") ?? "";
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

test("a webhook receiver gets each event once with a valid signature, and a console replay with the same event id", async ({
  browser,
  baseURL: configured,
}) => {
  test.setTimeout(300_000);
  const baseURL = configured ?? "";
  const receiver = await startWebhookReceiver();
  const contexts: BrowserContext[] = [];
  try {
    const owner = await browser.newContext({
      baseURL,
      viewport: { width: 1280, height: 800 },
      locale: "ja-JP",
      timezoneId: "Asia/Tokyo",
    });
    contexts.push(owner);
    await owner.addCookies([{ name: "fanfare.accept-cookie-policy", value: "false", url: baseURL }]);
    // The secret is taken the way an operator takes it: the copy button, then the clipboard.
    await owner.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await signIn(owner, baseURL, OWNER);
    /** The dev-only trigger (DEV_JOB_TRIGGERS) of the minute's sweep that queues due deliveries. */
    const sweep = () => call(owner, baseURL, "POST", "/api/dev/jobs/webhooks.dispatch");

    // --- The owner registers the receiver from the console (ja).
    const page = await owner.newPage();
    await page.goto("/ja/console");
    const nav = page.getByRole("navigation", { name: text("ja", "nav.label") });
    await nav.getByRole("link", { name: text("ja", "nav.webhooks") }).click();
    await expect(page).toHaveURL(/\/ja\/console\/webhooks$/);
    await expect(page.getByRole("heading", { level: 1, name: text("ja", "webhooks.title") })).toBeVisible();
    await page.getByRole("textbox", { name: text("ja", "webhooks.urlLabel") }).fill(receiver.url);
    for (const type of EVENT_TYPES) {
      await page.getByRole("checkbox", { name: new RegExp(`^${type.replace(".", "\\.")} `) }).check();
    }
    await page.getByRole("button", { name: text("ja", "webhooks.addSubmit") }).click();
    await expect(
      page.getByRole("status").filter({ hasText: text("ja", "webhooks.added", { url: receiver.url }) }),
    ).toBeVisible();
    const secretBox = page.getByRole("region", { name: text("ja", "webhooks.secretTitle", { url: receiver.url }) });
    await expect(secretBox).toBeVisible();
    await expect(secretBox.getByText(text("ja", "webhooks.secretWarning"))).toBeVisible();
    await secretBox.getByRole("button", { name: text("ja", "webhooks.copySecret") }).click();
    await expect(page.getByRole("status").filter({ hasText: text("ja", "webhooks.secretCopied") })).toBeVisible();
    const secret = await page.evaluate(() => navigator.clipboard.readText());
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{20,}$/);
    await expect(secretBox.getByRole("textbox", { name: text("ja", "webhooks.secretLabel") })).toHaveValue(secret);
    await expectAccessible(page);
    await secretBox.getByRole("button", { name: text("ja", "webhooks.secretStored") }).click();
    await expect(secretBox).toHaveCount(0);
    // Shown once: the list read again does not carry it.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: text("ja", "webhooks.title") })).toBeVisible();
    const endpointRow = page
      .getByRole("row")
      .filter({ hasText: receiver.url })
      .filter({
        hasText: text("ja", "webhooks.active"),
      });
    await expect(endpointRow).toHaveCount(1);
    expect(await page.content()).not.toContain(secret);

    // --- Real facts through the API: a claim of the Welcome gift (minted by the relayer on the local chain),
    // an entry to a short after-end draw, and that draw run after its end.
    const fan = await newFan(browser, baseURL, "ja", "webhooks");
    contexts.push(fan.context);
    const gift = await demoCampaign(fan.context, baseURL, "Welcome gift");
    await call(fan.context, baseURL, "POST", `/api/v1/campaigns/${gift.id}/policies`);
    const { claimId } = await call<{ claimId: string }>(
      fan.context,
      baseURL,
      "POST",
      `/api/v1/campaigns/${gift.id}/claim`,
      { idempotencyKey: `e2e-webhooks-${crypto.randomUUID()}` },
    );
    const title = {
      ja: "e2e Webhook 抽選",
      en: "e2e webhook draw",
      fr: "Tirage webhook e2e",
      th: "จับรางวัล webhook e2e",
    };
    const draw = await createShortDraw(browser, baseURL, { title, endsInMs: 30_000 });
    contexts.push(draw.operator);
    await call(fan.context, baseURL, "POST", `/api/v1/campaigns/${draw.campaignId}/policies`);
    const { entryId } = await call<{ entryId: string }>(
      fan.context,
      baseURL,
      "POST",
      `/api/v1/campaigns/${draw.campaignId}/draw-entry`,
    );
    await runDrawAfterEnd(draw, baseURL);

    // The events these facts must produce, recognised by their subjects (ids the API answered above, not
    // ids the webhooks chose): other journeys' mints may reach the receiver too while it is registered.
    const expected: { type: string; of: (event: WebhookEvent) => boolean }[] = [
      { type: "claim.created", of: (event) => event.data.claimId === claimId },
      { type: "mint.confirmed", of: (event) => event.data.claimId === claimId },
      { type: "entry.created", of: (event) => event.data.entryId === entryId },
      { type: "draw.completed", of: (event) => event.data.campaignId === draw.campaignId },
    ];
    const arrived = (want: (typeof expected)[number]) =>
      receiver.deliveries.filter((d) => d.event.type === want.type && want.of(d.event));
    // New deliveries go out with the minute's sweep; the journey runs it now and again until all four came
    // (the mint's comes once the relayer has seen the token on chain).
    await expect
      .poll(
        async () => {
          await sweep();
          return expected.filter((want) => arrived(want).length === 0).map((want) => want.type);
        },
        { timeout: 150_000, intervals: [3_000] },
      )
      .toEqual([]);

    // Every delivery so far: signed with the secret the console showed, the id in the header and the body,
    // and no event id twice.
    const firstRound = [...receiver.deliveries];
    for (const delivery of firstRound) {
      expect(verifyFanfareWebhook(secret, delivery.headers, delivery.rawBody), delivery.rawBody).toBe(true);
      expect(header(delivery.headers, "fanfare-webhook-id")).toBe(delivery.event.id);
      expect(header(delivery.headers, "fanfare-webhook-signature")).toMatch(/^v1=[0-9a-f]{64}$/);
      expect(header(delivery.headers, "content-type")).toBe("application/json");
      expect(header(delivery.headers, "user-agent")).toBe("Fanfare-Webhooks/1");
    }
    expect([...countById(firstRound)].filter(([, count]) => count > 1)).toEqual([]);
    const [claimCreated, mintConfirmed, entryCreated, drawCompleted] = expected.map((want) => {
      const found = arrived(want);
      expect(found, want.type).toHaveLength(1);
      return found[0] as ReceivedDelivery;
    });
    // Four facts, four distinct events.
    expect(new Set([claimCreated, mintConfirmed, entryCreated, drawCompleted].map((d) => d?.event.id)).size).toBe(4);

    // The verification can fail: another secret, a changed body or an old timestamp is refused.
    const sample = claimCreated as ReceivedDelivery;
    expect(verifyFanfareWebhook(`${secret}x`, sample.headers, sample.rawBody)).toBe(false);
    expect(verifyFanfareWebhook(secret, sample.headers, sample.rawBody.replace(claimId, entryId))).toBe(false);
    expect(verifyFanfareWebhook(secret, sample.headers, sample.rawBody, -1)).toBe(false);

    // The payloads say what happened (docs/webhooks.md, per type).
    expect(claimCreated?.event.data).toMatchObject({ claimId, campaignId: gift.id });
    expect(entryCreated?.event.data).toMatchObject({
      entryId,
      campaignId: draw.campaignId,
      result: "COMPLETED_CONDITION",
    });
    expect(drawCompleted?.event.data).toMatchObject({
      campaignId: draw.campaignId,
      mode: "AFTER_CAMPAIGN_END",
      entrants: 1,
      winners: 1,
    });
    // The token id of a claim's NFT is the claim's UUID read as a number (ADR 0014).
    expect(mintConfirmed?.event.data).toMatchObject({
      claimId,
      campaignId: gift.id,
      chainId: 31337,
      tokenId: BigInt(`0x${claimId.replaceAll("-", "")}`).toString(),
      error: null,
    });
    expect(String(mintConfirmed?.event.data.txHash)).toMatch(/^0x[0-9a-f]{64}$/);
    // No personal data in any payload.
    for (const delivery of firstRound) expect(delivery.rawBody).not.toContain(fan.email);

    // --- The owner replays the claim's event from the delivery log.
    const replayId = claimCreated?.event.id ?? "";
    const logRow = page.getByRole("row").filter({ hasText: replayId });
    await expect(async () => {
      await page.getByRole("button", { name: text("ja", "webhooks.logRefresh") }).click();
      await expect(logRow).toContainText(text("ja", "webhooks.deliveryStatus.DELIVERED"), { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(logRow.getByRole("cell").nth(2)).toHaveText("1");
    await expect(logRow.getByRole("cell").nth(4)).toHaveText("200");
    await expectAccessible(page);
    await logRow.getByRole("button", { name: text("ja", "webhooks.replayOf", { eventId: replayId }) }).click();
    await expect(
      page.getByRole("status").filter({ hasText: text("ja", "webhooks.replayed", { eventId: replayId }) }),
    ).toBeVisible();

    const withReplayId = () =>
      receiver.deliveries.filter((delivery) => header(delivery.headers, "fanfare-webhook-id") === replayId);
    await expect
      .poll(
        async () => {
          await sweep();
          return withReplayId().length;
        },
        { timeout: 90_000, intervals: [3_000] },
      )
      .toBe(2);
    const [original, replayed] = withReplayId() as [ReceivedDelivery, ReceivedDelivery];
    expect(verifyFanfareWebhook(secret, replayed.headers, replayed.rawBody)).toBe(true);
    // The same event byte for byte (id, type, the fact's time, data); only this attempt's timestamp and
    // signature are new. The docs mark a redelivery by its id alone, with no header of its own.
    expect(replayed.rawBody).toBe(original.rawBody);
    expect(replayed.event.id).toBe(replayId);
    const fanfareHeaders = (delivery: ReceivedDelivery) =>
      Object.keys(delivery.headers)
        .filter((name) => name.startsWith("fanfare-"))
        .sort();
    expect(fanfareHeaders(replayed)).toEqual(FANFARE_HEADERS);
    expect(fanfareHeaders(original)).toEqual(FANFARE_HEADERS);
    expect(Number(header(replayed.headers, "fanfare-webhook-timestamp"))).toBeGreaterThanOrEqual(
      Number(header(original.headers, "fanfare-webhook-timestamp")),
    );

    // The log counts the replay's attempt on the same delivery, delivered again.
    await expect(async () => {
      await page.getByRole("button", { name: text("ja", "webhooks.logRefresh") }).click();
      await expect(logRow.getByRole("cell").nth(2)).toHaveText("2", { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(logRow).toContainText(text("ja", "webhooks.deliveryStatus.DELIVERED"));

    // Whatever else arrived meanwhile: the replayed id twice (once sent, once replayed), every other id once.
    const counts = countById(receiver.deliveries);
    expect(counts.get(replayId)).toBe(2);
    expect([...counts].filter(([id, count]) => id !== replayId && count > 1)).toEqual([]);
    for (const delivery of receiver.deliveries.slice(firstRound.length)) {
      expect(verifyFanfareWebhook(secret, delivery.headers, delivery.rawBody), delivery.rawBody).toBe(true);
    }
  } finally {
    for (const context of contexts) await context.close();
    await receiver.close();
  }
});
