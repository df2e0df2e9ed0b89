import { sql } from "drizzle-orm";
import { z } from "zod";
import { AppError } from "../../errors";
import type { ConditionModule } from "../module";
import { conditionProgress } from "../tables";
import { parseWalletAddress } from "./wallet-address";

/** WALLET_ADDRESS_RECEIVED: the fan gives the address the NFT goes to (request-E1000 if invalid). */
export const walletAddressReceivedCondition: ConditionModule = {
  type: "WALLET_ADDRESS_RECEIVED",
  tab: "wallet-address",
  slug: "wallet-address",
  configSchema: z.object({}).strict(),
  describe: (_config, progress) => ({
    walletAddress: typeof progress?.address === "string" ? progress.address : null,
  }),
  check: (progress) => progress !== undefined,
  async complete({ ctx, campaign, condition, fanId, now, input }) {
    const raw = (input as { address?: unknown } | null)?.address;
    const address = typeof raw === "string" ? parseWalletAddress(raw) : null;
    if (!address) throw new AppError("walletAddress-E1001");
    await ctx.db
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
      });
  },
};
