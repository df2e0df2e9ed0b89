import { CampaignDefinition, type CampaignDefinitionInput, type ConditionDefinition } from "@fanfare/protocol";
import { eq } from "drizzle-orm";
import { codeHash, codeKey, normaliseCode } from "../conditions/codes/normalise-code";
import { nftOwnConfigFromDefinition } from "../conditions/nft-own-unlimited/nft-own-unlimited";
import { conditionModule } from "../conditions/registry";
import { codes, conditions } from "../conditions/tables";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { assertSameCompany, type Operator } from "../operators/require-operator";
import { projects } from "../projects/tables";
import { isProviderConfigured, PROVIDER_OF_CONDITION } from "../social/config";
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
  const def = CampaignDefinition.parse(input.definition);
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
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: campaigns.id });
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
      const config = conditionConfig(condition);
      conditionModule(condition.type).configSchema.parse(config);
      const provider = PROVIDER_OF_CONDITION[condition.type];
      // A provider that is not configured here is hidden from operators: its kinds cannot be created.
      if (provider && !isProviderConfigured(ctx, provider)) {
        throw new AppError("socialAccount-E2002", { detail: `${provider} is not configured on this server.` });
      }
      const [row] = await tx
        .insert(conditions)
        .values({ campaignId: campaign.id, position: i + 1, type: condition.type, config })
        .returning({ id: conditions.id });
      if (!row) throw new Error("condition insert returned nothing");
      conditionIds.push(row.id);
      const given =
        condition.type === "SPECIFY_A_SINGLE_CODE"
          ? [{ code: condition.code, nft: undefined, singleUse: false }]
          : "codes" in condition
            ? condition.codes.map((c) => ({ ...c, singleUse: true }))
            : [];
      const values = given.map((c) => {
        const normalised = normaliseCode(c.code);
        if (!normalised) throw new AppError("specificCode-E1002");
        return {
          conditionId: row.id,
          hash: codeHash(key, row.id, normalised),
          singleUse: c.singleUse,
          nftId: c.nft ? (nftIds[c.nft] ?? null) : null,
        };
      });
      if (new Set(values.map((v) => v.hash)).size !== values.length) {
        throw new AppError("request-E1000", { detail: "Two codes of one condition are the same after normalisation." });
      }
      for (let j = 0; j < values.length; j += 1000) await tx.insert(codes).values(values.slice(j, j + 1000));
    }
    return { id: campaign.id, conditionIds, nftIds };
  });
}

/** The stored config of a condition: the survey's questions, the social kinds' settings; codes never. */
function conditionConfig(condition: ConditionDefinition): Record<string, unknown> {
  switch (condition.type) {
    case "SURVEY":
      return condition.survey;
    case "NFT_OWN_UNLIMITED":
      return nftOwnConfigFromDefinition(condition.nft);
    case "SPOTIFY_LIKE_SONG":
    case "SPOTIFY_FOLLOW_ARTIST":
    case "SPOTIFY_ADD_PLAYLIST_OR_ALBUM":
    case "INSTAGRAM_HASHTAG":
    case "TIKTOK_HASHTAG": {
      const { type: _type, ...settings } = condition;
      return settings;
    }
    default:
      return {};
  }
}
