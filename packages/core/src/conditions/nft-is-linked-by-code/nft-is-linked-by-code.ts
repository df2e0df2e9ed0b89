import { CONDITION_KIND_BY_TYPE } from "@fanfare/protocol";
import { z } from "zod";
import { CODE_DESCRIPTION, redeemCode, singleUseCodes } from "../codes/redeem-code";
import { type ConditionModule, storeNothing } from "../module";

/**
 * NFT_IS_LINKED_BY_CODE: single-use codes, each bound to one NFT of the campaign; the fan's claim mints
 * the NFT of the code they redeemed (kept in their progress).
 */
export const nftIsLinkedByCodeCondition: ConditionModule<"NFT_IS_LINKED_BY_CODE"> = {
  kind: CONDITION_KIND_BY_TYPE.NFT_IS_LINKED_BY_CODE,
  configSchema: z.object({}).strict(),
  storeSettings: storeNothing,
  givenCodes: singleUseCodes,
  describe: () => CODE_DESCRIPTION,
  check: (progress) => progress !== undefined,
  complete: redeemCode,
};
