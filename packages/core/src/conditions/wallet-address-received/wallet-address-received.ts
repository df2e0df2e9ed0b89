import { CONDITION_KIND_BY_TYPE } from "@fanfare/protocol";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { claims } from "../../claims/tables";
import { AppError } from "../../errors";
import { type ConditionModule, storeNothing } from "../module";
import { conditionProgress } from "../tables";
import { parseWalletAddress } from "./wallet-address";

/** WALLET_ADDRESS_RECEIVED: the fan gives the address the NFT goes to (request-E1000 if invalid). */
export const walletAddressReceivedCondition: ConditionModule<"WALLET_ADDRESS_RECEIVED"> = {
  kind: CONDITION_KIND_BY_TYPE.WALLET_ADDRESS_RECEIVED,
  configSchema: z.object({}).strict(),
  storeSettings: storeNothing,
  describe: (_config, progress) => ({
    walletAddress: typeof progress?.address === "string" ? progress.address : null,
  }),
  check: (progress) => progress !== undefined,
  async complete({ ctx, campaign, condition, fanId, now, input }) {
    const raw = (input as { address?: unknown } | null)?.address;
    const address = typeof raw === "string" ? parseWalletAddress(raw) : null;
    if (!address) throw new AppError("walletAddress-E1001");
    // The address is where the claimed NFT is minted: once the fan has claimed in this campaign it is
    // locked (walletAddress-E2001). The check is in the statement itself, so an address change racing
    // a claim cannot slip in after it; an insert needs no check (no claim before the condition is done).
    const claimedInCampaign = sql`exists (select 1 from ${claims} where ${claims.campaignId} = ${campaign.id} and ${claims.userId} = ${fanId})`;
    const [written] = await ctx.db
      .insert(conditionProgress)
      .values({
        conditionId: condition.id,
        userId: fanId,
        campaignId: campaign.id,
        data: { address },
        completedAt: now,
      })
      .onConflictDoUpdate({
        target: [conditionProgress.conditionId, conditionProgress.userId],
        set: { data: sql`excluded.data`, completedAt: now },
        setWhere: sql`not ${claimedInCampaign}`,
      })
      .returning({ conditionId: conditionProgress.conditionId });
    if (!written) throw new AppError("walletAddress-E2001");
  },
};
