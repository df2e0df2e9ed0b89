import {
  CampaignDefinition,
  type CampaignDefinitionInput,
  type ConditionDefinition,
  providerOfCondition,
} from "@fanfare/protocol";
import { eq } from "drizzle-orm";
import { recordAuditEvent } from "../audit/record-audit-event";
import { codeHash, codeKey, normaliseCode } from "../conditions/codes/normalise-code";
import type { GivenCode } from "../conditions/module";
import { conditionModule } from "../conditions/registry";
import { codes, conditions } from "../conditions/tables";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { assertOperatorMay, assertSameCompany, type Operator } from "../operators/require-operator";
import { projects } from "../projects/tables";
import { isProviderConfigured } from "../social/config";
import { campaignAuditSnapshot } from "./audit-snapshot";
import { campaignNfts, campaigns } from "./tables";

/**
 * An operator creates a whole campaign of one of their projects: fields, NFTs and ordered conditions,
 * with any codes they bring (stored as keyed hashes only). The campaign starts as MAKING.
 */
export async function createCampaign(
  ctx: CoreContext,
  operator: Operator,
  input: { projectId: string; definition: CampaignDefinitionInput },
): Promise<{ id: string; conditionIds: string[]; nftIds: Record<string, string> }> {
  assertOperatorMay(operator, "write");
  const def = CampaignDefinition.parse(input.definition);
  checkConditions(ctx, def);
  const [project] = await ctx.db.select().from(projects).where(eq(projects.id, input.projectId));
  assertSameCompany(operator, project);
  const now = ctx.clock.now();
  const key = codeKey(ctx.config);
  return ctx.db.transaction(async (tx) => {
    const [campaign] = await tx
      .insert(campaigns)
      .values({
        projectId: project.id,
        companyId: project.companyId,
        texts: { title: def.title, description: def.description, terms: def.terms, privacyPolicy: def.privacyPolicy },
        startsAt: new Date(def.startsAt),
        endsAt: new Date(def.endsAt),
        distributionStartsAt: new Date(def.distributionStartsAt),
        distributionEndsAt: new Date(def.distributionEndsAt),
        theme: def.theme,
        links: def.links,
        imageSource: def.imageSource,
        imageUrl: def.imageUrl,
        effect: def.effect,
        effectImageUrl: def.effectImageUrl,
        rewardKind: def.rewardKind,
        rewardTiming: def.rewardTiming,
        totalSupply: def.totalSupply,
        perFanLimit: def.perFanLimit,
        prizeCount: def.prizeCount,
        winPercent: def.winPercent,
        chainId: def.chainId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!campaign) throw new Error("campaign insert returned nothing");
    const nftRows = await tx
      .insert(campaignNfts)
      .values(
        def.nfts.map((n, i) => ({
          campaignId: campaign.id,
          key: n.key,
          position: i + 1,
          name: n.name,
          description: n.description,
          imageUrl: n.imageUrl,
          metadata: n.metadata,
          supply: n.supply,
        })),
      )
      .returning({ id: campaignNfts.id, key: campaignNfts.key });
    const nftIds = Object.fromEntries(nftRows.map((n) => [n.key, n.id]));
    const conditionIds: string[] = [];
    for (const [i, condition] of def.conditions.entries()) {
      const [row] = await tx
        .insert(conditions)
        .values({ campaignId: campaign.id, position: i + 1, type: condition.type, config: conditionConfig(condition) })
        .returning({ id: conditions.id });
      if (!row) throw new Error("condition insert returned nothing");
      conditionIds.push(row.id);
      const values = givenCodes(condition).map((c) => ({
        conditionId: row.id,
        hash: codeHash(key, row.id, normaliseCode(c.code)),
        singleUse: c.singleUse,
        nftId: c.nft ? (nftIds[c.nft] ?? null) : null,
      }));
      for (let j = 0; j < values.length; j += 1000) await tx.insert(codes).values(values.slice(j, j + 1000));
    }
    await recordAuditEvent(tx, operator, {
      action: "campaign.create",
      target: { type: "campaign", id: campaign.id },
      before: null,
      after: {
        ...campaignAuditSnapshot(campaign),
        nfts: def.nfts.map((n) => ({ key: n.key, name: n.name, supply: n.supply })),
        // Codes are never logged in clear: how many a condition brought, nothing more.
        conditions: def.conditions.map((c) => ({ type: c.type, codes: givenCodes(c).length })),
      },
      at: now,
    });
    return { id: campaign.id, conditionIds, nftIds };
  });
}

/**
 * Everything about the conditions that can be refused before a row is written: each one's settings, its
 * provider configured on this server, its codes non-empty and distinct once normalised. An import runs it
 * on every campaign of its file before its first insert, so a refusal there creates nothing either.
 */
export function checkConditions(ctx: CoreContext, def: CampaignDefinition): void {
  for (const [i, condition] of def.conditions.entries()) {
    checkCondition(ctx, condition, `conditions[${i}] ${condition.type}`);
  }
}

/** One condition's checks (see checkConditions); `where` names it in the refusal. Also for a condition added later. */
export function checkCondition(ctx: CoreContext, condition: ConditionDefinition, where: string): void {
  const stored = conditionModule(condition.type).configSchema.safeParse(conditionConfig(condition));
  if (!stored.success) {
    throw new AppError("request-E1000", { detail: `${where}: ${stored.error.issues[0]?.message ?? "invalid"}` });
  }
  const provider = providerOfCondition(condition.type);
  // A provider that is not configured here is hidden from operators: its kinds cannot be created.
  if (provider && !isProviderConfigured(ctx, provider)) {
    throw new AppError("socialAccount-E2002", {
      detail: `${where} needs ${provider}, which is not configured on this server.`,
    });
  }
  const normalised = givenCodes(condition).map((c) => normaliseCode(c.code));
  if (normalised.some((code) => !code)) {
    throw new AppError("specificCode-E1002", { detail: `${where}: a code is empty once normalised.` });
  }
  if (new Set(normalised).size !== normalised.length) {
    throw new AppError("request-E1000", { detail: `${where}: two codes are the same after normalisation.` });
  }
}

/** The codes a condition brings (its kind's hook): the one shared code, or serials each used once. */
export function givenCodes(condition: ConditionDefinition): GivenCode[] {
  const { type, ...settings } = condition;
  return conditionModule(type).givenCodes?.(settings as never) ?? [];
}

/**
 * The stored config of a condition, as its kind stores its settings (the survey's questions, the social
 * kinds' settings; codes never: they get rows of their own).
 */
export function conditionConfig(condition: ConditionDefinition): Record<string, unknown> {
  const { type, ...settings } = condition;
  return conditionModule(type).storeSettings(settings as never);
}
