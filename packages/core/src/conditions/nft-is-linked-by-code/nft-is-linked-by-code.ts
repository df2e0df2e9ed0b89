import { z } from "zod";
import { CODE_DESCRIPTION, redeemCode } from "../codes/redeem-code";
import type { ConditionModule } from "../module";

/**
 * NFT_IS_LINKED_BY_CODE: single-use codes, each bound to one NFT of the campaign; the fan's claim mints
 * the NFT of the code they redeemed (kept in their progress).
 */
export const nftIsLinkedByCodeCondition: ConditionModule = {
  type: "NFT_IS_LINKED_BY_CODE",
  tab: "receiving",
  slug: "nft-is-linked-by-code",
  configSchema: z.object({}).strict(),
  describe: () => CODE_DESCRIPTION,
  check: (progress) => progress !== undefined,
  complete: redeemCode,
};
