import { CONDITION_KIND_BY_TYPE, NftOwnConfig } from "@fanfare/protocol";
import { sql } from "drizzle-orm";
import { countHeldTokens, type TokenContract } from "../../chain/count-held-tokens";
import { deployedCollections } from "../../chain/deployed-collections";
import { AppError } from "../../errors";
import { provenAddresses } from "../../wallets/proven-addresses";
import type { ConditionModule } from "../module";
import { conditionProgress } from "../tables";
import { parseWalletAddress } from "../wallet-address-received/wallet-address";

/**
 * The operator's definition as stored: the protocol checked its shape; here the contract address gets
 * its EIP-55 check (mixed case must match) and is kept checksummed.
 */
export function nftOwnConfigFromDefinition(definition: unknown): NftOwnConfig {
  const parsed = NftOwnConfig.safeParse(definition);
  if (!parsed.success) throw new AppError("request-E1000", { detail: parsed.error.issues[0]?.message });
  const config = parsed.data;
  if (config.contractAddress === undefined) return config;
  const contractAddress = parseWalletAddress(config.contractAddress);
  if (!contractAddress) {
    throw new AppError("request-E1000", { detail: "The contract address does not match its EIP-55 checksum." });
  }
  return { ...config, contractAddress };
}

/**
 * NFT_OWN_UNLIMITED: the fan holds enough NFTs — of this project's deployed collections
 * (FROM_NFT_MARKETING_PLATFORM) or of one contract the operator named (FROM_SPECIFY_CONTRACT_ADDRESS) —
 * in the wallets they proved are theirs. The fan presses "verify" (a complete call): the balance is read
 * on the chain then, and the condition completes when it is enough (nftOwn-E2001 otherwise; nftOwn-E2002
 * when the chain cannot be asked). Grouped with the wallet steps: linking a wallet is what a fan who
 * holds the NFT elsewhere does first.
 */
export const nftOwnUnlimitedCondition: ConditionModule<"NFT_OWN_UNLIMITED"> = {
  kind: CONDITION_KIND_BY_TYPE.NFT_OWN_UNLIMITED,
  configSchema: NftOwnConfig,
  storeSettings: (settings) => nftOwnConfigFromDefinition(settings.nft),
  describe: (config) => {
    const parsed = NftOwnConfig.safeParse(config);
    if (!parsed.success) return {};
    return {
      nftOwn: {
        source: parsed.data.source,
        chainId: parsed.data.chainId ?? null,
        contractAddress: parsed.data.contractAddress ?? null,
        minimumCount: parsed.data.minimumCount,
      },
    };
  },
  check: (progress) => progress !== undefined,
  async complete({ ctx, campaign, condition, fanId, now }) {
    const config = NftOwnConfig.parse(condition.config);
    const contracts: TokenContract[] =
      config.source === "FROM_SPECIFY_CONTRACT_ADDRESS" && config.chainId && config.contractAddress
        ? [{ chainId: config.chainId, address: config.contractAddress }]
        : await deployedCollections(ctx, { projectId: campaign.projectId });
    const owners = await provenAddresses(ctx, { userId: fanId });
    const { held, unavailable } = await countHeldTokens(ctx, { owners, contracts });
    // Any contract that could not be read may hold what is missing: "try again later", never
    // "you do not own it", which would be a false answer.
    if (unavailable.length > 0) throw new AppError("nftOwn-E2002");
    if (held < config.minimumCount) {
      throw new AppError("nftOwn-E2001");
    }
    await ctx.db
      .insert(conditionProgress)
      .values({
        conditionId: condition.id,
        userId: fanId,
        campaignId: campaign.id,
        data: { held, checkedAt: now.toISOString() },
        completedAt: now,
      })
      .onConflictDoUpdate({
        target: [conditionProgress.conditionId, conditionProgress.userId],
        set: { data: sql`excluded.data` },
      });
  },
};
