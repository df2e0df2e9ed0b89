import {
  type CampaignChecklist,
  type ChecklistItem,
  LOCALES,
  type Locale,
  type LocalizedText,
  providerOfCondition,
} from "@fanfare/protocol";
import { asc, count, eq, inArray } from "drizzle-orm";
import { conditionModule } from "../conditions/registry";
import { codes, conditions } from "../conditions/tables";
import type { CoreContext } from "../context";
import type { DbOrTx } from "../db/client";
import { AppError } from "../errors";
import type { Operator } from "../operators/require-operator";
import { assertSameCompany } from "../operators/require-operator";
import { isProviderConfigured } from "../social/config";
import { type CampaignRow, campaignNfts, campaigns } from "./tables";

/**
 * What must hold before fans see a campaign (ADR 0023), as a list of items the console shows and links
 * to their fields. Translations are checked against all four languages, not "the project's": a fan's
 * language is any of them, and a missing one silently falls back to Japanese on their page.
 */
export async function getPublishChecklist(
  ctx: CoreContext,
  operator: Operator,
  input: { campaignId: string },
): Promise<CampaignChecklist> {
  const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, input.campaignId));
  assertSameCompany(operator, row);
  const items = await checklistItems(ctx, ctx.db, row);
  return { campaignId: row.id, ok: items.every((i) => i.ok), items };
}

/** Refuses publishing (campaignPublish-E2001) with the failed items as the error's issues: field → item code. */
export async function assertChecklistPasses(ctx: CoreContext, db: DbOrTx, row: CampaignRow): Promise<void> {
  const failed = (await checklistItems(ctx, db, row)).filter((i) => !i.ok);
  if (failed.length === 0) return;
  throw new AppError("campaignPublish-E2001", {
    issues: failed.map((i) => ({ path: i.field, message: i.code })),
  });
}

/** Every item of the checklist for this campaign, passed or not, in the order the console lists fields. */
export async function checklistItems(ctx: CoreContext, db: DbOrTx, row: CampaignRow): Promise<ChecklistItem[]> {
  const nfts = await db
    .select()
    .from(campaignNfts)
    .where(eq(campaignNfts.campaignId, row.id))
    .orderBy(asc(campaignNfts.position));
  const list = await db
    .select()
    .from(conditions)
    .where(eq(conditions.campaignId, row.id))
    .orderBy(asc(conditions.position));
  const codeCounts = new Map(
    list.length === 0
      ? []
      : (
          await db
            .select({ conditionId: codes.conditionId, n: count() })
            .from(codes)
            .where(
              inArray(
                codes.conditionId,
                list.map((c) => c.id),
              ),
            )
            .groupBy(codes.conditionId)
        ).map((r) => [r.conditionId, Number(r.n)]),
  );
  return [
    ...translationItems(row, nfts),
    ...imageItems(row, nfts),
    ...list.flatMap((c) => conditionItems(ctx, c, codeCounts.get(c.id) ?? 0)),
    chainItem(ctx, row),
    ...windowItems(row, ctx.clock.now()),
  ];
}

/** The languages a text has no (non-blank) translation in. */
export function missingLocales(text: LocalizedText | undefined): Locale[] {
  return LOCALES.filter((locale) => !text?.[locale]?.trim());
}

function translationItem(field: string, text: LocalizedText): ChecklistItem {
  const missing = missingLocales(text);
  return missing.length === 0
    ? { code: "TRANSLATION", field, ok: true }
    : {
        code: "TRANSLATION",
        field,
        ok: false,
        detail: `No text in ${missing.join(", ")}.`,
        missingLocales: missing,
      };
}

function translationItems(row: CampaignRow, nfts: (typeof campaignNfts.$inferSelect)[]): ChecklistItem[] {
  return [
    translationItem("title", row.texts.title),
    translationItem("description", row.texts.description),
    translationItem("terms", row.texts.terms),
    translationItem("privacyPolicy", row.texts.privacyPolicy),
    ...nfts.flatMap((n) => [
      translationItem(`nfts.${n.key}.name`, n.name),
      translationItem(`nfts.${n.key}.description`, n.description),
    ]),
  ];
}

