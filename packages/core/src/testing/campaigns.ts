// Builders for campaign-engine tests: a company with an operator, a published project, a published
// campaign, and signed-up fans. Each call makes new rows, so suites never share data.
import type { CampaignDefinitionInput, Country } from "@fanfare/protocol";
import { createCampaign } from "../campaigns/create-campaign";
import { setCampaignStatus } from "../campaigns/update-campaign";
import { acceptPolicies } from "../claims/accept-policies";
import { createCompany } from "../companies/create-company";
import type { CoreContext } from "../context";
import { addOperator } from "../operators/add-operator";
import { type Operator, requireOperator } from "../operators/require-operator";
import { createProject } from "../projects/create-project";
import { publishProject } from "../projects/update-project";
import { users } from "../users/tables";

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;

export async function makeOperator(ctx: CoreContext, name = "Label"): Promise<Operator> {
  const company = await createCompany(ctx, { name: `${name} ${unique()}` });
  const { userId } = await addOperator(ctx, {
    companyId: company.id,
    email: `op-${unique()}@example.com`,
    role: "OWNER",
  });
  return requireOperator(ctx, userId);
}

export async function makeFan(ctx: CoreContext, country: Country = "JP"): Promise<string> {
  const email = `fan-${unique()}@example.com`;
  const [row] = await ctx.db
    .insert(users)
    .values({ email, emailNormalized: email, country })
    .returning({ id: users.id });
  if (!row) throw new Error("fan insert returned nothing");
  return row.id;
}

const HOUR = 3_600_000;
const text = (ja: string) => ({ ja, en: ja });

/** A campaign definition around the context's clock: running now, distribution open. */
export function campaignDefinition(
  ctx: CoreContext,
  overrides: Partial<CampaignDefinitionInput> = {},
): CampaignDefinitionInput {
  const now = ctx.clock.now().getTime();
  const iso = (hours: number) => new Date(now + hours * HOUR).toISOString();
  return {
    title: text("テストキャンペーン"),
    description: text("説明"),
    terms: text("利用規約"),
    privacyPolicy: text("プライバシーポリシー"),
    startsAt: iso(-1),
    endsAt: iso(24 * 10),
    distributionStartsAt: iso(-1),
    distributionEndsAt: iso(24 * 20),
    totalSupply: 100,
    nfts: [{ key: "main", name: text("NFT"), description: text("NFT"), imageUrl: "/demo/nft.png" }],
    conditions: [{ type: "NONE" }],
    ...overrides,
  };
}

export async function makeCampaign(
  ctx: CoreContext,
  overrides: Partial<CampaignDefinitionInput> = {},
  options: { operator?: Operator; publish?: boolean } = {},
) {
  const operator = options.operator ?? (await makeOperator(ctx));
  const project = await createProject(ctx, operator, {
    name: text("プロジェクト"),
    description: text("説明"),
    allowedCountries: ["JP", "US"],
  });
  await publishProject(ctx, operator, { projectId: project.id });
  const created = await createCampaign(ctx, operator, {
    projectId: project.id,
    definition: campaignDefinition(ctx, overrides),
  });
  if (options.publish !== false) await setCampaignStatus(ctx, operator, { campaignId: created.id, status: "PUBLISH" });
  return { operator, projectId: project.id, campaignId: created.id, ...created };
}

/** A fan who has accepted the campaign's policies. */
export async function makeParticipant(ctx: CoreContext, campaignId: string): Promise<string> {
  const fanId = await makeFan(ctx);
  await acceptPolicies(ctx, { fanId, campaignId });
  return fanId;
}