function imageItems(row: CampaignRow, nfts: (typeof campaignNfts.$inferSelect)[]): ChecklistItem[] {
  // NFT_IMAGE shows the NFT's own image; the other sources show the campaign's image, which must be set.
  const campaignImage = row.imageSource === "NFT_IMAGE" || Boolean(row.imageUrl);
  const effectImage = row.effect !== "CUSTOM_IMAGE" || Boolean(row.effectImageUrl);
  return [
    {
      code: "IMAGE",
      field: "imageUrl",
      ok: campaignImage,
      ...(campaignImage ? {} : { detail: `The image source ${row.imageSource} needs an image.` }),
    },
    {
      code: "IMAGE",
      field: "effectImageUrl",
      ok: effectImage,
      ...(effectImage ? {} : { detail: "The CUSTOM_IMAGE effect needs an image." }),
    },
    ...nfts.map((n): ChecklistItem => ({ code: "IMAGE", field: `nfts.${n.key}.imageUrl`, ok: Boolean(n.imageUrl) })),
  ];
}

function conditionItems(
  ctx: CoreContext,
  condition: typeof conditions.$inferSelect,
  codeCount: number,
): ChecklistItem[] {
  const field = `conditions.${condition.id}`;
  const module = conditionModule(condition.type);
  const parsed = module.configSchema.safeParse(condition.config);
  // A code kind without a single code can never be completed by anyone.
  const needsCodes = module.givenCodes !== undefined && codeCount === 0;
  let settings: ChecklistItem = { code: "CONDITION_SETTINGS", field, ok: true };
  if (!parsed.success) {
    settings = { ...settings, ok: false, detail: parsed.error.issues[0]?.message ?? "invalid settings" };
  } else if (needsCodes) {
    settings = { ...settings, ok: false, detail: "No code has been given or generated yet." };
  }
  const provider = providerOfCondition(condition.type);
  if (!provider) return [settings];
  const configured = isProviderConfigured(ctx, provider);
  return [
    settings,
    {
      code: "CONDITION_PROVIDER",
      field,
      ok: configured,
      ...(configured ? {} : { detail: `${provider} is not configured on this server.` }),
    },
  ];
}

function chainItem(ctx: CoreContext, row: CampaignRow): ChecklistItem {
  const chainId = row.chainId ?? ctx.config.chain?.defaultChainId;
  const ok = chainId !== undefined && Boolean(ctx.config.chain?.rpcUrls[chainId]);
  if (ok) return { code: "CHAIN", field: "chainId", ok };
  return {
    code: "CHAIN",
    field: "chainId",
    ok,
    detail: chainId === undefined ? "No chain is configured." : `Chain ${chainId} has no RPC URL on this server.`,
  };
}

function windowItems(row: CampaignRow, now: Date): ChecklistItem[] {
  const item = (code: ChecklistItem["code"], field: string, ok: boolean, detail: string): ChecklistItem =>
    ok ? { code, field, ok } : { code, field, ok, detail };
  const drawAtEnd = row.rewardKind === "LUCKY_DRAW" && row.rewardTiming === "AFTER_CAMPAIGN_END";
  const distributionEndOk = drawAtEnd ? row.distributionEndsAt > row.endsAt : row.distributionEndsAt >= row.endsAt;
  return [
    item("WINDOW_ORDER", "endsAt", row.startsAt < row.endsAt, "The campaign ends before it starts."),
    item(
      "WINDOW_ORDER",
      "distributionEndsAt",
      row.distributionStartsAt < row.distributionEndsAt,
      "The distribution ends before it starts.",
    ),
    // A fan cannot receive before they can take part, nor lose the right to receive while still taking part.
    item(
      "DISTRIBUTION_WINDOW",
      "distributionStartsAt",
      row.distributionStartsAt >= row.startsAt,
      "The distribution starts before the campaign.",
    ),
    item(
      "DISTRIBUTION_WINDOW",
      "distributionEndsAt",
      distributionEndOk,
      drawAtEnd
        ? "Winners are drawn at the end: the distribution must end after the campaign."
        : "The distribution ends before the campaign.",
    ),
    item("ENDS_IN_FUTURE", "endsAt", row.endsAt > now, "The campaign is already over."),
    item("ENDS_IN_FUTURE", "distributionEndsAt", row.distributionEndsAt > now, "The distribution is already over."),
  ];
}
